import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { firstNameLine } from '../src/fields/merchant-line.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const lines = (rows: Rows) => buildLines(layoutTokens(rows));
const vendorOf = (rows: Rows) => extractHeader(lines(rows), 'ocr', null).vendor_name;

/** A receipt's items and payment, under its heading. */
const body: Rows = [
  ...['NASI LEMAK', 'TEH TARIK', 'ROTI CANAI', 'AIR SIRAP', 'MEE GORENG'].map(
    (item): Array<[number, string]> => [
      [20, item],
      [200, '2.50'],
    ],
  ),
  [
    [20, 'TOTAL'],
    [200, '12.50'],
  ],
  [
    [20, 'CASH'],
    [200, '20.00'],
  ],
  [
    [20, 'CHANGE'],
    [200, '7.50'],
  ],
  [[60, 'Thank you, please come again']],
];

/** A till receipt's heading: the shop's name over its address, phone and tax number. */
const heading = (...top: string[]): Rows => [
  ...top.map((text): Array<[number, string]> => [[60, text]]),
  [[60, 'No 12, Jalan Bunga Raya 3']],
  [[60, '43000 Kajang, Selangor']],
  [[60, 'Tel: 03-8736 1122']],
  [[60, 'GST ID: 000123456789']],
  [[60, 'TAX INVOICE']],
  ...body,
];

describe("a receipt's merchant name (issue 23 §2)", () => {
  it('is the first heading line above the address, at a confidence of position alone', () => {
    expect(firstNameLine(lines(heading('KEDAI MAKAN SRI MELATI')))?.text).toBe(
      'KEDAI MAKAN SRI MELATI',
    );
    const vendor = vendorOf(heading('KEDAI MAKAN SRI MELATI'));
    expect(vendor?.value).toBe('KEDAI MAKAN SRI MELATI');
    // Position is one weak cue: a reviewer looks at it.
    expect(vendor?.confidence).toBeLessThan(0.5);
  });

  it('skips logo noise, greetings and shop policy printed above the name', () => {
    const rows = heading(
      'EMM',
      '| ~ £7 |',
      'Thank You. Please come again.',
      'VOUCHER BEFORE POINTS EXPIRY!',
      'Kedai Buku Cahaya',
    );
    expect(firstNameLine(lines(rows))?.text).toBe('Kedai Buku Cahaya');
  });

  it('leaves off the registration number beside the name and reads a name split in close phrases whole', () => {
    expect(firstNameLine(lines(heading('PERNIAGAAN ANGGUN JAYA (139386 X)')))?.text).toBe(
      'PERNIAGAAN ANGGUN JAYA',
    );
    const split: Rows = [
      [
        [60, 'OCEAN'],
        [100, 'PACKAGING ENTERPRISE'],
      ],
      ...heading(),
    ];
    expect(firstNameLine(lines(split))?.text).toBe('OCEAN PACKAGING ENTERPRISE');
    // A phrase a column away (the title right of the name) is not part of the name.
    const titled: Rows = [
      [
        [60, 'Atelier Bernard et Fils'],
        [400, 'FACTURE'],
      ],
      ...heading(),
    ];
    expect(firstNameLine(lines(titled))?.text).toBe('Atelier Bernard et Fils');
  });

  it('is no name where no address follows the heading (an invoice, not a receipt heading)', () => {
    const rows: Rows = [
      [[60, 'Quarterly Statement']],
      [[60, 'Reference QS-2']],
      [
        [20, 'TOTAL'],
        [200, '12.50'],
      ],
    ];
    expect(firstNameLine(lines(rows))).toBeNull();
  });

  it('a legal form or a business word outweighs the first line (a proprietor printed above the shop)', () => {
    expect(vendorOf(heading('TAN WOON YANN', 'YONGFATT ENTERPRISE'))?.value).toBe(
      'YONGFATT ENTERPRISE',
    );
  });

  it('a line right under the street line is the address, not the name over the registration', () => {
    const rows: Rows = [
      [[60, 'PETRA NIAGA']],
      [[60, 'LOT 485 JALAN LEMBAH KERAMAT']],
      [[60, 'HULU KELANG']],
      [[60, '54200 KUALA LUMPUR']],
      [[60, 'GST No: 000145047552']],
      ...body,
    ];
    expect(vendorOf(rows)?.value).toBe('PETRA NIAGA');
  });
});
