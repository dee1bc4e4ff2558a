import {
  buildUblXml,
  renderInvoicePdf,
  sampleInvoices,
  type SampleInvoice,
} from '@procure/fixtures/invoices';
import { uploadInvoiceFile } from './api-setup';
import { expect, test } from './fixtures';
import { signIn } from './helpers';
import { screenshotBothThemes } from './procurement';

/** A Peppol-style UBL invoice with what a reviewer reads besides the fields: payment means and
 * terms, a note, and the invoice's PDF embedded as an attachment. */
async function peppolInvoice(sample: SampleInvoice): Promise<Buffer> {
  const pdf = Buffer.from(await renderInvoicePdf(sample)).toString('base64');
  const xml = buildUblXml(sample).replace(
    '<cac:TaxTotal>',
    `<cbc:Note>Delivered to the loading bay, gate 3</cbc:Note>
  <cac:AdditionalDocumentReference><cbc:ID>${sample.invoice_number}</cbc:ID><cbc:DocumentDescription>Printed invoice</cbc:DocumentDescription>
    <cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="application/pdf" filename="invoice.pdf">${pdf}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment>
  </cac:AdditionalDocumentReference>
  <cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cbc:PaymentID>${sample.invoice_number}</cbc:PaymentID>
    <cac:PayeeFinancialAccount><cbc:ID>DE89370400440532013000</cbc:ID><cbc:Name>${sample.vendor_name}</cbc:Name></cac:PayeeFinancialAccount></cac:PaymentMeans>
  <cac:PaymentTerms><cbc:Note>Payable within 30 days, no deduction</cbc:Note></cac:PaymentTerms>
  <cac:TaxTotal>`,
  );
  return Buffer.from(xml);
}

test('An XML e-invoice is shown as a readable invoice, its XML a click away', async ({
  page,
  context,
}, info) => {
  test.setTimeout(90_000);
  await signIn(page);
  const base = sampleInvoices().find((s) => s.id === 'de-classic-eur')!;
  const sample = { ...base, invoice_number: `XML-${Date.now()}` };
  const id = await uploadInvoiceFile(page, {
    name: 'e-invoice.xml',
    mimeType: 'application/xml',
    buffer: await peppolInvoice(sample),
  });
  await page.goto(`/invoices/detail/${id}`);
  await expect(page.getByTestId('extraction-status')).toHaveAttribute('data-status', 'extracted', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('document-viewer')).toHaveAttribute('data-state', 'xml');
  const invoice = page.getByTestId('e-invoice-document');
  await expect(
    invoice.getByRole('heading', { name: `Invoice ${sample.invoice_number}` }),
  ).toBeVisible();
  await expect(invoice).toContainText(sample.vendor_name);
  await expect(invoice.getByTestId('e-invoice-lines').locator('tbody tr')).toHaveCount(
    sample.line_items.length,
  );
  await expect(invoice.getByTestId('e-invoice-totals')).toContainText('Amount due');
  await expect(invoice.getByTestId('e-invoice-payment')).toContainText('DE89370400440532013000');
  await expect(invoice).toContainText('Payable within 30 days, no deduction');
  await expect(invoice).toContainText('Delivered to the loading bay, gate 3');
  await screenshotBothThemes(page, info, 'e-invoice-view');

  // The embedded PDF opens in a tab of its own.
  const attachment = invoice.getByTestId('e-invoice-attachments').getByRole('listitem');
  await expect(attachment).toContainText('invoice.pdf');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    attachment.getByRole('button', { name: 'Open' }).click(),
  ]);
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  // The raw XML, with the embedded file's base64 cut short, and the file to download.
  await page.getByRole('radio', { name: 'XML' }).click();
  const raw = page.getByTestId('e-invoice-raw');
  await expect(raw).toContainText(`<cbc:ID>${sample.invoice_number}</cbc:ID>`);
  await expect(raw).toContainText('KB embedded file, in the download');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download XML' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('e-invoice.xml');
});
