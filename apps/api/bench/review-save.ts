import { measure, measureBare, type Case, type Figures } from './load';
import { longInvoiceLine } from '../test/support/invoices';
import type { startProduct } from './product';

type Product = Awaited<ReturnType<typeof startProduct>>;

const line = longInvoiceLine;

/** A one-line edit of an invoice of `lineCount` lines, saved whole (PUT /invoice/{id}, every
 * line sent) and saved as a line-level patch (PATCH /invoice/{id}/lines, that line only), on
 * the real server over HTTP: server CPU per save (its PostgreSQL backends' too), latency and
 * body size, beside a bare node:http hello server measured in the same run. Each save changes
 * the line's quantity, so every one writes a history row. Sequential (one client): a save is
 * one reviewer's action, not a load. */
export async function benchReviewSave(product: Product, lineCount: number, engine: string) {
  const anchor = await measureBare(200, 1);
  const token = await product.token();
  const origin = product.server.origin;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listed = await fetch(`${origin}/api/v1/invoice/?type=draft&page_size=100`, { headers });
  const { data } = (await listed.json()) as {
    data: { id: number; extraction_status: string }[];
  };
  const open = data.find((row) => row.extraction_status !== 'processing');
  if (!open) throw new Error('no open invoice to edit');
  const url = `${origin}/api/v1/invoice/${open.id}`;
  const lines = Array.from({ length: lineCount }, (_, i) => line(i));
  const put = (body: string) => fetch(url, { method: 'PUT', headers, body });
  const first = await put(JSON.stringify({ line_items: lines }));
  if (!first.ok) throw new Error(`saving ${lineCount} lines: HTTP ${first.status}`);
  await first.arrayBuffer();

  const target = Math.floor(lineCount / 2);
  let quantity = 100;
  const wholeBody = () => {
    quantity += 1;
    lines[target] = { ...line(target), quantity };
    return JSON.stringify({ line_items: lines });
  };
  const patchBody = () => {
    quantity += 1;
    return JSON.stringify({ update: [{ ...line(target), quantity }] });
  };
  const cases: (Case & { bytes: number })[] = [
    {
      name: `PUT, all ${lineCount} lines sent`,
      request: () => put(wholeBody()),
      count: 5,
      bytes: Buffer.byteLength(wholeBody()),
    },
    {
      name: 'PATCH /lines, the line sent',
      request: () => fetch(`${url}/lines`, { method: 'PATCH', headers, body: patchBody() }),
      count: 100,
      bytes: Buffer.byteLength(patchBody()),
    },
  ];
  console.log(
    `\nOne-line edit of a ${lineCount}-line invoice (${engine}), one client, server CPU per save`,
  );
  const row = (name: string, f: Figures, bytes: string) =>
    console.log(
      `${name.padEnd(32)} | ${(f.cpuUs / 1000).toFixed(2).padStart(10)} | ` +
        `${(f.cpuUs / anchor.cpuUs).toFixed(0).padStart(8)} | ${f.p50.toFixed(1).padStart(8)} | ${bytes}`,
    );
  console.log('case                             | CPU ms/req |  ÷ bare  | p50 ms   | body');
  row('bare node:http hello (anchor)', anchor, '-');
  for (const c of cases) {
    const figures = await measure(product.server, c, 1);
    row(c.name, figures, `${(c.bytes / 1024).toFixed(1)} KB`);
  }
}
