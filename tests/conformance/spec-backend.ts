/**
 * A test double of the OTHER party's backend, made only from the specification (part 1 §7,
 * part 2 §7): each documented call answers the documented minimum shape with invented data (rows
 * with keys of its own, no tab counts, no extras), and refuses a query parameter or value the
 * documents do not list, as a backend that knows only those would. It also serves the built web
 * app with a /config.js pointing every API root at itself and naming no capabilities, the way
 * staff point the app at that backend. Run: `npx tsx tests/conformance/spec-backend.ts`.
 *
 * GET /__conformance/report lists the documented calls it answered, those a passing journey saw
 * rendered (POST /__conformance/rendered) and the requests it refused.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { webDist } from '../../apps/web/build/source-stamp.mjs';
import type { DocumentedCall } from './documented-calls';
import { PDF, SPEC_PDF } from './spec-documents';
import { CALLS, SPEC_TOKEN, fail, type Answer, type Call, type SpecRequest } from './spec-calls';

export const SPEC_BACKEND_PORT = Number(process.env.CONFORMANCE_PORT ?? 4273);
const TABS: readonly string[] = ['active', 'draft', 'reject'];

const served = new Set<DocumentedCall>();
/** Calls a passing journey saw rendered on the screen (fixtures.ts `rendered`). */
const rendered = new Set<string>();
const refused: string[] = [];

/** A documented value check beside the parameter check: the tabs are the documented states. */
function refusal(call: Call, { query, body }: SpecRequest): string | undefined {
  const unknown = [...query.keys()].find((key) => !call.params.includes(key));
  if (unknown) return `${call.name}: undocumented parameter ${unknown}=${query.get(unknown)}`;
  const extraKey = Object.keys(body).find((key) => call.bodyKeys && !call.bodyKeys.includes(key));
  if (extraKey) return `${call.name}: undocumented body field ${extraKey}`;
  const type = query.get('type');
  if (type !== null && !TABS.includes(type)) return `${call.name}: undocumented type=${type}`;
  const exportType = query.get('export_type');
  if (exportType !== null && !['excel', 'csv'].includes(exportType))
    return `${call.name}: undocumented export_type=${exportType}`;
  return undefined;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (!(request.headers['content-type'] ?? '').includes('json') || chunks.length === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function answerApi(call: Call, request: SpecRequest, authorized: boolean): Answer {
  const refused_ = refusal(call, request);
  if (refused_) {
    refused.push(refused_);
    return fail(400, refused_);
  }
  if (!call.open && !authorized) return fail(401, 'Unauthorized');
  const answer = call.answer(request);
  if (answer.status < 400) served.add(call.name);
  return answer;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.json': 'application/json',
  '.mjs': 'text/javascript; charset=utf-8',
};

/** The built web app: a file of the build, else its index page (a single-page app). */
async function sendWebApp(url: URL, response: ServerResponse) {
  const root = webDist();
  const file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
  const inside = file.startsWith(root + path.sep) && path.extname(file) !== '';
  try {
    const body = await readFile(inside ? file : path.join(root, 'index.html'));
    const type = inside
      ? (CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
      : CONTENT_TYPES['.html']!;
    response.writeHead(200, { 'content-type': type }).end(body);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
}

/** Every root at this backend, no capabilities: the app sends only documented requests. */
const CONFIG_JS = `window.__PROCURE_CONFIG__ = ${JSON.stringify({
  apiRoots: {
    auth: '',
    translate: '',
    vendor: '',
    po: '',
    invoice: '',
    storage: '',
    masterInvoice: '/mi',
    masterVendor: '/mv',
  },
})};\n`;

export function startSpecBackend(port = SPEC_BACKEND_PORT) {
  const server = createServer(async (incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://spec.test');
    const send = (answer: Answer) => {
      if (answer.location)
        return response.writeHead(answer.status, { location: answer.location }).end();
      if (answer.file)
        return response
          .writeHead(answer.status, { 'content-type': answer.file.type })
          .end(answer.file.body);
      response
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.json ?? {}));
    };
    if (url.pathname === '/__conformance/report')
      return send({ status: 200, json: { served: [...served], rendered: [...rendered], refused } });
    if (url.pathname === '/__conformance/rendered' && incoming.method === 'POST') {
      const { calls } = await readJson(incoming);
      if (Array.isArray(calls)) calls.forEach((call) => rendered.add(String(call)));
      return send({ status: 200, json: {} });
    }
    if (url.pathname === '/config.js')
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(CONFIG_JS);
    if (url.pathname.startsWith('/files/'))
      return send({ status: 200, file: { type: PDF, body: SPEC_PDF } });
    const apiPath = url.pathname.replace(/^\/(mi|mv)(?=\/api\/)/, '');
    if (!apiPath.startsWith('/api/')) return sendWebApp(url, response);
    const candidates = CALLS.filter((c) => c.method === incoming.method && c.path.test(apiPath));
    const call = candidates.find((c) => c.when?.(url.searchParams) ?? true) ?? candidates.at(-1);
    const body = await readJson(incoming);
    // Not documented, or documented with no answer shown: this backend has no such call.
    if (!call) return send(fail(404, 'Not Found'));
    const authorized = incoming.headers.authorization === `Bearer ${SPEC_TOKEN}`;
    const match = apiPath.match(call.path)!;
    return send(answerApi(call, { query: url.searchParams, body, match }, authorized));
  });
  return new Promise<typeof server>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(server)),
  );
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  void startSpecBackend().then(() =>
    console.log(`spec backend on http://127.0.0.1:${SPEC_BACKEND_PORT}`),
  );
}
