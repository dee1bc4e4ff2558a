import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import type { Token } from '../src/types.js';
import { tokensAt as at } from './helpers/layout.js';

const names = (tokens: Token[]) =>
  readLineItems(buildLines(tokens), 'text').items.map((i) => i.description?.value);

/** Which name lines belong to which item (issue 23 §1: names wrapped around their figures). */
describe('item names around their figures', () => {
  it('splits three-line names whose figures stand on the middle line by the wider gap between items', () => {
    const tokens: Token[] = at([
      [170, 42, 'Description'],
      [170, 400, 'Qty'],
      [170, 470, 'Amount'],
    ]);
    let y = 190;
    for (const [name, qty, price, amount] of [
      ['Design', '120', '85.00', '10,200.00'],
      ['Hotel room', '3', '187.50', '562.50'],
      ['Printer paper', '2', '7.62', '15.24'],
    ] as const) {
      tokens.push(...at([[y, 42, `${name}, as agreed in the`]]));
      tokens.push(
        ...at([
          [y + 12.6, 42, 'framework contract, delivered'],
          [y + 12.6, 400, qty],
        ]),
      );
      tokens.push(
        ...at([
          [y + 12.6, 430, price],
          [y + 12.6, 480, amount],
        ]),
      );
      tokens.push(...at([[y + 25.2, 42, 'to the goods receipt']]));
      y += 41.4; // 12.6 within an item, 16.2 between items
    }
    tokens.push(
      ...at([
        [y + 10, 300, 'Net amount'],
        [y + 10, 480, '10,777.74'],
      ]),
    );
    expect(names(tokens)).toEqual([
      'Design, as agreed in the framework contract, delivered to the goods receipt',
      'Hotel room, as agreed in the framework contract, delivered to the goods receipt',
      'Printer paper, as agreed in the framework contract, delivered to the goods receipt',
    ]);
  });

  it('keeps a leading number of a name where the rows are not numbered', () => {
    const tokens = at([
      [190, 42, '1 KG UL BLOKJES'],
      [190, 400, '2'],
      [190, 430, '9.95'],
      [190, 480, '19.90'],
      [206, 42, 'KRAT BIER'],
      [206, 400, '1'],
      [206, 430, '10.00'],
      [206, 480, '10.00'],
      [226, 300, 'Net amount'],
      [226, 480, '29.90'],
    ]);
    expect(names(tokens)).toEqual(['1 KG UL BLOKJES', 'KRAT BIER']);
  });

  it('reads the name printed above the figures of a table of one row', () => {
    const tokens = at([
      [170, 42, 'Description'],
      [170, 400, 'Qty'],
      [170, 480, 'Amount'],
      [190, 42, 'Paper subscription, as agreed in the framework'],
      [202.6, 42, 'contract, delivered to the goods receipt'],
      [202.6, 400, '2'],
      [202.6, 430, '400.00'],
      [202.6, 480, '800.00'],
      [226, 300, 'Net amount'],
      [226, 480, '800.00'],
    ]);
    expect(names(tokens)).toEqual([
      'Paper subscription, as agreed in the framework contract, delivered to the goods receipt',
    ]);
  });

  it('reads a one-row name wrapped around its figures where no product or sum holds, and no section title', () => {
    const table = (title: boolean) =>
      at([
        [170, 42, 'Artikel'],
        [170, 400, 'Menge'],
        [170, 480, 'Betrag'],
        ...(title ? ([[184, 42, 'Services']] as Array<[number, number, string]>) : []),
        [202, 42, 'Toller Artikel, as agreed in the framework'],
        [214.6, 42, 'contract, delivered to the goods'],
        [214.6, 400, '1.5 pcs'],
        [214.6, 480, '14.90'],
        [227.2, 42, 'receipt'],
        [250, 42, 'Carried forward'],
        [250, 480, '14.90'],
      ]);
    const whole =
      'Toller Artikel, as agreed in the framework contract, delivered to the goods receipt';
    expect(names(table(false))).toEqual([whole]);
    expect(names(table(true))).toEqual([whole]);
  });

  it('keeps a section title printed as closely as the one-line rows under it out of the first name', () => {
    const rows: Array<[number, number, string]> = [
      [283, 105, 'Předmět plnění'],
      [283, 272, 'Množství'],
      [283, 374, 'Cena celkem'],
      [305.6, 105, 'Fakturace zboží'],
    ];
    ['100,00', '200,00', '300,00'].forEach((amount, i) => {
      const y = 316.9 + i * 11.3;
      rows.push([y, 105, `Zboží ${i + 1}`], [y, 273, '1,000 ks'], [y, 392, amount]);
    });
    rows.push([360, 300, 'Celkem'], [360, 392, '600,00']);
    expect(names(at(rows))).toEqual(['Zboží 1', 'Zboží 2', 'Zboží 3']);
  });
});
