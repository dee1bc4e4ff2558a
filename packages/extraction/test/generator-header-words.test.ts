import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { COMPANY_RE } from '../src/fields/vendor-patterns.js';
import { buildLines } from '../src/layout/lines.js';
import { findDates } from '../src/parse/date.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) => extractHeader(buildLines(layoutTokens(rows)), 'text', null);

/** Header words that invoices printed by outside generators use (issue 23 §2). */
describe('header words of other invoice printers', () => {
  it('keeps a second legal form with the name ("Co. Ltd"), and only a known one', () => {
    const company = (t: string) => t.match(COMPANY_RE)?.[1];
    expect(company('Copperleaf Supply Co. Ltd')).toBe('Copperleaf Supply Co. Ltd');
    expect(company('Copperleaf Supply Co., Ltd.')).toBe('Copperleaf Supply Co., Ltd.');
    expect(company('Smith Ltd as agreed')).toBe('Smith Ltd');
  });

  it('reads the number after a bare "Ref." under the title where no other label names it', () => {
    const f = read([
      [[400, 'Invoice']],
      [[380, 'Ref. : INV-2025-0670']],
      [[370, 'Date: 2025-12-06']],
    ]);
    expect(f.invoice_number?.value).toBe('INV-2025-0670');
  });

  it('does not take "Your ref." for the invoice number', () => {
    const f = read([[[400, 'Invoice no. 2025-118']], [[380, 'Your ref.: PO-4711']]]);
    expect(f.invoice_number?.value).toBe('2025-118');
  });

  it('tells issuer and customer by "Rechnung von" and "Rechnung an"', () => {
    const f = read([
      [[330, 'Rechnung']],
      [[330, 'Rechnungsnummer: 32379']],
      [],
      [
        [30, 'Rechnung an:'],
        [330, 'Rechnung von:'],
      ],
      [
        [30, 'Initech GmbH'],
        [330, 'Brandt & Söhne KG'],
      ],
      [
        [30, '12 Market Street'],
        [330, '2 Flowers Street, London'],
      ],
    ]);
    expect(f.vendor_name?.value).toBe('Brandt & Söhne KG');
  });

  it('reads Spanish, Italian and Portuguese month names, and a comma after the month', () => {
    const iso = (t: string) => findDates(t).map((d) => d.iso);
    expect(iso('julho, 03, 2025')).toEqual(['2025-07-03']);
    expect(iso('July, 03, 2025')).toEqual(['2025-07-03']);
    expect(iso('3 de março de 2025')).toEqual(['2025-03-03']);
    expect(iso('15 de enero de 2025')).toEqual(['2025-01-15']);
    expect(iso('12 settembre 2024')).toEqual(['2024-09-12']);
    expect(iso('sent 3 days ago 2025')).toEqual([]);
  });
});
