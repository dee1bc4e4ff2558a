import { describe, expect, it } from 'vitest';
import { itemAmounts } from './helpers/layout.js';

type Row = Array<[number, string]>;

/** An item table of one line without a price, confirmed by the net total under it. */
const items: Row[] = [
  [
    [50, 'Description'],
    [330, 'Qty'],
    [440, 'Amount'],
  ],
  [
    [50, 'Toller Artikel'],
    [330, '1.5'],
    [440, '14.90'],
  ],
  [
    [260, 'Net amount'],
    [440, '14.90'],
  ],
  [
    [260, 'Total'],
    [440, '14.90'],
  ],
];

/** Tables beside the items whose figures add up too (issue 23 §1, the layout bench's `others`). */
describe('tables beside the item table', () => {
  it('reads no item from a time sheet above the items, whose hours add up to their total', () => {
    const timeSheet: Row[] = [
      [[50, 'Time sheet']],
      [
        [50, 'Date'],
        [200, 'Staff'],
        [300, 'Hours'],
      ],
      [
        [50, '09.02.2025'],
        [200, 'M. Keller'],
        [300, '7.50'],
      ],
      [
        [50, '10.02.2025'],
        [200, 'A. Lindqvist'],
        [300, '8.00'],
      ],
      [
        [50, '11.02.2025'],
        [200, 'J. Moreau'],
        [300, '4.25'],
      ],
      [
        [50, 'Stunden gesamt'],
        [300, '19.75'],
      ],
    ];
    expect(itemAmounts([...timeSheet, ...items])).toEqual([14.9]);
  });

  it('reads the one line right under a delivery-note table whose weights stand in another column', () => {
    expect(
      itemAmounts([
        [
          [50, 'Delivery note'],
          [150, 'Date'],
          [260, 'Packages'],
          [395, 'Weight kg'],
        ],
        [
          [50, 'LS-40491'],
          [150, '12.02.2025'],
          [280, '3'],
          [415, '12.50'],
        ],
        [
          [50, 'LS-40498'],
          [150, '16.02.2025'],
          [280, '1'],
          [420, '4.25'],
        ],
        [
          [50, 'Toller Artikel, as agreed'],
          [430, '9.90'],
        ],
        [
          [300, 'Total HT'],
          [430, '9.90'],
        ],
      ]),
    ).toEqual([9.9]);
  });

  it('reads no item from an account statement under the totals, whose open amounts add up to the balance', () => {
    const statement: Row[] = [
      [[50, 'Account statement']],
      [
        [50, 'Document'],
        [150, 'Date'],
        [250, 'Amount'],
        [340, 'Paid'],
        [440, 'Open'],
      ],
      [
        [50, 'RE-1022'],
        [150, '09.01.2025'],
        [250, '22.34'],
        [340, '22.34'],
        [440, '0.00'],
      ],
      [
        [50, 'RE-1077'],
        [150, '06.02.2025'],
        [250, '10.73'],
        [340, '0.00'],
        [440, '10.73'],
      ],
      [
        [50, 'This invoice'],
        [150, '18.02.2025'],
        [250, '14.90'],
        [340, '0.00'],
        [440, '14.90'],
      ],
      [
        [50, 'Balance'],
        [440, '25.63'],
      ],
    ];
    expect(itemAmounts([...items, ...statement])).toEqual([14.9]);
  });

  it('reads the fees whose net total stands beside notes that name days', () => {
    expect(
      itemAmounts([
        [
          [50, 'Consulting, February'],
          [440, '1,200.00'],
        ],
        [
          [50, 'Travel expenses'],
          [440, '310.50'],
        ],
        [
          [50, 'Please pay within 30 days to'],
          [300, 'Net amount'],
          [440, '1,510.50'],
        ],
      ]),
    ).toEqual([1200, 310.5]);
  });

  it('still reads fee lines whose sum a "Balance due" row prints', () => {
    expect(
      itemAmounts([
        [
          [50, 'Description'],
          [440, 'Amount'],
        ],
        [
          [50, 'Consulting, February'],
          [440, '1,200.00'],
        ],
        [
          [50, 'Travel expenses'],
          [440, '310.50'],
        ],
        [
          [260, 'Balance due'],
          [440, '1,510.50'],
        ],
      ]),
    ).toEqual([1200, 310.5]);
  });
});
