import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { itemAmounts, layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

const read = (rows: Rows) => readLineItems(buildLines(layoutTokens(rows)), 'text').items;

const totals: Rows = [
  [],
  [
    [40, 'Subtotal'],
    [400, '136.60'],
  ],
  [
    [40, 'Total'],
    [400, '163.92'],
  ],
];

/**
 * Items printed as cards, not as a table (issue 23 §1): each item's name on its own line and its
 * figures under it, each after its own label. Which label is the quantity, the price and the
 * amount is what multiplies card after card, so unknown label words read too.
 */
describe('items printed as cards', () => {
  it('reads labelled figures one per line under each name', () => {
    const rows: Rows = [
      [[40, 'Widget blue']],
      [[60, 'Qty: 2']],
      [[60, 'Unit price: 12.50']],
      [[60, 'Amount: 25.00']],
      [[40, 'Gadget red']],
      [[60, 'Qty: 1']],
      [[60, 'Unit price: 99.00']],
      [[60, 'Amount: 99.00']],
      [[40, 'Cable 2 m']],
      [[60, 'Qty: 3']],
      [[60, 'Unit price: 4.20']],
      [[60, 'Amount: 12.60']],
      ...totals,
    ];
    const items = read(rows);
    expect(
      items.map((i) => [i.description?.value, i.quantity?.value, i.unit_price?.value]),
    ).toEqual([
      ['Widget blue', 2, 12.5],
      ['Gadget red', 1, 99],
      ['Cable 2 m', 3, 4.2],
    ]);
    expect(items.map((i) => i.amount?.value)).toEqual([25, 99, 12.6]);
    // The products hold and the sum is printed: as sure as a table's confirmed lines.
    expect(items.every((i) => (i.amount?.confidence ?? 0) >= 0.9)).toBe(true);
  });

  it('reads labels a column away from their values, in words no lexicon holds', () => {
    const card = (name: string, q: string, p: string, a: string): Rows => [
      [[40, name]],
      [
        [60, 'Määrä'],
        [400, q],
      ],
      [
        [60, 'Yks.hinta'],
        [400, p],
      ],
      [
        [60, 'Alv'],
        [400, '24 %'],
      ],
      [
        [60, 'Yhteensä'],
        [400, a],
      ],
    ];
    const rows: Rows = [
      ...card('Kahvi 500 g', '2', '6,50', '13,00'),
      ...card('Tee', '4', '3,25', '13,00'),
      [],
      [
        [40, 'Veroton'],
        [400, '26,00'],
      ],
    ];
    const items = read(rows);
    expect(items.map((i) => [i.description?.value, i.amount?.value, i.tax_rate?.value])).toEqual([
      ['Kahvi 500 g', 13, 24],
      ['Tee', 13, 24],
    ]);
  });

  it('reads figures side by side under the name, not the labels as the name', () => {
    const rows: Rows = [
      [[40, 'Zboží 1']],
      [
        [60, 'Qty: 2'],
        [180, 'Unit price: 12.50'],
        [320, 'Amount: 25.00'],
      ],
      [[40, 'Zboží 2']],
      [
        [60, 'Qty: 1'],
        [180, 'Unit price: 99.00'],
        [320, 'Amount: 99.00'],
      ],
      [[40, 'Zboží 3']],
      [
        [60, 'Qty: 3'],
        [180, 'Unit price: 4.20'],
        [320, 'Amount: 12.60'],
      ],
      ...totals,
    ];
    expect(read(rows).map((i) => [i.description?.value, i.amount?.value])).toEqual([
      ['Zboží 1', 25],
      ['Zboží 2', 99],
      ['Zboží 3', 12.6],
    ]);
  });

  it('reads one card when its figures multiply and its amount is printed again below', () => {
    const rows: Rows = [
      [[40, 'Paper subscription 12 months']],
      [
        [60, 'Menge: 2'],
        [180, 'Preis/Einheit: 400,00'],
        [320, 'Gesamtbetrag: 800,00'],
      ],
      [],
      [
        [300, 'Nettobetrag'],
        [400, '800,00'],
      ],
      [
        [300, 'Gesamt'],
        [400, '952,00'],
      ],
    ];
    expect(read(rows).map((i) => [i.description?.value, i.amount?.value])).toEqual([
      ['Paper subscription 12 months', 800],
    ]);
  });

  it('reads one card whose rate label the totals print again, its name over two lines', () => {
    const rows: Rows = [
      [[40, 'Nordwind Handels GmbH']],
      [],
      [[42, 'EBIXA 5MG/EROGAZIONE SOL. ORALE 50 ML, as agreed in the']],
      [[42, 'framework contract']],
      [
        [54, 'Qty'],
        [539, '20'],
      ],
      [
        [54, 'Unit price'],
        [527, '62.30'],
      ],
      [
        [54, 'VAT'],
        [528, '22 %'],
      ],
      [
        [54, 'Amount'],
        [517, '1246.00'],
      ],
      [],
      [
        [400, 'Net amount'],
        [510, '1246.00'],
      ],
      [
        [400, 'VAT'],
        [510, '274.12'],
      ],
      [
        [400, 'Total'],
        [510, '1520.12'],
      ],
    ];
    expect(read(rows).map((i) => [i.description?.value, i.amount?.value])).toEqual([
      ['EBIXA 5MG/EROGAZIONE SOL. ORALE 50 ML, as agreed in the framework contract', 1246],
    ]);
  });

  it('takes the labelled amount where a price per base quantity multiplies to nothing', () => {
    const card = (q: string, p: string, a: string): Rows => [
      [[40, 'Paper, per 4 reams']],
      [[60, `Qty: ${q}`]],
      [[60, `Unit price: ${p}`]],
      [[60, `Amount: ${a}`]],
    ];
    const rows: Rows = [
      ...card('2', '800.00', '400.00'),
      ...card('2', '800.00', '400.00'),
      [
        [40, 'Net amount'],
        [400, '800.00'],
      ],
    ];
    expect(itemAmounts(rows)).toEqual([400, 400]);
  });

  it('reads cards under numbered section titles and a carried sum, a line discount on one', () => {
    const card = (name: string, q: string, p: string, a: string): Rows => [
      [[42, name]],
      [
        [54, 'Menge'],
        [549, q],
      ],
      [
        [54, 'Preis/Einheit'],
        [533, p],
      ],
      [
        [54, 'Gesamtbetrag'],
        [533, a],
      ],
    ];
    const rows: Rows = [
      [[42, 'Titel 1 Dienstleistungen']],
      ...card('High-Grade Screws', '5', '18,00', '90,00'),
      [[42, 'Titel 2 Material']],
      [
        [42, 'Übertrag'],
        [521, '90,00'],
      ],
      // 9 × 15,00 less a line discount: no product, the sums confirm it.
      ...card('Standard Mounting Brackets', '9', '15,00', '45,00'),
      [],
      [
        [400, 'Nettobetrag'],
        [521, '135,00'],
      ],
    ];
    expect(itemAmounts(rows)).toEqual([90, 45]);
  });

  it('takes the label whose sum is printed where nothing multiplies and no word is known', () => {
    // Hungarian labels, a price per base quantity of 4: 2 × 800 is not 400.
    const card = (name: string): Rows => [
      [[42, name]],
      [
        [54, 'Mennyiség: 2'],
        [184, 'Egységár: 800.00'],
        [314, 'Áfa: 25 %'],
        [444, 'Érték: 400.00'],
      ],
    ];
    const rows: Rows = [
      ...card('Paper subscription'),
      [
        [42, 'Subtotal Services'],
        [521, '400.00'],
      ],
      ...card('Paper refills'),
      [],
      [
        [400, 'Charges'],
        [521, '100.00'],
      ],
      [
        [400, 'Net amount'],
        [521, '900.00'],
      ],
    ];
    expect(read(rows).map((i) => [i.description?.value, i.amount?.value])).toEqual([
      ['Paper subscription', 400],
      ['Paper refills', 400],
    ]);
  });

  it('reads one card of a price and an amount named by German compounds', () => {
    const rows: Rows = [
      [[42, 'Item 1, as agreed in the framework contract,']],
      [[42, 'delivered to the goods receipt']],
      [
        [54, 'Preis/Einheit: 376,37'],
        [184, 'USt.Satz: 19 %'],
        [313, 'Gesamtbetrag: 376,37'],
      ],
      [],
      [
        [400, 'Total HT'],
        [521, '376,37'],
      ],
      [
        [400, 'TVA 19 %'],
        [526, '71,51'],
      ],
    ];
    expect(read(rows).map((i) => [i.unit_price?.value, i.amount?.value])).toEqual([
      [376.37, 376.37],
    ]);
  });
});
