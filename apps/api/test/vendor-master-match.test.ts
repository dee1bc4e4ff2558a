import { buildUblXml } from '@procure/fixtures/invoices';
import { describe, expect, it } from 'vitest';
import { indexVendorTerms } from '../src/repositories/vendor-search';
import { signedInTestApp } from './helpers';
import { invoicePdf, sample, settled, storeFile } from './support/invoices';
import { payableVendor } from './support/payment-runs';
import { testEngine } from './test-database';

const server = signedInTestApp({ JOB_POLL_MS: '50' });

/** A master vendor as the vendor form leaves it: its name indexed, one bank entry. */
async function masterVendor(name: string, iban: string | null = null) {
  const id = await payableVendor(server.app, name, { iban });
  const vendor = await server.app.db
    .selectFrom('vendors')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await indexVendorTerms(server.app.db, vendor);
  return id;
}

const classic = sample('en-classic-usd');
const pdfReading = async (number: string, vendorName: string) => {
  const s = { ...classic, invoice_number: number, vendor_name: vendorName, vendor_tax_id: null };
  const doc = await storeFile(server.app, server.auth, await invoicePdf(s), `${number}.pdf`);
  return settled(server.app, server.auth, doc.invoice_id!);
};

describe(`vendor master match on ${testEngine}`, { timeout: 120_000 }, () => {
  it('links a vendor name read with OCR confusions to its master vendor, keeping what was read', async () => {
    const segi = await masterVendor('SEGI CASH & CARRY SDN.BHD');
    await masterVendor('SLF CASH & CARRY');
    const invoice = await pdfReading('OCR-MATCH-1', 'Seqi Cash & Carry');
    expect(invoice.vendor_id).toBe(segi);
    expect(invoice.vendor_match_score).toBeGreaterThanOrEqual(0.6);
    expect(invoice.vendor_match_score).toBeLessThan(1);
    expect(invoice.vendor_name).toBe('Seqi Cash & Carry');
    expect(invoice.vendor_name_status).toBe('extracted');
    expect(invoice.vendor_match_by).toBe('name');
    // The detail names the master vendor linked, as the master holds it, beside what was read.
    expect(invoice.vendor_master_name).toBe('SEGI CASH & CARRY SDN.BHD');
  });

  it('links an e-invoice by the IBAN it states when exactly one master vendor has it', async () => {
    const iban = 'DE02 1203 0000 0000 2020 51';
    const owner = await masterVendor('Quellwerk Armaturen', 'DE02120300000000202051');
    const s = {
      ...sample('de-classic-eur'),
      invoice_number: 'IBAN-MATCH-1',
      vendor_name: 'Lieferant ohne Stammsatz',
      vendor_tax_id: null,
    };
    const xml = buildUblXml(s).replace(
      '<cac:TaxTotal>',
      `<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>${iban}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans><cac:TaxTotal>`,
    );
    const doc = await storeFile(server.app, server.auth, Buffer.from(xml), 'iban.xml');
    const invoice = await settled(server.app, server.auth, doc.invoice_id!);
    expect(invoice.vendor_id).toBe(owner);
    expect(invoice.vendor_match_score).toBe(1);
    expect(invoice.vendor_match_by).toBe('iban');
    expect(invoice.vendor_master_name).toBe('Quellwerk Armaturen');

    // The same account on a second vendor (a factoring company's) says nothing about which.
    await masterVendor('Factoring Bank Nord', iban);
    const again = await storeFile(
      server.app,
      server.auth,
      Buffer.from(xml.replace(/IBAN-MATCH-1/g, 'IBAN-MATCH-2')),
      'iban-2.xml',
    );
    const shared = await settled(server.app, server.auth, again.invoice_id!);
    expect(shared.vendor_id).toBeNull();
    expect(shared.vendor_match_by).toBeNull();
    expect(shared.vendor_master_name).toBeNull();
    expect(shared.vendor_name_status).toBe('unmatched');
  });

  it('links nothing when two master vendors match the name read equally well', async () => {
    await masterVendor('Kestrel Gasket Traders 11');
    await masterVendor('Kestrel Gasket Traders 12');
    const invoice = await pdfReading('AMBIGUOUS-1', 'Kestrel Gasket Traders');
    expect(invoice.vendor_id).toBeNull();
    expect(invoice.vendor_name).toBe('Kestrel Gasket Traders');
    expect(invoice.vendor_name_status).toBe('unmatched');
  });
});
