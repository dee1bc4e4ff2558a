import { describe, expect, it } from 'vitest';
import {
  addDescriptions,
  descriptionFigure,
  descriptionMissLines,
  emptyDescriptions,
} from '../src/cli/bench-descriptions.js';
import { descriptionVerdict, scoreDescriptions } from '../src/cli/score.js';
import type { ExtractionResult, LineItem } from '../src/types.js';

const line = (amount: number, description: string | null): LineItem => ({
  description:
    description === null
      ? null
      : { value: description, confidence: 0.9, page: 1, box: null, source: 'text' },
  quantity: null,
  unit_price: null,
  tax_rate: null,
  amount: { value: amount, confidence: 0.9, page: 1, box: null, source: 'text' },
});
const read = (...items: LineItem[]): Pick<ExtractionResult, 'line_items'> => ({
  line_items: items,
});

describe('description verdict (issue 23 §1)', () => {
  it('is exact when only case, accents, punctuation and spaces differ', () => {
    expect(descriptionVerdict('Zboží 1', 'ZBOZI-1')).toBe('exact');
    expect(descriptionVerdict('Café crème, 250 g', 'cafe creme 250g')).toBe('exact');
  });

  it("contains when the extracted text adds codes, units or a wrapped line to the truth's", () => {
    expect(descriptionVerdict('Schrauben M6', 'Art.-Nr. 4711 Schrauben M6 100 Stk')).toBe(
      'contains',
    );
    expect(descriptionVerdict('Consulting', 'Consulting as agreed in the contract')).toBe(
      'contains',
    );
  });

  it('is wrong when missing, a bare position number, cut short or another text', () => {
    expect(descriptionVerdict('Widget', null)).toBe('wrong');
    expect(descriptionVerdict('Widget', undefined)).toBe('wrong');
    expect(descriptionVerdict('Widget', '1')).toBe('wrong');
    expect(descriptionVerdict('Widget large', 'Widget')).toBe('wrong');
    expect(descriptionVerdict('Widget', 'Gadget')).toBe('wrong');
  });
});

describe('descriptions scored on the lines matched by amount', () => {
  it('scores only true lines with a description whose amount was found, and counts bare ones', () => {
    const truth = {
      line_items: [
        { description: 'Widget', amount: 10 },
        { description: 'Gadget', amount: 20 },
        { description: 'Cable', amount: 30 },
        { description: 'Not found', amount: 40 },
        { description: null, amount: 50 },
        { description: 'Second widget', amount: 10 },
      ],
    };
    const outcomes = scoreDescriptions(
      truth,
      read(
        line(20, '2 Gadget GTIN 4012345678901'),
        line(10, 'widget'),
        line(30, '3'),
        line(50, 'Whatever'),
        line(10, null),
      ),
    );
    // The same amount twice: the first true line takes the first extracted line of it.
    expect(outcomes.map((o) => [o.expected, o.verdict, o.bare])).toEqual([
      ['Widget', 'exact', false],
      ['Gadget', 'contains', false],
      ['Cable', 'wrong', true],
      ['Second widget', 'wrong', true],
    ]);
    const tally = emptyDescriptions();
    addDescriptions(tally, 'a.pdf', outcomes);
    expect(descriptionFigure(tally)).toBe('2/4');
    expect(tally.bare).toBe(2);
    expect(descriptionMissLines(tally.misses, 1)).toEqual([
      '    a.pdf: "Cable" → "3"',
      '    … 1 more',
    ]);
  });

  it("scores a credit note's truth against the engine's negative amounts", () => {
    const truth = {
      document_type_code: '381',
      total_amount: 12,
      line_items: [{ description: 'Return', amount: 10 }],
    };
    expect(scoreDescriptions(truth, read(line(-10, 'Return')))).toMatchObject([
      { verdict: 'exact' },
    ]);
  });
});
