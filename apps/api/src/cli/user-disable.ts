import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrate } from '../db/migrate';
import { createUsersRepository } from '../repositories/users';

/** npm run user:disable -- --email a@b.c [--enable]
 * Disables a user: their sign-in is refused and every session of theirs ends at once (the
 * next request with their token answers 401). --enable lets them sign in again. Until the
 * web's user administration exists, this is how an operator shuts someone out. */
const { values } = parseArgs({
  options: { email: { type: 'string' }, enable: { type: 'boolean', default: false } },
});
if (!values.email) {
  process.stderr.write('Usage: npm run user:disable -- --email <e-mail> [--enable]\n');
  process.exit(2);
}
const { database } = loadConfig();
const db = connect(database);
await migrate(db, database);
const users = createUsersRepository(db);
const user = await users.findByEmail(values.email);
if (user) await users.setDisabled(user.id, !values.enable);
await db.destroy();
if (!user) {
  process.stderr.write(`No user ${values.email}.\n`);
  process.exit(1);
}
process.stdout.write(`User ${values.email} ${values.enable ? 'enabled' : 'disabled'}.\n`);
