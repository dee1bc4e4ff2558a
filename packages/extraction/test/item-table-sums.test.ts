import { describe, expect, it } from 'vitest';
import { itemAmounts } from './helpers/layout.js';

type Row = Array<[number, string]>;

const item = (name: string, qty: string, amount: string, price = ''): Row =>
  [
    [50, name],
    [260, qty],
    [330, price],
    [440, amount],
  ].filter(([, text]) => text !== '') as Row;

/** A labelled sum under the table (charges, the net total): label at 330, amount at 440. */
const total = (label: string, amount: string): Row => [
  [330, label],
  [440, amount],
];

/** Item tables read by their sums where no row's quantity × price holds (issue 23 §1). */
describe('item tables read by their sums', () => {
  it('reads every group of a table that prints a subtotal under each group', () => {
    expect(
      itemAmounts([
        [
          [50, 'Description'],
          [260, 'Qty'],
          [330, 'Unit price'],
          [440, 'Amount'],
        ],
        item('Superdrachen', '2', '40.00'),
        item('Turbo Flyer', '5', '200.00'),
        item('Sturzflug-Geier', '1', '180.00'),
        item('Subtotal', '', '420.00'),
        item('Eisvogel', '3', '150.00'),
        item('Storch', '10', '200.00'),
        item('Adler', '1', '75.00'),
        item('Subtotal', '', '425.00'),
        total('Net amount', '845.00'),
      ]),
    ).toEqual([40, 200, 180, 150, 200, 75]);
  });

  it('reads negative amounts grouped by spaces, and no item from the charges (frais) under them', () => {
    expect(
      itemAmounts([
        item('Design', '-120', '-10 200,00', '85,00'),
        item('Hotel room', '-3', '-561,00', '187,00'),
        total('Frais', '719,99'),
        total('Total HT', '-10 041,01'),
      ]),
    ).toEqual([-10200, -561]);
  });
  it('reads a quantity and a price written in one run of text that also reads as one grouped number', () => {
    // A producer writing a row as one run: "-120 106,25" is a quantity and a price here.
    expect(
      itemAmounts([
        [
          [50, 'Design'],
          [300, '-120 106,25'],
          [400, '20 % -10 200,00'],
        ],
        [
          [50, 'Hotel room'],
          [300, '-3 233,75'],
          [400, '20 % -561,00'],
        ],
        total('Total HT', '-10 761,00'),
      ]),
    ).toEqual([-10200, -561]);
  });
  it('reads a table of one line by the net total printed under it, and no line from a VAT summary', () => {
    // 1.5 × 10.00 ≠ 14.90 (a line allowance not printed): the total confirms the line.
    expect(
      itemAmounts([item('Toller Artikel', '1.5', '14.90', '10.00'), total('Net amount', '14.90')]),
    ).toEqual([14.9]);
    expect(
      itemAmounts([
        [
          [50, 'SR'],
          [260, '6'],
          [330, '140.00'],
          [440, '8.40'],
        ],
        [
          [50, 'TOTAL:'],
          [330, '140.00'],
          [440, '8.40'],
        ],
      ]),
    ).toEqual([]);
  });

  it('reads the net column, not a gross column beside it, where a net amount does not multiply out', () => {
    // 5 × 19.00 ≠ 90.00, but "1kg" × 90.00 × 1.19 = 107.10 would.
    const row = (name: string, qty: string, price: string, net: string, gross: string): Row => [
      [50, name],
      [300, qty],
      [340, price],
      [380, '19 %'],
      [420, net],
      [470, gross],
    ];
    expect(
      itemAmounts([
        row('Premium Coffee Beans 1kg', '5', '19.00', '90.00', '107.10'),
        row('Organic Tea Leaves 500g', '3', '15.00', '45.00', '53.55'),
        [
          [330, 'Allowances'],
          [420, '-13.50'],
        ],
        [
          [330, 'Net amount'],
          [420, '121.50'],
        ],
      ]),
    ).toEqual([90, 45]);
  });

  it('reads the amount column the sums confirm where quantity × amount makes the price (a price per base quantity)', () => {
    // 2 × 800.00 per 4 units is 400.00; 2 × 400.00 = 800.00 also multiplies, but only
    // 400 + 400 with the charges is the net total.
    expect(
      itemAmounts([
        [
          [50, 'Description'],
          [260, 'Qty'],
          [330, 'Unit price'],
          [440, 'Amount'],
        ],
        item('Paper subscription', '2', '400.00', '800.00'),
        item('Paper subscription', '2', '400.00', '800.00'),
        total('Charges', '100.00'),
        total('Net amount', '900.00'),
      ]),
    ).toEqual([400, 400]);
  });

  it('reads a table without prices whose amounts are aligned at their left edge', () => {
    // layoutTokens places each text at its x: these amounts start at one x and end anywhere.
    expect(
      itemAmounts([
        [[50, 'Superdrachen, as agreed in the framework']],
        [
          [50, 'contract, delivered to the goods receipt'],
          [300, '2,000'],
          [400, '40,00'],
        ],
        [[50, 'Turbo Flyer, as agreed in the framework']],
        [
          [50, 'contract, delivered to the goods receipt'],
          [300, '5,000'],
          [400, '1.200,00'],
        ],
        [
          [50, 'Kostenlose Zugabe'],
          [300, '1,000'],
          [400, '0,00'],
        ],
        [
          [300, 'Nettobetrag'],
          [400, '1.240,00'],
        ],
      ]),
    ).toEqual([40, 1200, 0]);
  });

  it('reads a second line whose amount equals the first as an item: it prints its price beside it', () => {
    expect(
      itemAmounts([
        item('Paper subscription', '1', '800.00', '800.00'),
        // 2 × 800.00 per base quantity of 2: no product, and its amount is the sum above it.
        item('Paper subscription', '2', '800.00', '800.00'),
        total('Charges', '100.00'),
        total('Net amount', '1,700.00'),
      ]),
    ).toEqual([800, 800]);
  });

  it('reads every section of one line each, the first not multiplying out, by the sums under them', () => {
    expect(
      itemAmounts([
        [[50, 'Services']],
        // 5 × 19.00 less a line allowance printed nowhere: no product.
        item('Premium Coffee Beans 1kg', '5', '90.00', '19.00'),
        item('Subtotal Services', '', '90.00'),
        [[50, 'Material']],
        item('Organic Tea Leaves 500g', '3', '45.00', '15.00'),
        item('Subtotal Material', '', '45.00'),
        total('Allowances', '-13.50'),
        total('Net amount', '121.50'),
      ]),
    ).toEqual([90, 45]);
  });

  it('takes no amount printed above the table into it because the sums would then hold too', () => {
    expect(
      itemAmounts([
        total('Balance Due:', '$127.50'),
        [
          [50, 'Item'],
          [260, 'Quantity'],
          [330, 'Rate'],
          [440, 'Amount'],
        ],
        item('Service A', '12', '$120.00', '$10.00'),
        [[50, 'Notes: Replaced capacitor']],
        item('Service B', '5', '$7.50', '$1.50'),
        [[50, 'Notes: Removed debris from case']],
        total('Subtotal:', '$127.50'),
        total('Total:', '$127.50'),
      ]),
    ).toEqual([120, 7.5]);
  });

  it('reads rows without products whose names wrap around their figures, a section title and header between', () => {
    const row = (price: string, qty: string, amount: string): Row[] => [
      [[50, 'DIZEL, as agreed in the framework contract,']],
      [
        [50, 'delivered to the goods receipt'],
        [300, price],
        [360, qty],
        [440, amount],
      ],
      [[50, 'framework contract, delivered']],
    ];
    const header: Row = [
      [50, 'Nimike'],
      [300, 'Yks.hinta'],
      [360, 'Määrä'],
      [440, 'Yhteensä'],
    ];
    expect(
      itemAmounts([
        [[50, 'Titel 1 Dienstleistungen']],
        header,
        ...row("36'109.00", '64', "23'440.00"),
        ...row("37'134.00", '56.81', "21'389.00"),
        [[50, 'Titel 2 Material']],
        header,
        ...row("37'550.00", '63.97', "24'351.00"),
        total('Nettobetrag', "69'180.00"),
      ]),
    ).toEqual([23440, 21389, 24351]);
  });
});
