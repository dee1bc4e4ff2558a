import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';
import { layoutTokens } from './helpers/layout.js';

/** Hand-made letterheads: the layout helper sets lines 16 pt apart at 10 pt (a gap of 0.6 height). */
type Rows = Array<Array<[number, string]>>;
const vendorOfTokens = (tokens: Token[], source: 'text' | 'ocr' = 'text') =>
  extractHeader(buildLines(tokens), source, null).vendor_name;
const vendorOf = (rows: Rows, source: 'text' | 'ocr' = 'text') =>
  vendorOfTokens(layoutTokens(rows), source);

/** An invoice's body under its letterhead: the buyer's block, the number and the total. */
const body: Rows = [
  [],
  [],
  [[50, 'Invoice to:']],
  [[50, 'Northgate Retail Ltd']],
  [[50, '14 Mill Street']],
  [[50, 'Leeds LS1 4AB']],
  [],
  [[50, 'Invoice No. 4471']],
  [
    [330, 'Total'],
    [440, '£ 80.00'],
  ],
];
/** A letterhead of the given lines at the top left (an empty one is a blank line), its address under it. */
const letterhead = (...name: string[]): Rows => [
  ...name.map((text): Array<[number, string]> => (text ? [[50, text]] : [])),
  [[50, '9 Quay Street']],
  [[50, 'Manchester M1 1AA']],
  ...body,
];

