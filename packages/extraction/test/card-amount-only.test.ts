import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows) => readLineItems(buildLines(layoutTokens(rows)), 'text').items;

const heading: Rows = [
  [[40, 'Rechnungsnummer: TEST1234']],
  [[40, 'Rechnungsdatum: 18.02.2025']],
  [],
];

/**
 * An invoice of one item printed as a card stating only its amount (issue 23 §1): the name and
 * "Amount: 9.90" under it, the net total below repeating it. Nothing multiplies; the label's
 * word, the name above and the net below are the evidence, and the confidence says it is weak.
 */
describe('a card of one item that prints only its amount', () => {
  it('reads the amount under its name, confirmed by the net total below', () => {
    const items = read([
      ...heading,
      [[40, 'Toller Artikel M6x40, 100 pcs']],
      [[60, 'Gesamtbetrag: 9,90 €']],
      [],
      [
        [40, 'Nettobetrag'],
        [400, '9,90 €'],
      ],
      [
        [40, 'MwSt.'],
        [400, '0,00 €'],
      ],
      [
        [40, 'Gesamtbetrag'],
        [400, '9,90 €'],
      ],
    ]);
    expect(items.map((i) => [i.description?.value, i.amount?.value])).toEqual([
      ['Toller Artikel M6x40, 100 pcs', 9.9],
    ]);
    expect(items[0]?.amount?.confidence).toBeLessThan(0.9);
  });

  it('reads it with a sum carried over a page break before the net', () => {
    const first: Rows = [
      ...heading,
      [[40, 'Toller Artikel, as agreed in the framework']],
      [[40, 'contract, delivered to the goods receipt']],
      [
        [60, 'Amount'],
        [200, '9,90'],
      ],
      [],
      [
        [40, 'A reporter'],
        [200, '9,90'],
      ],
    ];
    const second: Rows = [
      [[40, 'Facture TEST1234 (suite)']],
      [],
      [
        [40, 'Report'],
        [200, '9,90'],
      ],
      [],
      [
        [40, 'Total HT'],
        [200, '9,90'],
      ],
      [
        [40, 'TVA'],
        [200, '0,00'],
      ],
    ];
    const tokens = [...layoutTokens(first, 1), ...layoutTokens(second, 2)];
    const items = readLineItems(buildLines(tokens), 'text').items;
    expect(items.map((i) => [i.description?.value, i.amount?.value])).toEqual([
      ['Toller Artikel, as agreed in the framework contract, delivered to the goods receipt', 9.9],
    ]);
  });

  it('reads no item from a totals block (the net printed above its total)', () => {
    expect(
      read([
        ...heading,
        [[40, 'Thank you for your order']],
        [
          [40, 'Net amount'],
          [400, '9.90'],
        ],
        [
          [40, 'VAT'],
          [400, '0.00'],
        ],
        [
          [40, 'Amount'],
          [400, '9.90'],
        ],
      ]),
    ).toEqual([]);
  });

  it('reads no item where the net total does not repeat the amount, or nothing names it', () => {
    const net: Rows = [
      [],
      [
        [40, 'Net amount'],
        [400, '12.00'],
      ],
    ];
    expect(read([...heading, [[40, 'Widget']], [[60, 'Amount: 9.90']], ...net])).toEqual([]);
    // A header label right above is no item's name.
    expect(read([[[40, 'Invoice number: A-17']], [[40, 'Amount: 12.00']], ...net])).toEqual([]);
  });
});
