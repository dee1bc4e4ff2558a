import { describe, expect, it } from 'vitest';
import { readLineItems } from '../src/fields/item-table.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Row = Array<[number, string]>;

/** The amounts read from a table printed over pages, one list of rows per page. */
const amounts = (...pages: Row[][]) =>
  readLineItems(
    buildLines(pages.flatMap((rows, i) => layoutTokens(rows, i + 1))),
    'text',
  ).items.map((i) => i.amount?.value);

const item = (name: string, qty: string, price: string, amount: string): Row =>
  [
    [50, name],
    [260, qty],
    [330, price],
    [440, amount],
  ].filter(([, text]) => text !== '') as Row;

const sum = (label: string, amount: string): Row => [
  [50, label],
  [440, amount],
];

/** Item tables continued on the next page (issue 23 §1: "tables that continue on the next page"). */
describe('item tables continued over pages', () => {
  it('reads a group whose subtotal comes after the page break, the sum carried between', () => {
    expect(
      amounts(
        [
          item('Design', '120', '85.00', '10,200.00'),
          item('Printer paper', '2', '7.62', '15.24'),
          sum('Zwischensumme', '10,215.24'),
          item('Hotel room', '3', '187.50', '562.50'),
          sum('Übertrag', '10,777.74'),
        ],
        [
          sum('Übertrag', '10,777.74'),
          item('Static site generator', '17', '195.00', '3,315.00'),
          sum('Zwischensumme', '3,877.50'),
          item('Penetration test', '11', '195.00', '2,145.00'),
          sum('Zwischensumme', '2,145.00'),
          sum('Nettobetrag', '16,237.74'),
        ],
      ),
    ).toEqual([10200, 15.24, 562.5, 3315, 2145]);
  });

  it('reads such groups by their sums alone where the rows print no price', () => {
    expect(
      amounts(
        [
          item('Design', '', '', '10,200.00'),
          item('Printer paper', '', '', '15.24'),
          sum('Subtotal', '10,215.24'),
          item('Hotel room', '', '', '562.50'),
          sum('Carried forward', '10,777.74'),
        ],
        [
          sum('Brought forward', '10,777.74'),
          item('Static site generator', '', '', '3,315.00'),
          item('Penetration test', '', '', '2,145.00'),
          sum('Subtotal', '6,022.50'),
          sum('Net amount', '16,237.74'),
        ],
      ),
    ).toEqual([10200, 15.24, 562.5, 3315, 2145]);
  });

  it('reads sections of one line each by their subtotals when the second stands on the next page', () => {
    // A price per base quantity: no row's quantity × price is its amount, only the sums tell;
    // the column titles are words the lexicon lacks.
    const header: Row = [
      [50, 'Megnevezés'],
      [260, 'Mennyiség'],
      [330, 'Egységár'],
      [440, 'Érték'],
    ];
    expect(
      amounts(
        [
          [[50, 'Services']],
          header,
          item('Insurance, framework contract', '1', '99,548.42', '83,654.15'),
          sum('Subtotal Services', '83,654.15'),
          [[50, 'Material']],
          header,
          [[50, 'Page 1 / 2']],
        ],
        [
          [[50, 'Invoice 150377292 (continued)']],
          header,
          [[50, 'Insurance, as agreed in the framework']],
          item('contract, delivered to the goods receipt', '1', '285,996.18', '252,646.80'),
          sum('Subtotal Material', '252,646.80'),
          sum('Charges', '49,243.65'),
          sum('Net amount', '385,544.60'),
        ],
      ),
    ).toEqual([83654.15, 252646.8]);
  });

  it('reads on after a sum printed at the foot of a page and again at the head of the next, whatever it is called', () => {
    expect(
      amounts(
        [
          item('Festpreis', '1', '12,122.59', '12,122.59'),
          item('Abzug', '-1', '606.13', '-606.13'),
          sum('Zu übernehmen', '11,516.46'),
        ],
        [
          sum('Von Seite 1', '11,516.46'),
          // No quantity × price holds here (a price per base quantity): the total confirms it.
          item('Montagematerial', '1', '1.50', '177.41'),
          sum('Total HT', '11,693.87'),
        ],
      ),
    ).toEqual([12122.59, -606.13, 177.41]);
  });

  it('reads a table without products on, after the sum it brought forward', () => {
    expect(
      amounts(
        [
          item('Diesel', '64.000', '36,109.00', '23,440.00'),
          item('Diesel', '56.810', '37,134.00', '21,389.00'),
          sum('Übertrag', '44,829.00'),
          [[50, 'Zahlbar innerhalb 10 Tagen']],
          [[50, 'IBAN DE89 3704 0044 0532 0130 00']],
          [[50, 'Seite 1 / 2']],
        ],
        [
          [[50, 'Rechnung 21/001003559 (Fortsetzung)']],
          sum('Übertrag', '44,829.00'),
          item('Diesel', '63.970', '37,550.00', '24,351.00'),
          sum('Nettobetrag', '69,180.00'),
        ],
      ),
    ).toEqual([23440, 21389, 24351]);
  });

  it('reads one row carried to the next page and the row read on there, and no item from a charge under them', () => {
    expect(
      amounts(
        [
          [
            [50, 'Artikel'],
            [260, 'Menge'],
            [330, 'Preis'],
            [440, 'Betrag'],
          ],
          item('Industriepolice', '1', '99,548.42', '83,654.15'),
          sum('Übertrag', '83,654.15'),
        ],
        [
          sum('Übertrag', '83,654.15'),
          item('Industriepolice', '1', '285,996.18', '252,646.80'),
          sum('Zuschläge', '49,243.65'),
          sum('Nettobetrag', '385,544.60'),
        ],
      ),
    ).toEqual([83654.15, 252646.8]);
  });

  it('reads no item from a sum carried under words the lexicon lacks, in the header reading too', () => {
    const header: Row = [
      [50, 'Désignation'],
      [260, 'Quantité'],
      [330, 'Prix'],
      [440, 'Montant'],
    ];
    expect(
      amounts(
        [header, item('Abonnement', '1', '99 548,42', '83 654,15'), sum('Vortrag', '83 654,15')],
        [
          header,
          sum('Vortrag', '83 654,15'),
          item('Abonnement', '1', '285 996,18', '252 646,80'),
          sum('Total HT', '336 300,95'),
        ],
      ),
    ).toEqual([83654.15, 252646.8]);
  });

  it('reads an item that ends a page as an item when the next page opens with the net total', () => {
    expect(
      amounts(
        [item('Widget', '1', '12,12', '12,12')],
        [sum('Net amount', '12,12'), sum('VAT 19 %', '2,30'), sum('Total', '14,42')],
      ),
    ).toEqual([12.12]);
  });

  it('reads a table without products over a page break with no sum carried, footer and title between', () => {
    expect(
      amounts(
        [
          [[50, 'Invoice 21/001003559']],
          item('Diesel', '64 l', 'HUF 36,109.00', 'HUF 23,440.00'),
          item('Diesel', '56.81 l', 'HUF 37,134.00', 'HUF 21,389.00'),
          [[50, 'Payment terms: 30 days net']],
          [[50, 'IBAN DE89 3704 0044 0532 0130 00']],
          [[50, 'Page 1 / 2']],
        ],
        [
          [[50, 'Invoice 21/001003559 (continued)']],
          item('Diesel', '63.97 l', 'HUF 37,550.00', 'HUF 24,351.00'),
          sum('Net amount', 'HUF 69,180.00'),
        ],
      ),
    ).toEqual([23440, 21389, 24351]);
  });

  it('reads the lines the subtotals confirm where the products took a subtotal for an item', () => {
    const name = (text: string): Row => [[42, text]];
    const row = (qty: string, price: string, amount: [number, string]): Row => [
      [42, 'contract, delivered'],
      [431, qty],
      [451, price],
      amount,
    ];
    const subtotal = (amount: string): Row => [
      [42, 'Sous-total'],
      [515, amount],
    ];
    const header: Row = [
      [42, 'Description'],
      [431, 'Qty'],
      [451, 'Unit price Disc. Amount'],
    ];
    expect(
      amounts(
        [
          header,
          name('Design, as agreed'),
          row('-120', '85,00', [515, '-10 200,00']),
          name('Printer paper, as agreed'),
          row('-2', '7,62', [515, '-15,24']),
          subtotal('-10 215,24'),
          name('Hotel room, as agreed'),
          row('-3', '233,75', [492, '20 % -561,00']),
        ],
        [
          header,
          name('Setup, as agreed'),
          row('-17', '195,00', [515, '-3 315,00']),
          subtotal('-3 876,00'),
          name('Penetration test, as agreed'),
          row('-11', '195,00', [515, '-2 145,00']),
          subtotal('-2 145,00'),
          [[479, 'Total HT -16 236,24']],
        ],
      ),
    ).toEqual([-10200, -15.24, -561, -3315, -2145]);
  });
});
