import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { LayoutInvoice, LayoutLine } from '@procure/fixtures/layouts';
import { truthPath } from './bench-folders.js';
import type { Truth } from './score.js';

/** One corpus document's values, printed by the layout generator and scored against. */
export interface LayoutDocument {
  /** folder/file, to name a miss. */
  name: string;
  invoice: LayoutInvoice;
  /** What the page printed as an invoice states, in the corpus truth's shape (`truthOf`). */
  truth: Truth;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const cents = (v: number): number => Math.round(v * 100) / 100;

/** Tax printed per rate: each rate's tax on its lines' sum, the difference to the stated tax
 * (document allowances, rounding) carried by the largest base, so the rows add up to it. */
function taxPerRate(lines: LayoutLine[], tax: number): LayoutInvoice['tax_per_rate'] {
  const bases = new Map<number, number>();
  for (const l of lines)
    if (l.tax_rate_percent !== null)
      bases.set(l.tax_rate_percent, cents((bases.get(l.tax_rate_percent) ?? 0) + l.amount));
  const rows = [...bases].map(([rate, base]) => ({ rate, base, tax: cents((base * rate) / 100) }));
  if (!rows.length) return rows;
  const largest = rows.reduce((a, b) => (Math.abs(b.base) > Math.abs(a.base) ? b : a));
  largest.tax = cents(largest.tax + tax - rows.reduce((s, r) => s + r.tax, 0));
  return rows.sort((a, b) => a.rate - b.rate);
}

/** The document's values as the generator prints them, or null when no line states an amount. */
export function layoutDocument(name: string, t: Truth): LayoutDocument | null {
  const lines: LayoutLine[] = (t.line_items ?? []).flatMap((raw) => {
    const l = raw as Record<string, unknown>;
    const amount = num(l.amount);
    if (amount === null) return [];
    return [
      {
        description: str(l.description),
        quantity: num(l.quantity),
        unit_price: num(l.unit_price),
        amount,
        tax_rate_percent: num(l.tax_rate_percent),
        unit_code: str(l.unit_code),
      },
    ];
  });
  if (!lines.length) return null;
  const sum = cents(lines.reduce((s, l) => s + l.amount, 0));
  const net = num(t.net_amount) ?? sum;
  const perRate = taxPerRate(lines, num(t.tax_amount) ?? 0);
  const tax = num(t.tax_amount) ?? cents(perRate.reduce((s, r) => s + r.tax, 0));
  const total = num(t.total_amount) ?? cents(net + tax);
  const invoice: LayoutInvoice = {
    vendor_name: str(t.vendor_name) ?? 'Supplier',
    invoice_number: str(t.invoice_number) ?? 'n/a',
    invoice_date: str(t.invoice_date),
    due_date: str(t.due_date),
    currency: str(t.currency) ?? 'EUR',
    lines,
    net_amount: net,
    tax_amount: tax,
    total_amount: total,
    amount_due: num(t.amount_due) ?? total,
    tax_per_rate: perRate,
    allowances_charges: cents(net - sum),
  };
  return { name, invoice, truth: truthOf(invoice) };
}

/** What a page printing these values states, in the corpus truth's shape; amounts as printed
 * (a credit note's negative where it prints them negative), no type code: the bench scores the
 * type apart (`scoreDocumentType`), so positive amounts under a credit note's title count as
 * printed, not flipped as a credit-note XML's truth is. */
export function truthOf(invoice: LayoutInvoice): Truth {
  return {
    vendor_name: invoice.vendor_name,
    invoice_number: invoice.invoice_number,
    invoice_date: invoice.invoice_date,
    due_date: invoice.due_date,
    currency: invoice.currency,
    net_amount: invoice.net_amount,
    tax_amount: invoice.tax_amount,
    total_amount: invoice.total_amount,
    amount_due: invoice.amount_due,
    line_items: invoice.lines.map((l) => ({ description: l.description, amount: l.amount })),
  };
}

/** Every document with line amounts in the folders, once: a `textonly/` copy or a PNG render of
 * a document already taken (same vendor, number and line amounts) is the same data. */
export async function loadLayoutDocuments(folders: string[]): Promise<LayoutDocument[]> {
  const out: LayoutDocument[] = [];
  const seen = new Set<string>();
  for (const folder of folders) {
    const truths = JSON.parse(await readFile(truthPath(folder), 'utf8')) as Record<string, Truth>;
    const prefix = `${basename(dirname(folder))}/${basename(folder)}`.replace(/^corpus\//, '');
    for (const file of Object.keys(truths).sort()) {
      const doc = layoutDocument(`${prefix}/${file}`, truths[file] as Truth);
      if (!doc) continue;
      const key = JSON.stringify([
        doc.invoice.vendor_name,
        doc.invoice.invoice_number,
        doc.invoice.lines.map((l) => l.amount),
      ]);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(doc);
    }
  }
  return out;
}