describe('a vendor name printed over two lines (issue 23 §2)', () => {
  it('joins a line made only of a legal form to the name above it, the box holding both', () => {
    const v = vendorOf(letterhead('Müller Haustechnik', 'GmbH & Co. KG'));
    expect(v?.value).toBe('Müller Haustechnik GmbH & Co. KG');
    // The box runs from the first line's top to the second's bottom (lines 40 and 56, 10 high).
    expect(v?.box).toMatchObject({ x: 50, y: 40, height: 26 });
    expect(v?.box?.width).toBe('Müller Haustechnik'.length * 5);
  });

  it('joins a line ending with a legal form to a name line above it that has none', () => {
    expect(vendorOf(letterhead('Acme Industrial', 'Supplies Ltd.'))?.value).toBe(
      'Acme Industrial Supplies Ltd.',
    );
  });

  it('joins a name whose first line ends with a word that cannot end it', () => {
    expect(vendorOf(letterhead('Société Générale de', 'Distribution SAS'))?.value).toBe(
      'Société Générale de Distribution SAS',
    );
    expect(vendorOf(letterhead('Harper &', 'Lowe Joinery Ltd'))?.value).toBe(
      'Harper & Lowe Joinery Ltd',
    );
  });

  it("joins a receipt's centred heading over two lines, as OCR prints it", () => {
    // Centred on one axis, the second line wider; no legal form on either line.
    const centred = (text: string, y: number): Token => ({
      text,
      page: 1,
      x: 160 - text.length * 5,
      y,
      width: text.length * 10,
      height: 20,
    });
    const tokens = [
      centred('SYARIKAT PERNIAGAAN', 40),
      centred('GIN KEE', 68),
      centred('NO 12, JALAN BUNGA RAYA 3', 96),
      centred('43000 KAJANG, SELANGOR', 124),
      centred('TEL: 03-8736 1122', 152),
      ...layoutTokens([
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
      ]).map((t) => ({ ...t, y: t.y + 160 })),
    ];
    expect(vendorOfTokens(tokens, 'ocr')?.value).toBe('SYARIKAT PERNIAGAAN GIN KEE');
  });

  it('never joins the address under a name, nor a person', () => {
    expect(vendorOf(letterhead('Tallis Acoustics Ltd'))?.value).toBe('Tallis Acoustics Ltd');
    expect(
      vendorOf([
        [[50, 'Brightwater Design of']],
        [[50, 'Station Road 21']],
        [[50, 'Manchester M1 1AA']],
        ...body,
      ])?.value,
    ).not.toMatch(/Station/);
    expect(vendorOf(letterhead('Fenwick Joinery Ltd', 'Attn Paul Fenwick'))?.value).toBe(
      'Fenwick Joinery Ltd',
    );
  });

  it('never joins a name that already has its legal form to the company line under it', () => {
    expect(
      vendorOf(letterhead('Brightwater Trading Ltd', 'Harbour Logistics Ltd'))?.value,
    ).not.toBe('Brightwater Trading Ltd Harbour Logistics Ltd');
  });

  it('never joins a brand or logo line to the company under it', () => {
    // A single word over the company, or a short name repeated in the full one.
    expect(vendorOf(letterhead('Lumina', 'Lighting Systems GmbH'))?.value).toBe(
      'Lighting Systems GmbH',
    );
    expect(vendorOf(letterhead('ACME TOOLS', 'Acme Tools Ltd'))?.value).toBe('Acme Tools Ltd');
    // Printed larger than the company line: a logo in text.
    const tokens = layoutTokens(letterhead('', 'Eden Impression Sdn Bhd'));
    tokens.push({ text: 'Sushi Q', page: 1, x: 50, y: 30, width: 110, height: 20 });
    expect(vendorOfTokens(tokens)?.value).toBe('Eden Impression Sdn Bhd');
  });

  it('never joins lines of two blocks side by side, nor across a blank line', () => {
    const v = vendorOf([
      [
        [50, 'Carver Fine'],
        [330, 'Invoice to:'],
      ],
      [
        [50, 'Woodworks Ltd'],
        [330, 'Northgate Retail Ltd'],
      ],
      [
        [50, '9 Quay Street'],
        [330, '14 Mill Street'],
      ],
      [[50, 'Invoice No. 4471']],
      [
        [330, 'Total'],
        [440, '£ 80.00'],
      ],
    ]);
    expect(v?.value).toBe('Carver Fine Woodworks Ltd');
    // The buyer's company never takes the line beside it.
    expect(v?.value).not.toMatch(/Northgate/);
    expect(vendorOf(letterhead('Acme Industrial', '', 'Supplies Ltd.'))?.value).toBe(
      'Supplies Ltd.',
    );
  });
  it('joins a right-aligned letterhead whose lines interleave with another column', () => {
    // The name's lines end at one right edge; the title and a slogan on the left sit between
    // them in reading order (their tops a few points lower).
    const right = (text: string, y: number): Token => ({
      text,
      page: 1,
      x: 545 - text.length * 5,
      y,
      width: text.length * 5,
      height: 10,
    });
    const tokens: Token[] = [
      right('Van der Berg Installatie', 40),
      { text: 'FACTUUR', page: 1, x: 50, y: 44, width: 70, height: 18 },
      right('Techniek B.V.', 56),
      { text: 'Vakwerk sinds 1962', page: 1, x: 50, y: 66, width: 90, height: 10 },
      right('Weena 664', 72),
      right('3012 CN Rotterdam', 88),
      ...layoutTokens(body).map((t) => ({ ...t, y: t.y + 80 })),
    ];
    const v = vendorOfTokens(tokens);
    expect(v?.value).toBe('Van der Berg Installatie Techniek B.V.');
    expect(v?.box).toMatchObject({ y: 40, height: 26 });
  });
  it('a name read from either line by another cue (a "From" block) stands for the whole name', () => {
    const v = vendorOf([
      [
        [50, 'From:'],
        [330, 'Bill to:'],
      ],
      [
        [50, 'Carver Fine'],
        [330, 'Northgate Retail Ltd'],
      ],
      [
        [50, 'Woodworks Ltd'],
        [330, '14 Mill Street'],
      ],
      [[50, 'Invoice No. 4471']],
      [
        [330, 'Total'],
        [440, '£ 80.00'],
      ],
    ]);
    expect(v?.value).toBe('Carver Fine Woodworks Ltd');
    // Two cues agree on the whole name: the "From" block and the company with its legal form.
    expect(v?.confidence).toBeGreaterThan(0.7);
  });
});
