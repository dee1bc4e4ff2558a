import { connect, type Socket } from 'node:net';

/** What a raw client saw: the answer's text so far (status line, headers, body), whether the
 * server closed the connection, and when each happened (ms after the request started). */
export type RawExchange = {
  socket: Socket;
  answer: () => string;
  /** Resolves with the answer's status once its status line has arrived. */
  status: Promise<number>;
  /** Resolves when the server closes the connection (or it breaks), with the time it did. */
  closed: Promise<number>;
};

/** Opens a socket to `origin` and writes `head` (request line and headers, no blank line) and
 * the first bytes of a body, leaving the rest unsent: a slow or stalled client, as an attacker
 * or a bad network would make one. */
export function rawRequest(origin: string, head: string[], bodyStart = ''): RawExchange {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  const started = Date.now();
  let text = '';
  let onStatus: (status: number) => void = () => {};
  const status = new Promise<number>((resolve) => (onStatus = resolve));
  const closed = new Promise<number>((resolve) => {
    socket.on('close', () => resolve(Date.now() - started));
  });
  socket.on('data', (chunk) => {
    text += chunk.toString('latin1');
    const line = /^HTTP\/1\.1 (\d{3})/.exec(text);
    if (line) onStatus(Number(line[1]));
  });
  socket.on('error', () => {}); // a reset is one of the outcomes under test
  socket.write(`${head.join('\r\n')}\r\n\r\n${bodyStart}`);
  return { socket, answer: () => text, status, closed };
}
