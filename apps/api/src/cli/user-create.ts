import { parseArgs } from 'node:util';
import { loadConfig, passwordFromEnvironment } from '../config';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { createUsersRepository } from '../repositories/users';
import { hashPassword } from '../services/passwords';

/** npm run user:create -- --email a@b.c --name "Ann" [--password ...]
 * Without --password the password is read from the PROCURE_PASSWORD variable, so it need not
 * stand in the shell history. An existing user gets the new password and name. */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const password = values.password ?? passwordFromEnvironment();
if (
  !values.email ||
  !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email) ||
  !password ||
  password.length < 8
) {
  process.stderr.write(
    'Usage: npm run user:create -- --email <e-mail> --name <name> --password <at least 8 characters>\n',
  );
  process.exit(2);
}
const { database } = loadConfig();
const db = connect(database);
await migrate(db, database);
const outcome = await createUsersRepository(db).upsert(
  values.email,
  values.name ?? values.email.split('@')[0]!,
  await hashPassword(password),
);
await db.destroy();
process.stdout.write(`User ${values.email} ${outcome}.\n`);
