import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { tokensAt } from './helpers/layout.js';

const read = (rows: Array<[number, number, string]>) =>
  readLineItems(buildLines(tokensAt(rows)), 'text').items.map((i) => [
    i.description?.value ?? null,
    i.quantity?.value ?? null,
    i.amount?.value,
  ]);

/** Till receipts print their items in ways no table header names (issue 23 §1, receipts). */
describe('item lines of till receipts', () => {
  it('reads a name on its own line under figures that mark the amount with a star', () => {
    const items: Array<[string, string, string]> = [
      ['3 x 1,90 €', '*5,70 €', 'Cappuccino groß'],
      ['1 x 7,40 €', '*7,40 €', 'Kaiserschmarrn'],
      ['2 x 3,10 €', '*6,20 €', 'Mineralwasser prickelnd'],
    ];
    const rows: Array<[number, number, string]> = [
      [100, 40, 'Gasthof zur Post'],
      [140, 40, '02.03.2024 12:41 Kassa 2'],
    ];
    items.forEach(([figures, amount, name], k) => {
      rows.push([170 + k * 32, 40, figures], [170 + k * 32, 140, amount]);
      rows.push([186 + k * 32, 40, name]);
    });
    rows.push([270, 40, 'Summe:'], [270, 140, '19,30 €'], [300, 40, 'Danke für Ihren Besuch']);
    expect(read(rows)).toEqual([
      ['Cappuccino groß', 3, 5.7],
      ['Kaiserschmarrn', 1, 7.4],
      ['Mineralwasser prickelnd', 2, 6.2],
    ]);
  });

  it('reads names above their figures when the first row, not the last, has one there', () => {
    const rows: Array<[number, number, string]> = [
      [100, 40, 'CORNER STORE'],
      [150, 40, 'Oat milk 1l'],
      [166, 40, '2 x 1.45'],
      [166, 140, '2.90'],
      [182, 40, 'Rye bread'],
      [198, 40, '1 x 3.20'],
      [198, 140, '3.20'],
      [214, 40, 'Apples, loose'],
      [230, 40, '3 x 0.80'],
      [230, 140, '2.40'],
      [262, 40, 'TOTAL'],
      [262, 140, '8.50'],
    ];
    expect(read(rows)).toEqual([
      ['Oat milk 1l', 2, 2.9],
      ['Rye bread', 1, 3.2],
      ['Apples, loose', 3, 2.4],
    ]);
  });

  it('reads rows whose name wraps around the figures and whose total is centred left of them', () => {
    // Quantity | name | price, the name over two lines with the figures between them; the total
    // line is centred on the receipt, its figure left of the price column.
    const rows: Array<[number, number, string]> = [
      [60, 200, 'Receipt'],
      [120, 380, 'items'],
      [120, 470, 'Price'],
      [144, 380, 'Noodle soup'],
      [158, 200, '1'],
      [158, 380, 'with pork'],
      [158, 470, '60.00'],
      [171, 380, '(Nam Tok)'],
      [188, 380, 'Shrimp fried'],
      [195, 200, '2'],
      [195, 465, '140.00'],
      [201, 380, 'rice'],
      [231, 200, '2'],
      [231, 380, 'Thai iced tea'],
      [231, 470, '70.00'],
      [262, 180, 'Grand Total'],
      [262, 400, '270.00'],
      [290, 180, 'Change'],
      [290, 410, '30.00'],
    ];
    expect(read(rows)).toEqual([
      ['Noodle soup with pork (Nam Tok)', null, 60],
      ['Shrimp fried rice', null, 140],
      ['Thai iced tea', null, 70],
    ]);
  });

  /** Quantity, name, price and amount, "1 × 50" reading either way round on two rows. */
  const ticket = (sign: string): Array<[number, number, string]> => [
    [100, 40, 'CANT'],
    [100, 90, 'DESCRIPCION'],
    [100, 220, 'PRECIO'],
    [100, 290, 'IMPORTE'],
    [120, 40, '1.00'],
    [120, 90, 'POLLO A LA BRASA'],
    [120, 215, `${sign}50.00`],
    [120, 285, `${sign}50.00`],
    [136, 40, '2.00'],
    [136, 90, 'AGUA MINERAL 1.5L'],
    [136, 220, `${sign}8.50`],
    [136, 285, `${sign}17.00`],
    [152, 40, '1.00'],
    [152, 90, 'ARROZ CHAUFA'],
    [152, 215, `${sign}22.00`],
    [152, 285, `${sign}22.00`],
    [176, 90, 'TOTAL A PAGAR'],
    [176, 285, `${sign}89.00`],
  ];
  const ticketItems = [
    ['POLLO A LA BRASA', 1, 50],
    ['AGUA MINERAL 1.5L', 2, 17],
    ['ARROZ CHAUFA', 1, 22],
  ];

  it('takes the quantity column by its whole numbers where "1 × 50" reads either way', () => {
    expect(read(ticket(''))).toEqual(ticketItems);
  });

  it('leaves the currency printed apart before the price out of the name', () => {
    expect(read(ticket('USD '))).toEqual(ticketItems);
  });
});
