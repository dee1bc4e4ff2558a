import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

/** Hand-made layouts with wordings the generator does not use, read straight from positioned tokens. */
const read = (rows: Array<Array<[number, string]>>) => {
  const fields = extractHeader(buildLines(layoutTokens(rows)), 'text', null);
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.value ?? null]));
};

describe('hand-made layouts', () => {
  it('German: abbreviated labels, "zzgl. MwSt." and "inkl. MwSt." qualifiers', () => {
    expect(
      read([
        [
          [50, 'Acme Widgets GmbH'],
          [400, 'RECHNUNG'],
        ],
        [
          [300, 'Re.-Nr.:'],
          [400, 'A-991'],
        ],
        [
          [300, 'Datum:'],
          [400, '03.04.2024'],
        ],
        [
          [300, 'Zahlbar bis:'],
          [400, '17.04.2024'],
        ],
        [
          [300, 'Summe netto'],
          [440, '1.000,00 €'],
        ],
        [
          [300, 'zzgl. 19 % MwSt.'],
          [450, '190,00 €'],
        ],
        [
          [300, 'Gesamtbetrag (inkl. MwSt.)'],
          [440, '1.190,00 €'],
        ],
      ]),
    ).toMatchObject({
      invoice_number: 'A-991',
      invoice_date: '2024-04-03',
      due_date: '2024-04-17',
      vendor_name: 'Acme Widgets GmbH',
      currency: 'EUR',
      net_amount: 1000,
      tax_amount: 190,
      total_amount: 1190,
    });
  });

  it('US: month-first dates, a payment, and a balance due below the total', () => {
    expect(
      read([
        [
          [50, 'BRIGHT IDEAS LLC'],
          [420, 'Invoice'],
        ],
        [
          [420, 'Invoice #'],
          [500, '10442'],
        ],
        [
          [420, 'Invoice Date'],
          [500, '04/03/2024'],
        ],
        [
          [420, 'Due Date'],
          [500, '05/03/2024'],
        ],
        [[50, 'Bill To']],
        [[50, 'Jane Doe Corp']],
        [
          [350, 'Subtotal'],
          [440, '$1,250.00'],
        ],
        [
          [350, 'Sales Tax (8.25%)'],
          [440, '$103.13'],
        ],
        [
          [350, 'Total'],
          [440, '$1,353.13'],
        ],
        [
          [350, 'Payments/Credits'],
          [440, '-$353.13'],
        ],
        [
          [350, 'Balance Due'],
          [440, '$1,000.00'],
        ],
      ]),
    ).toMatchObject({
      invoice_number: '10442',
      invoice_date: '2024-04-03',
      due_date: '2024-05-03',
      vendor_name: 'BRIGHT IDEAS LLC',
      currency: 'USD',
      net_amount: 1250,
      tax_amount: 103.13,
      total_amount: 1353.13,
      amount_due: 1000,
    });
  });

  it('French: number and date inline after the title, HT/TVA/TTC totals', () => {
    expect(
      read([
        [
          [50, 'Boulangerie Martin SARL'],
          [420, 'FACTURE N° 2024-118'],
        ],
        [[420, 'Date : 5 mars 2024']],
        [[420, 'Échéance : 4 avril 2024']],
        [
          [330, 'Total HT'],
          [440, '120,00 €'],
        ],
        [
          [330, 'TVA 5,5 %'],
          [440, '6,60 €'],
        ],
        [
          [330, 'Total TTC'],
          [440, '126,60 €'],
        ],
        [
          [330, 'Net à payer'],
          [440, '126,60 €'],
        ],
      ]),
    ).toMatchObject({
      invoice_number: '2024-118',
      invoice_date: '2024-03-05',
      due_date: '2024-04-04',
      vendor_name: 'Boulangerie Martin SARL',
      net_amount: 120,
      tax_amount: 6.6,
      total_amount: 126.6,
      amount_due: 126.6,
    });
  });

  it('Dutch: labels above values in a grid, no currency symbol on the totals', () => {
    expect(
      read([
        [[50, 'Jansen Installatie B.V.']],
        [
          [50, 'Factuurnummer'],
          [200, 'Factuurdatum'],
          [350, 'Vervaldatum'],
        ],
        [
          [50, 'F-2024-77'],
          [200, '12-02-2024'],
          [350, '26-02-2024'],
        ],
        [
          [330, 'Subtotaal'],
          [440, '500,00'],
        ],
        [
          [330, 'Btw 21%'],
          [440, '105,00'],
        ],
        [
          [330, 'Totaal EUR'],
          [440, '605,00'],
        ],
      ]),
    ).toMatchObject({
      invoice_number: 'F-2024-77',
      invoice_date: '2024-02-12',
      due_date: '2024-02-26',
      vendor_name: 'Jansen Installatie B.V.',
      currency: 'EUR',
      net_amount: 500,
      tax_amount: 105,
      total_amount: 605,
    });
  });
});
