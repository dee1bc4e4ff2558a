import { buildCiiXml } from '@procure/fixtures/invoices';
import { beforeAll } from 'vitest';
import type { signedInTestApp } from '../helpers';
import { sample, settled, storeFile } from './invoices';

/** Skonto terms as a CII e-invoice states them: 3 % within 10 days, 30 days net. */
export const SKONTO = `<ram:SpecifiedTradePaymentTerms>
  <ram:Description>Zahlbar innerhalb 30 Tagen netto</ram:Description>
  <ram:ApplicableTradePaymentDiscountTerms>
    <ram:BasisPeriodMeasure unitCode="DAY">10</ram:BasisPeriodMeasure>
    <ram:CalculationPercent>3.00</ram:CalculationPercent>
  </ram:ApplicableTradePaymentDiscountTerms>
</ram:SpecifiedTradePaymentTerms>`;

/** The first vendor of the master, given posting defaults in the file's beforeAll (after its
 * server), and e-invoices of that vendor uploaded as the file's demo user. */
export function accountingKit(server: ReturnType<typeof signedInTestApp>) {
  const vendor = { id: 0, name: '' };
  beforeAll(async () => {
    const row = await server.app.db
      .selectFrom('vendors')
      .select(['id', 'name', 'basic'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    Object.assign(vendor, { id: row.id, name: row.name });
    // The vendor master's defaults, as its form saves them in the basic section.
    const basic = {
      ...(JSON.parse(row.basic) as object),
      payment_terms: '2/10 Net 30',
      default_gl_account: '4930',
      default_cost_center: '2000',
      creditor_account: '70123',
    };
    await server.app.db
      .updateTable('vendors')
      .set({ basic: JSON.stringify(basic) })
      .where('id', '=', row.id)
      .execute();
  });

  /** An e-invoice of the vendor (the German sample: lines at 19 % and 7 %), with these terms. */
  async function upload(number: string, terms: string) {
    const s = { ...sample('de-classic-eur'), vendor_name: vendor.name, vendor_tax_id: null };
    const xml = buildCiiXml({ ...s, invoice_number: number, due_date: null }).replace(
      '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
      `${terms}<ram:SpecifiedTradeSettlementHeaderMonetarySummation>`,
    );
    const doc = await storeFile(server.app, server.auth, Buffer.from(xml), `${number}.xml`);
    return settled(server.app, server.auth, doc.invoice_id!);
  }
  return { vendor, upload };
}
