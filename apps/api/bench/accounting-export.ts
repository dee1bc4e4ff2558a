import { accountingExport } from '../src/services/accounting-export';
import type { ApprovedInvoice } from '../src/repositories/posting';

/**
 * `npx tsx apps/api/bench/accounting-export.ts [invoices]`: how long the accounting export takes
 * to turn a period's approved invoices (5 lines each, at 19 % and 7 %) into a journal CSV and a
 * DATEV Buchungsstapel, beside an anchor measured in the same run: JSON.stringify of the same
 * rows (the least any answer of them costs). The database read is the repository's two queries
 * and is measured by the API benches; this is the part that grows with the bookings.
 */
const count = Number(process.argv[2] ?? 20_000);
const line = (n: number, rate: number) =>
  JSON.stringify({
    description: { value: `Item ${n}`, status: 'extracted' },
    tax_rate: { value: rate, status: 'extracted' },
    amount: { value: 100 + n, status: 'extracted' },
    gl_account: { value: rate === 7 ? '3300' : '3400', status: 'extracted' },
    cost_center: { value: '2000', status: 'extracted' },
  });
const invoices: ApprovedInvoice[] = Array.from({ length: count }, (_, i) => ({
  id: i + 1,
  doc_id: `doc-${i}`,
  invoice_number: `RE-${100_000 + i}`,
  invoice_date: `2024-${String((i % 12) + 1).padStart(2, '0')}-15`,
  vendor_id: (i % 500) + 1,
  vendor_name: `Vendor ${i % 500}`,
  currency: 'EUR',
  fields: JSON.stringify({ total_amount: { value: 5 * 100 + 10 + 1.19 * 400 + 1.07 * 104 } }),
  basic: '{}',
  vendor_code: `V-${i % 500}`,
  lines: [line(0, 19), line(1, 19), line(2, 19), line(3, 19), line(4, 7)],
}));
const query = {
  from: '2024-01-01',
  to: '2024-12-31',
  chart: '03' as const,
  consultant_number: 29098,
  client_number: 55003,
};
const context = {
  link: 'https://procure.example/invoices/detail/:id',
  exportedBy: 'bench',
  now: new Date(),
};
const time = (work: () => unknown) => {
  const started = performance.now();
  const result = work();
  return { ms: Math.round(performance.now() - started), result };
};
const anchor = time(() => JSON.stringify(invoices));
const journal = time(() => accountingExport({ ...query, format: 'journal' }, invoices, context));
const datev = time(() => accountingExport({ ...query, format: 'datev' }, invoices, context));
const size = (r: { result: unknown }) =>
  `${((r.result as { body: Buffer }).body.length / 1024 / 1024).toFixed(1)} MB`;
console.log(`${count} approved invoices, 5 lines each (2 bookings each after grouping)`);
console.log(`anchor: JSON.stringify of the rows   ${anchor.ms} ms`);
console.log(`journal CSV                         ${journal.ms} ms, ${size(journal)}`);
console.log(`DATEV Buchungsstapel                ${datev.ms} ms, ${size(datev)}`);
