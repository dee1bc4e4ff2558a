import { lineMoney } from '@procure/contract';

/** A PO or MRN line as a test writes it: quantity, unit price and tax rate. */
export type PricedLine = {
  quantity: number;
  unitPrice: number;
  taxRate: number;
  po_line_id?: number;
};

/** The lines as a PO or MRN body carries them: numbered from 0, described "Item n", each with the
 * amount the contract's own money rules give. */
export const withMoney = (lines: PricedLine[]) =>
  lines.map((l, id) => ({
    id,
    description: `Item ${id}`,
    uom: 'NOS',
    ...l,
    amount: lineMoney(l).amount,
  }));
