import { describe, expect, it } from 'vitest';
import { fromTokens } from '../src/from-tokens.js';
import { buildLines } from '../src/layout/lines.js';
import { learnHeaderLayout, readLearnedHeader } from '../src/learn/header-layout.js';
import { keepAmountsThatAddUp } from '../src/learn/totals-guard.js';
import { HEADER_FIELDS, type ExtractedField, type HeaderFieldName } from '../src/types.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;

/** A vendor that prints its order reference alone under and right of its name, with no label,
 * and a few more lines above its heading (`shift`) on some invoices. */
const invoice = (reference: string, total: string, shift = 0): Rows => [
  ...Array.from({ length: shift }, (): Array<[number, string]> => [[50, 'Hof 2']]),
  [[50, 'Hinterhof Werkstatt']],
  [[400, reference]],
  [[50, 'Werkhofweg 4, 10115 Berlin']],
  [
    [50, 'Rechnungsnummer'],
    [300, 'R-1'],
  ],
  [
    [50, 'Schlussbetrag'],
    [500, total],
  ],
];
const lines = (rows: Rows) => buildLines(layoutTokens(rows));

describe('values picked where no label stands beside them are learned by position (issue 23 §4)', () => {
  it('records the place beside the nearest phrase and reads the next invoice there', () => {
    const layout = learnHeaderLayout(lines(invoice('WX-4711', '119,00 €')), {
      po_number: 'WX-4711',
    });
    expect(layout.po_number).toMatchObject({
      placement: 'position',
      position: { page: 1, anchor: { label: 'hinterhof werkstatt' } },
    });
    const next = readLearnedHeader(lines(invoice('WX-4812', '238,00 €')), layout);
    expect(next.po_number).toMatchObject({ value: 'WX-4812', learned: true });
    // Position is one cue: below the export band, a reviewer looks at it.
    expect(next.po_number?.confidence).toBeLessThan(0.9);
  });

  it('follows its phrase when the block moves down the page', () => {
    const layout = learnHeaderLayout(lines(invoice('WX-4711', '119,00 €')), {
      po_number: 'WX-4711',
    });
    const moved = readLearnedHeader(lines(invoice('WX-4999', '119,00 €', 3)), layout);
    expect(moved.po_number?.value).toBe('WX-4999');
  });

  it('the words the reviewer clicked decide which of two prints is learned', () => {
    const rows: Rows = [
      [[50, 'Hinterhof Werkstatt']],
      [[450, '119,00']],
      [[50, 'Werkhofweg 4, 10115 Berlin']],
      [
        [50, 'Schlussbetrag'],
        [500, '119,00 €'],
      ],
    ];
    const page = lines(rows);
    const top = page[1]!.segments[0]!;
    const byLabel = learnHeaderLayout(page, { total_amount: 119 });
    expect(byLabel.total_amount).toEqual({ label: 'schlussbetrag', placement: 'right' });
    const clicked = learnHeaderLayout(page, {
      total_amount: 119,
      picked: { total_amount: { page: 1, box: { x: top.x, y: top.y, width: 10, height: 5 } } },
    });
    expect(clicked.total_amount).toMatchObject({ placement: 'position', picked: true });
    // A later save of other values, with no click, keeps the place the reviewer pointed at.
    expect(learnHeaderLayout(page, { total_amount: 119 }, clicked).total_amount).toEqual(
      clicked.total_amount,
    );
  });

  it('the extraction reads a position learned through learnFrom, and the bench path keeps labelled places', () => {
    const first = fromTokens(layoutTokens(invoice('WX-4711', '119,00 €')), 'text', {
      learnFrom: { po_number: 'WX-4711', total_amount: 119 },
    });
    expect(first.learned_layout?.total_amount).toEqual({
      label: 'schlussbetrag',
      placement: 'right',
    });
    const next = fromTokens(layoutTokens(invoice('WX-4812', '238,00 €')), 'text', {
      learned: first.learned_layout ?? {},
    });
    expect(next.fields.po_number).toMatchObject({ value: 'WX-4812', learned: true });
    expect(next.fields.total_amount?.value).toBe(238);
  });
});

describe('arithmetic decides between learned places and the page', () => {
  const amount = (value: number, learned = false): ExtractedField => ({
    value,
    confidence: learned ? 0.93 : 0.85,
    page: 1,
    box: null,
    source: 'text',
    ...(learned ? { learned: true } : {}),
  });
  const fields = (net: number, tax: number, total: number, learned = false) =>
    ({
      ...Object.fromEntries(HEADER_FIELDS.map((name) => [name, null])),
      net_amount: amount(net, learned),
      tax_amount: amount(tax, learned),
      total_amount: amount(total, learned),
    }) as Record<HeaderFieldName, ExtractedField | null>;

  it('keeps the amounts read without learning where only they add up', () => {
    const after = fields(10, 19, 10, true);
    keepAmountsThatAddUp(fields(100, 19, 119), after);
    expect([after.net_amount?.value, after.total_amount?.value]).toEqual([100, 119]);
    expect(after.total_amount?.learned).toBeUndefined();
  });

  it('keeps learned amounts that add up, and any where the page did not add up either', () => {
    const learned = fields(200, 38, 238, true);
    keepAmountsThatAddUp(fields(100, 19, 119), learned);
    expect(learned.total_amount?.value).toBe(238);
    const unsure = fields(10, 19, 10, true);
    keepAmountsThatAddUp(fields(100, 19, 120), unsure);
    expect(unsure.total_amount?.value).toBe(10);
  });
});

describe('a learned place on a scan', () => {
  const receipt = (total: string): Rows => [
    [[50, 'Hinterhof Werkstatt']],
    [[50, 'Werkhofweg 4, 10115 Berlin']],
    [
      [50, 'Total'],
      [300, total],
    ],
  ];

  it('agreeing with the reading confirms the place, not the characters OCR read: below the export band', () => {
    const first = fromTokens(layoutTokens(receipt('119.00')), 'ocr', {
      learnFrom: { total_amount: 119 },
    });
    const learned = first.learned_layout ?? {};
    expect(learned.total_amount).toEqual({ label: 'total', placement: 'right' });
    // The reading without learning finds the same total: the two agree.
    expect(fromTokens(layoutTokens(receipt('238.00')), 'ocr').fields.total_amount?.value).toBe(238);
    const next = fromTokens(layoutTokens(receipt('238.00')), 'ocr', { learned });
    expect(next.fields.total_amount).toMatchObject({ value: 238, learned: true });
    expect(next.fields.total_amount?.confidence).toBeLessThan(0.9);
    const onText = fromTokens(layoutTokens(receipt('238.00')), 'text', { learned });
    expect(onText.fields.total_amount?.confidence).toBeGreaterThanOrEqual(0.97);
  });
});
