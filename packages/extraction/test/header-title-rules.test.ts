import { describe, expect, it } from 'vitest';
import { fromTokens } from '../src/from-tokens.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows) => {
  const { fields } = fromTokens(layoutTokens(rows), 'text');
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.value ?? null]));
};

const item = (amount: string): Rows => [
  [
    [50, 'Widget'],
    [250, '2'],
    [300, '10.00'],
    [420, amount],
  ],
];

describe('header fields printed in a title sentence or per rate', () => {
  it('reads the number and date from "Invoice (380) No. 471102 of 05.03.2018"', () => {
    const fields = read([
      [[50, 'ACME Tools GmbH']],
      [[50, 'Invoice (380) No. 471102 of 05.03.2018']],
      ...item('20.00'),
      [
        [300, 'Net'],
        [420, '20.00'],
      ],
      [
        [300, 'VAT 19%'],
        [420, '3.80'],
      ],
      [
        [300, 'Total'],
        [420, '23.80'],
      ],
    ]);
    expect([fields.invoice_number, fields.invoice_date]).toEqual(['471102', '2018-03-05']);
  });

  it('reads the number and date from "Rechnung Nr. 2018-0042 vom 12.03.2018"', () => {
    const fields = read([
      [[50, 'ACME Tools GmbH']],
      [[50, 'Rechnung Nr. 2018-0042 vom 12.03.2018']],
      ...item('20,00').map((r) => r.map(([x, t]): [number, string] => [x, t.replace('.', ',')])),
      [
        [300, 'Nettobetrag'],
        [420, '20,00'],
      ],
    ]);
    expect([fields.invoice_number, fields.invoice_date]).toEqual(['2018-0042', '2018-03-12']);
  });

  it('takes the tax printed per rate on several rows as their sum', () => {
    const fields = read([
      [[50, 'ACME Tools GmbH']],
      [
        [50, 'Rechnungsnummer'],
        [200, 'R-77'],
      ],
      [
        [50, 'Widget'],
        [250, '2'],
        [300, '10,00'],
        [420, '20,00'],
      ],
      [
        [50, 'Buch'],
        [250, '1'],
        [300, '50,00'],
        [420, '50,00'],
      ],
      [
        [300, 'Summe netto'],
        [420, '70,00'],
      ],
      [
        [300, 'MwSt. 19 % auf 20,00'],
        [420, '3,80'],
      ],
      [
        [300, 'MwSt. 7 % auf 50,00'],
        [420, '3,50'],
      ],
      [
        [300, 'Gesamtbetrag'],
        [420, '77,30'],
      ],
    ]);
    expect([fields.net_amount, fields.tax_amount, fields.total_amount]).toEqual([70, 7.3, 77.3]);
  });

  it("sets the document type from the title, and keeps a credit note's amounts as printed", () => {
    const credit = fromTokens(
      layoutTokens([
        [[50, 'ACME Tools GmbH']],
        [[200, 'Credit note No. 1234567890']],
        [
          [50, 'Widget returned'],
          [250, '-2'],
          [300, '10.00'],
          [420, '-20.00'],
        ],
        [
          [300, 'Total'],
          [420, '-20.00'],
        ],
      ]),
      'text',
    );
    expect(credit.document_type).toBe('credit_note');
    expect(credit.fields.total_amount?.value).toBe(-20);
    expect(credit.line_items.map((i) => i.amount?.value)).toEqual([-20]);
    const gutschrift = fromTokens(
      layoutTokens([[[50, 'Gutschrift Nr. G-12 vom 01.02.2024']]]),
      'text',
    );
    expect(gutschrift.document_type).toBe('credit_note');
    const invoice = fromTokens(layoutTokens([[[50, 'Rechnung Nr. 2018-0042']]]), 'text');
    expect(invoice.document_type).toBe('invoice');
  });

  it('reads the date after "issued" or a dash in a title sentence, not a later date', () => {
    const title = (text: string) =>
      read([[[50, 'ACME Tools GmbH']], [[50, text]], ...item('20.00')]).invoice_date;
    expect(title('Tax Invoice 88123 issued 05/03/2024')).toBe('2024-03-05');
    expect(title('Invoice No 5521 - 5 March 2024')).toBe('2024-03-05');
  });
});
