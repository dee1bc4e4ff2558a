import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free loopback port, standing in for the company's mail relay (an
 * external system, like Dovecot for the inbox tests): it asks for a user and password, as a
 * relay would, and keeps every mail it accepts, parsed, with the envelope's recipients. */
export const RELAY_USER = 'procure';
export const RELAY_PASSWORD = 'relay-test-secret';

export type RelayedMail = { envelopeTo: string[]; mail: ParsedMail };

export async function startSmtpRelay() {
  /** Mails not yet taken by next(), and tests waiting for one. */
  const unread: RelayedMail[] = [];
  const waiting: Array<(mail: RelayedMail) => void> = [];
  let count = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: the test has no certificate to offer, so no STARTTLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === RELAY_USER && auth.password === RELAY_PASSWORD)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const relayed = { envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail };
          count += 1;
          const waiter = waiting.shift();
          if (waiter) waiter(relayed);
          else unread.push(relayed);
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://${RELAY_USER}:${RELAY_PASSWORD}@127.0.0.1:${port}`,
    /** How many mails were accepted in all. */
    get count() {
      return count;
    },
    /** The next mail (or one already received and not yet taken). */
    next: () =>
      new Promise<RelayedMail>((resolve) => {
        const taken = unread.shift();
        if (taken) resolve(taken);
        else waiting.push(resolve);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: a relay that is down. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
