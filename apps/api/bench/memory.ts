import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-runtime.mjs';
import { measure, type Case, type Figures } from './load';
import { serverBundle, startProduct } from './product';
import { readFileSync } from 'node:fs';
import { freePort, rssMb, startProcess, type ServerProcess } from './server-process';

/** npm run bench:memory [-- --idle 60 --requests 4000]
 *
 * The server's resident memory (RSS, with its document reader processes') as a user meets it:
 * the real server, built as `npm start` builds it, on a fresh SQLite database with the demo
 * dataset seeded and its invoices extracted; then idle, under a bounded load of 50 connections
 * on read endpoints (a fixed number of requests, loopback only) and after it. Beside it a bare
 * Fastify process answering a hello under the same load (same Node flags and allocator
 * settings), measured in the same run: the floor a Node server with this framework holds
 * (issue 21: ≤ 150 MB idle, ≤ 250 MB under load). */
const { values } = parseArgs({
  options: {
    idle: { type: 'string', default: '60' },
    requests: { type: 'string', default: '4000' },
  },
});
const IDLE_S = Number(values.idle);
const REQUESTS = Number(values.requests);
const CONNECTIONS = 50;

/** A process's RSS with its children's: the server reads documents in child processes
 * (packages/extraction/src/isolated/reader-process.ts), whose memory is the server's too. */
function treeRssMb(pid: number): number {
  let children: string[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ');
  } catch {
    // no children file: the process alone
  }
  return children
    .filter(Boolean)
    .reduce((sum, child) => sum + rssOrZero(Number(child)), rssMb(pid));
}
const rssOrZero = (pid: number) => {
  try {
    return rssMb(pid);
  } catch {
    return 0; // ended meanwhile
  }
};

/** Samples a process's RSS every 50 ms while `work` runs; answers the highest seen. */
async function peakWhile(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = treeRssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, treeRssMb(pid));
}

const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

/** Idle RSS after `IDLE_S`, the peak under the load (requests shared among the cases), RSS
 * right after it and 10 s later, and the load's mean req/s and server CPU per request. */
async function profile(server: ServerProcess, cases: Omit<Case, 'count'>[]) {
  const settled = treeRssMb(server.pid);
  await sleep(IDLE_S);
  const idle = treeRssMb(server.pid);
  const count = Math.ceil(REQUESTS / cases.length);
  const figures: Figures[] = [];
  const peak = await peakWhile(server.pid, async () => {
    for (const c of cases) figures.push(await measure(server, { ...c, count }, CONNECTIONS));
  });
  const after = treeRssMb(server.pid);
  await sleep(10);
  const mean = (pick: (f: Figures) => number) =>
    figures.reduce((sum, f) => sum + pick(f), 0) / figures.length;
  return {
    settled,
    idle,
    peak,
    after,
    later: treeRssMb(server.pid),
    reqPerS: mean((f) => f.reqPerS),
    cpuUs: mean((f) => f.cpuUs),
  };
}

async function bareFastify(): Promise<ServerProcess> {
  const port = await freePort();
  // The product's own fastify, as installed for apps/api.
  const fastify = pathToFileURL(createRequire(import.meta.url).resolve('fastify')).href;
  const script = `import Fastify from '${fastify}';
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  return startProcess(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--input-type=module', '-e', script],
    SERVER_ENV,
    port,
    '/',
  );
}

const bare = await bareFastify();
const anchor = await profile(bare, [{ name: 'hello', request: () => fetch(bare.origin) }]).finally(
  () => bare.stop(),
);

const product = await startProduct('sqlite', serverBundle());
const ours = await measureProduct().finally(() => product.done());

/** The product's profile under reads a signed-in user makes. */
async function measureProduct() {
  const { server } = product;
  const headers = { authorization: `Bearer ${await product.token()}` };
  const get = (url: string) => () => fetch(server.origin + url, { headers });
  const firstInvoice = (await (await get('/api/v1/invoice/?page=1')()).json()) as {
    data: { id: number }[];
  };
  const reads = [
    { name: 'vendor list', request: get('/api/v1/vendor/?type=active&page=1') },
    { name: 'invoice list', request: get('/api/v1/invoice/?page=1') },
    {
      name: 'invoice history',
      request: get(`/api/v1/invoice/${firstInvoice.data[0]!.id}/history`),
    },
    { name: 'PO list', request: get('/api/v1/po?type=active&page=1') },
    { name: 'countries', request: get('/api/v1/location/countries?search=in') },
  ];
  return profile(server, reads);
}

const mb = (n: number) => `${n.toFixed(0)} MB`.padStart(8);
console.log(
  `\nRSS (with child processes), ${CONNECTIONS} connections, ${REQUESTS} requests of read endpoints, idle = ${IDLE_S} s after the start settled`,
);
console.log(
  'process'.padEnd(26),
  ' settled',
  '    idle',
  '    load',
  '   after',
  ' +10 s',
  '   req/s',
  ' CPU µs/req',
);
for (const [name, r] of [
  ['bare Fastify (anchor)', anchor],
  ['Procure (demo seeded)', ours],
] as const)
  console.log(
    name.padEnd(26),
    mb(r.settled),
    mb(r.idle),
    mb(r.peak),
    mb(r.after),
    mb(r.later),
    r.reqPerS.toFixed(0).padStart(8),
    r.cpuUs.toFixed(0).padStart(11),
  );
console.log(
  `targets: idle ≤ 150 MB (${ours.idle <= 150 ? 'met' : 'NOT met'}), under load ≤ 250 MB (${ours.peak <= 250 ? 'met' : 'NOT met'})`,
);
