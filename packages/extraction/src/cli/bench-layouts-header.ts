import { SCORED_FIELDS } from './score.js';
import type { Tally } from './bench-layouts-score.js';

/** A field's short column name in the table (the field names are too wide for one row). */
const SHORT: Record<string, string> = {
  vendor_name: 'vendor',
  invoice_number: 'number',
  invoice_date: 'date',
  due_date: 'due',
  currency: 'cur',
  net_amount: 'net',
  tax_amount: 'tax',
  total_amount: 'total',
  amount_due: 'due amt',
  document_type: 'type',
};

const short = (field: string): string => SHORT[field] ?? field.replace(/_/g, ' ');

/**
 * Header fields right per layout (issue 23 §2): the whole header, then each field as a share of
 * the documents that state it, so a class shows which field it breaks (e.g. the date when the
 * month is spelled out, the vendor when it only stands in the footer).
 */
export function printHeaderFields(rows: Array<[string, Tally]>): void {
  const fields = [...SCORED_FIELDS, 'document_type'].filter((f) =>
    rows.some(([, t]) => t.headerFields[f]?.scored),
  );
  console.log(
    '\nHeader fields right per layout: all, the right ones among those reported at confidence' +
      ' ≥ 0.9, and per field (% of the documents that state the field):',
  );
  console.log(
    `${'layout'.padEnd(30)} ${'header'.padStart(11)} ${'%'.padStart(6)} ${'≥ 0.9 ok'.padStart(9)}` +
      fields.map((f) => short(f).padStart(8)).join(''),
  );
  for (const [name, t] of rows) {
    const cells = fields.map((f) => {
      const c = t.headerFields[f];
      return (c?.scored ? `${Math.round((100 * c.right) / c.scored)}` : '-').padStart(8);
    });
    const share = t.headerScored ? ((100 * t.headerRight) / t.headerScored).toFixed(1) : '-';
    console.log(
      `${name.padEnd(30)} ${`${t.headerRight}/${t.headerScored}`.padStart(11)} ${share.padStart(6)}` +
        ` ${`${t.headerSureRight}/${t.headerSure}`.padStart(9)}` +
        cells.join(''),
    );
  }
}

/** Per layout, up to `count` header fields it reads wrong that the first row (the baseline)
 * reads right: what the layout itself breaks; the baseline's own misses are listed first.
 * Mixed layouts have no baseline (`firstIsBaseline` false): each row lists its own misses. */
export function printHeaderMisses(
  rows: Array<[string, Tally]>,
  count: number,
  firstIsBaseline = true,
): void {
  const baseline = new Set(firstIsBaseline ? rows[0]?.[1].headerMisses : []);
  console.log('\nExample header misses per layout (document field: truth → read (confidence)):');
  for (const [i, [name, t]] of rows.entries()) {
    const own = i === 0 ? t.headerMisses : t.headerMisses.filter((m) => !baseline.has(m));
    if (!own.length) continue;
    console.log(`  ${name}: ${own.length} fields`);
    for (const m of own.slice(0, count)) console.log(`    ${m}`);
  }
}
