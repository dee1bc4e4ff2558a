import { freePort, startProcess, type ServerProcess } from './server-process';

export type Case = { name: string; request: () => Promise<Response>; count: number };
export type Figures = { reqPerS: number; p50: number; p95: number; p99: number; cpuUs: number };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Sends `count` requests from `concurrency` clients (after a short warm-up) and reports
 * latency, throughput and the server's CPU time per request. Bounded: a fixed count. */
export async function measure(
  server: ServerProcess,
  { name, request, count }: Case,
  concurrency: number,
): Promise<Figures> {
  const send = async () => {
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  };
  for (let i = 0; i < Math.min(50, count); i += 1) await send();
  const timings: number[] = [];
  let next = 0;
  const cpuBefore = await server.cpuMs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const t0 = performance.now();
        await send();
        timings.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  timings.sort((a, b) => a - b);
  return {
    reqPerS: timings.length / seconds,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    cpuUs: (cpuMs * 1000) / timings.length,
  };
}

/** The anchor every list bench is read against: a bare node:http hello server, measured in the
 * same run with the same clients. */
export async function measureBare(requests: number, concurrency: number): Promise<Figures> {
  const port = await freePort();
  const bare = await startProcess(
    process.execPath,
    ['-e', `require('http').createServer((q, s) => s.end('hello')).listen(${port}, '127.0.0.1')`],
    {},
    port,
    '/',
  );
  const anchor = await measure(
    bare,
    { name: 'bare', request: () => fetch(bare.origin), count: requests },
    concurrency,
  );
  await bare.stop();
  return anchor;
}
