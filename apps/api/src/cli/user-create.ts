import { parseArgs } from 'node:util';
import { loadConfig, passwordFromEnvironment } from '../config';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { createUsersRepository } from '../repositories/users';
import { isRole, ROLES } from '../security/roles';
import { hashPassword } from '../services/passwords';

/** npm run user:create -- --email a@b.c --name "Ann" [--password ...] [--roles buyer,approver]
 * Without --password the password is read from the PROCURE_PASSWORD variable, so it need not
 * stand in the shell history. An existing user gets the new password and name, and every
 * session of theirs ends; their roles change only when --roles is given. A new user without
 * --roles is an admin. */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    roles: { type: 'string' },
  },
});
const roles = values.roles
  ?.split(',')
  .map((role) => role.trim())
  .filter(Boolean);
const password = values.password ?? passwordFromEnvironment();
if (
  !values.email ||
  !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email) ||
  !password ||
  password.length < 8 ||
  (roles && (!roles.length || !roles.every(isRole)))
) {
  process.stderr.write(
    'Usage: npm run user:create -- --email <e-mail> --name <name> --password <at least 8 characters>' +
      ` [--roles <one or more of ${ROLES.join(', ')}, comma-separated; default admin>]\n`,
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
  roles?.filter(isRole),
);
await db.destroy();
process.stdout.write(`User ${values.email} ${outcome}.\n`);
