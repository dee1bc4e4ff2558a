import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { statSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

/** A real Dovecot IMAP server for tests and the bench: a throwaway configuration, user and
 * maildir in a temporary folder, listening on a free loopback port, plain IMAP (no TLS) with a
 * plaintext password. Its own base_dir and port, so the machine's dovecot service (if the
 * Debian package started one) is left alone. Missing Dovecot is an error, never a skip: the
 * mail intake must be tested against the real thing (.ci/run installs dovecot-imapd). */

const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
export const MAIL_USER = 'procure';
export const MAIL_PASSWORD = 'mail-test-secret';

/** Mail files belong to an unprivileged user that every Debian system has. */
const MAIL_OWNER = { name: 'nobody', group: 'nogroup', uid: 65534, gid: 65534 };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function configText(dir: string, port: number) {
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = dovecot
default_login_user = dovenull
mail_location = maildir:${dir}/mail/%u
mail_uid = ${MAIL_OWNER.name}
mail_gid = ${MAIL_OWNER.group}
first_valid_uid = 1
service imap-login {
  chroot =
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${MAIL_OWNER.name} gid=${MAIL_OWNER.group} home=${dir}/mail/%u
}
`;
}

async function waitForPort(port: number, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '(no log)';
  throw new Error(`Dovecot did not start on port ${port}:\n${log}`);
}

/** A temporary folder Dovecot's unprivileged users can pass through: the system's (if a
 * process made it private, /var/tmp). */
function traversableTmp() {
  for (const dir of [tmpdir(), '/var/tmp'])
    if (existsSync(dir) && (statSync(dir).mode & 0o001) !== 0) return dir;
  throw new Error(`Neither ${tmpdir()} nor /var/tmp can be passed through by other users`);
}

export type TestMailServer = Awaited<ReturnType<typeof startDovecot>>;

/** Starts Dovecot in the foreground as a child process; `stop` ends it and removes its folder. */
export async function startDovecot() {
  if (!existsSync(DOVECOT))
    throw new Error(
      `Dovecot is not installed (${DOVECOT} is missing): the mail intake tests need a real IMAP ` +
        'server. Install it with `apt-get install dovecot-imapd` (.ci/run does).',
    );
  const dir = mkdtempSync(path.join(traversableTmp(), 'procure-dovecot-'));
  // Dovecot's unprivileged processes (auth runs as dovecot, mail as nobody) must read the
  // folder and the password file whatever the umask (the server's is 077).
  chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'mail']) mkdirSync(path.join(dir, sub), { mode: 0o755 });
  chownSync(path.join(dir, 'mail'), MAIL_OWNER.uid, MAIL_OWNER.gid);
  writeFileSync(path.join(dir, 'users'), `${MAIL_USER}:{PLAIN}${MAIL_PASSWORD}\n`, { mode: 0o644 });
  chmodSync(path.join(dir, 'users'), 0o644);
  const port = await freePort();
  const conf = path.join(dir, 'dovecot.conf');
  writeFileSync(conf, configText(dir, port), { mode: 0o644 });
  chmodSync(conf, 0o644);
  const child = spawn(DOVECOT, ['-c', conf, '-F'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port, child, path.join(dir, 'dovecot.log'));
  const url = `imap://${MAIL_USER}:${MAIL_PASSWORD}@127.0.0.1:${port}`;
  return {
    port,
    url,
    /** A client signed in as the test user (the caller logs out). */
    async client() {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port,
        secure: false,
        auth: { user: MAIL_USER, pass: MAIL_PASSWORD },
        logger: false,
      });
      // A connection left idle past the socket timeout emits an error: not a crash.
      client.on('error', () => undefined);
      await client.connect();
      return client;
    },
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
