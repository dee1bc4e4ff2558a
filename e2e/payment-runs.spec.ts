import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiOf, extractedInvoice, headersOf, uploadInvoice } from './api-setup';
import { expect, test } from './fixtures';
import { fillSignIn, signIn } from './helpers';
import { screenshotBothThemes, toast } from './procurement';

// A payer builds a run, downloads the bank file, marks the run executed, and the invoice shows
// paid (issue 25). The invoice is uploaded and reviewed by the demo admin and approved by a
// second user (an approver), so segregation of duties lets the payer, a third user, pay it.

const PASSWORD = 'Payment-Run#2026-passphrase';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

/** A colleague invited by the signed-in admin with these roles, who set a password from the
 * link: their e-mail and their token. */
async function colleague(page: Page, role: string) {
  const email = `${role}-${Date.now()}@procure.test`;
  const headers = await headersOf(page);
  const invited = await page.request.post('/api/v1/users/invitations', {
    headers,
    data: { email, roles: [role] },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { token } = ((await invited.json()) as { data: { token: string } }).data;
  const accepted = await page.request.post('/api/v1/account-links/accept', {
    data: { token, user_name: `E2E ${role}`, password: PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const session = ((await accepted.json()) as { data: { token: string } }).data;
  return { email, token: session.token };
}

/** An approved demo vendor whose bank details carry a euro IBAN. */
async function euroVendor(page: Page) {
  const api = await apiOf(page);
  const vendors = await api.get<Array<{ id: number; name: string }>>(
    '/api/v1/vendor/?type=active&page_size=100',
  );
  for (const vendor of vendors) {
    const detail = await api.get<{ bank: Array<{ iban?: string | null; currency?: string }> }>(
      `/api/v1/vendor/${vendor.id}?type=active`,
    );
    if (detail.bank.some((entry) => entry.iban && entry.currency === 'EUR')) return vendor;
  }
  throw new Error('No approved demo vendor with a euro IBAN');
}

test('A payer builds a run, downloads the SEPA file, marks it executed, and the invoice is paid', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  await signIn(page);
  const api = await apiOf(page);
  const vendor = await euroVendor(page);
  const number = `PAY-E2E-${Date.now()}`;
  const id = await uploadInvoice(page, number);
  expect((await extractedInvoice(page, id)).extraction_status).toBe('extracted');
  // Due today, in euros, from a vendor of the master: nothing keeps it from approval or a run.
  await api.put(`/api/v1/invoice/${id}`, {
    header: { vendor_name: vendor.name, due_date: today(), currency: 'EUR' },
  });
  const approver = await colleague(page, 'approver');
  const approved = await page.request.post(`/api/v1/invoice/${id}/approve`, {
    headers: { authorization: `Bearer ${approver.token}` },
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const payer = await colleague(page, 'payer');

  // The payer signs in in a browser of their own.
  const context = await browser.newContext({ acceptDownloads: true });
  const payerPage = await context.newPage();
  await payerPage.goto('/payments');
  await fillSignIn(payerPage, payer.email, PASSWORD);
  await expect(payerPage.getByTestId('payments-page')).toBeVisible();
  await payerPage.getByLabel('Pay date').fill(tomorrow());
  await payerPage.getByRole('button', { name: 'Propose run' }).click();
  const proposal = payerPage.getByTestId('payment-proposal');
  await expect(proposal.getByRole('link', { name: number })).toBeVisible();
  await expect(proposal.getByTestId('payment-vendor').filter({ hasText: number })).toContainText(
    vendor.name,
  );
  await screenshotBothThemes(payerPage, info, 'payment-proposal');

  await proposal.getByRole('button', { name: 'Save as draft' }).click();
  const run = payerPage.getByTestId('payment-run');
  await expect(run).toHaveAttribute('data-status', 'draft');
  await run.getByRole('button', { name: 'Confirm run' }).click();
  await expect(run).toHaveAttribute('data-status', 'confirmed');

  // In payment: the invoice's page says which run holds it and offers no change.
  const reference = `RUN-${new URL(payerPage.url()).searchParams.get('run')}`;
  await payerPage.goto(`/invoices/detail/${id}`);
  await expect(payerPage.getByTestId('in-payment-tag')).toBeVisible();
  await expect(payerPage.getByTestId('in-payment-callout')).toContainText(
    `In payment run ${reference}`,
  );
  await expect(payerPage.getByTestId('mark-paid')).toBeDisabled();
  await expect(payerPage.getByRole('button', { name: 'Edit Invoice Number' })).toBeDisabled();
  await expect(payerPage.getByRole('button', { name: 'Add line item' })).toBeDisabled();
  await screenshotBothThemes(payerPage, info, 'invoice-in-payment');
  await payerPage.getByTestId('in-payment-run-link').click();
  await expect(run).toHaveAttribute('data-status', 'confirmed');

  const downloading = payerPage.waitForEvent('download');
  await run.getByRole('button', { name: 'pain.001.001.09' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^RUN-\d+-pain\.001\.001\.09\.xml$/);
  const xml = await readFile((await download.path())!, 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
  expect(xml).toContain(number);

  await run.getByRole('button', { name: 'Mark executed' }).click();
  await expect(run).toHaveAttribute('data-status', 'executed');
  await expect(toast(payerPage, 'executed')).toBeVisible();
  await screenshotBothThemes(payerPage, info, 'payment-run-executed');

  await payerPage.goto(`/invoices/detail/${id}`);
  await expect(payerPage.getByText('Paid', { exact: true }).first()).toBeVisible();
  const [invoice] = await api.post<Array<{ paymentStatus: string }>>('/api/v1/invoice', {
    id: [id],
  });
  expect(invoice!.paymentStatus).toBe('paid');
  await context.close();
});
