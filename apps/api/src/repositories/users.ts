import type { Db } from '../db/database';

export type UserRecord = {
  id: number;
  email: string;
  user_name: string;
  password_hash: string;
  active: number;
};

export function createUsersRepository(db: Db) {
  const byEmail = db.prepare<[string], UserRecord>(
    'SELECT id, email, user_name, password_hash, active FROM users WHERE email = ?',
  );
  const byId = db.prepare<[number], UserRecord>(
    'SELECT id, email, user_name, password_hash, active FROM users WHERE id = ?',
  );
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO users (email, user_name, password_hash) VALUES (?, ?, ?)',
  );
  const updatePassword = db.prepare<[string, string, string]>(
    'UPDATE users SET password_hash = ?, user_name = ? WHERE email = ?',
  );
  return {
    findByEmail: (email: string) => byEmail.get(email.toLowerCase()),
    findActiveById: (id: number) => {
      const user = byId.get(id);
      return user && user.active === 1 ? user : undefined;
    },
    create: (email: string, userName: string, passwordHash: string) =>
      Number(insert.run(email.toLowerCase(), userName, passwordHash).lastInsertRowid),
    /** Creates the user, or resets the password and name of an existing one. */
    upsert(email: string, userName: string, passwordHash: string): 'created' | 'updated' {
      if (byEmail.get(email.toLowerCase())) {
        updatePassword.run(passwordHash, userName, email.toLowerCase());
        return 'updated';
      }
      insert.run(email.toLowerCase(), userName, passwordHash);
      return 'created';
    },
    count: () => db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number,
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
