import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { asApprover, signIn } from './helpers';
import {
  choose,
  entry,
  field,
  fillFields,
  saveSection,
  search,
  section,
  SECTIONS,
  SMALL_PDF,
  tick,
} from './vendor-form';

// Unique per run, so a retry on the same database finds only its own vendor.
const RUN = Date.now().toString(36).toUpperCase();
const VENDOR = { name: `Journey Traders ${RUN}`, code: `JRN-${RUN}`, email: 'ap@journey.test' };

/** Opens a tab of the vendor list and searches it, as a user narrows the list. */
async function findOnTab(page: Page, tab: 'Approved' | 'Pending' | 'Rejected', name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByPlaceholder('Search vendors...').fill(name);
  // The search applies after a pause; until then the unfiltered rows could still be there.
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(name);
  const rows = page.getByTestId('vendor-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  // The name cell cuts a long name (spec: 25 characters); the row's actions carry it whole.
  await expect(rows.getByRole('button', { name: `Actions ${name}` })).toBeVisible();
  return rows;
}

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function exportAs(page: Page, testInfo: TestInfo, type: 'excel' | 'csv') {
  const download = page.waitForEvent('download');
  await page.locator('#list-export').selectOption(type);
  const file = await download;
  const path = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path };
}

/** Screenshots in the dark theme (the default), then the light one; leaves the theme dark. */
async function screenshotBothThemes(page: Page, testInfo: TestInfo, what: string) {
  const toggle = page.getByTestId('theme-toggle');
  const away = () => page.getByRole('heading', { level: 3 }).hover(); // no tooltip in the shot
  await away();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.screenshot({ path: testInfo.outputPath(`${what}-dark.png`), fullPage: true });
  await toggle.click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await away();
  await page.screenshot({ path: testInfo.outputPath(`${what}-light.png`), fullPage: true });
  await toggle.click();
}

test('register a vendor through all seven sections, submit, approve, export and edit it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, '/vendor/add');
  await expect(page.getByTestId('form-progress')).toHaveText('0/7 completed');

  const basic = entry(page, 'vendor_fm_basic');
  await fillFields(basic, { ...VENDOR, phone: '+91 80 4000 1234', employee_count: '' });
  await choose(basic, 'industry', 'Logistics');
  await saveSection(page, 'vendor_fm_basic');
  // The first basic save moves the page to the vendor's own edit address.
  await expect(page).toHaveURL(/\/vendor\/edit\/\d+/);
  const id = Number(/\/vendor\/edit\/(\d+)/.exec(page.url())?.[1]);

  const address = entry(page, 'vendor_fm_address');
  await fillFields(address, { address_line1: '12 MG Road', postal_code: '560001' });
  await search(page, address, 'country_id', 'India');
  await choose(address, 'state_id', 'Karnataka');
  await search(page, address, 'city_id', 'Bengaluru');
  await saveSection(page, 'vendor_fm_address');

  const bank = section(page, 'vendor_fm_bank');
  await fillFields(entry(page, 'vendor_fm_bank', 0), {
    account_holder_name: VENDOR.name,
    bank_name: 'State Bank of India',
    account_number: '123456789012',
    ifsc_code: 'SBIN0001234',
  });
  await choose(entry(page, 'vendor_fm_bank', 0), 'account_type', 'Current Account');
  await bank.getByRole('button', { name: 'Add', exact: true }).click();
  const second = entry(page, 'vendor_fm_bank', 1);
  await fillFields(second, {
    account_holder_name: VENDOR.name,
    bank_name: 'Deutsche Bank',
    iban: 'DE89370400440532013000',
    swift_code: 'DEUTDEFF',
  });
  await choose(second, 'account_type', 'EEFC Account');
  await choose(second, 'currency', 'Euro');
  await page.screenshot({ path: testInfo.outputPath('journey-bank-dark.png'), fullPage: true });
  await saveSection(page, 'vendor_fm_bank');

  await fillFields(entry(page, 'vendor_fm_tax_type'), { tax_number: '29ABCDE1234F1Z5' });
  await saveSection(page, 'vendor_fm_tax_type');

  await fillFields(entry(page, 'vendor_fm_representative'), {
    representative_name: 'Asha Rao',
    designation: 'Accounts Manager',
    representative_email: 'asha@journey.test',
    representative_phone: '+91 98450 12345',
  });
  await saveSection(page, 'vendor_fm_representative');

  // The site links the vendor's own address, representative and bank, as saved above.
  const site = entry(page, 'vendor_fm_site_mapping');
  await fillFields(site, { site_name: 'Bengaluru head office' });
  await choose(site, 'vendor_fm_address', '12 MG Road');
  await choose(site, 'vendor_fm_representative', 'Asha Rao');
  await choose(site, 'vendor_fm_bank', 'Deutsche Bank');
  await saveSection(page, 'vendor_fm_site_mapping');

  const certificate = page.getByTestId('group-certifications');
  await choose(certificate, 'certificate_type', 'ISO 9001:2015');
  await fillFields(certificate, { certificate_number: 'QMS-2026-001', valid_until: '2028-06-30' });
  await field(certificate, 'certificate_document')
    .locator('input[type=file]')
    .setInputFiles(SMALL_PDF);
  await expect(field(certificate, 'certificate_document')).toContainText('Uploaded successfully');
  const declarations = page.getByTestId('group-declarations');
  for (const name of [
    'no_conflict_of_interest',
    'accepts_code_of_conduct',
    'anti_bribery_compliance',
    'information_is_accurate',
  ])
    await tick(declarations, name);
  await screenshotBothThemes(page, testInfo, 'journey-compliance');
  await saveSection(page, 'vendor_fm_compliance');

  await expect(page.getByTestId('form-progress')).toHaveText('7/7 completed');
  await expect(page.getByText('Ready to submit', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Vendor registered successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/list/);

  const pending = await findOnTab(page, 'Pending', VENDOR.name);
  await expect(pending).toContainText('Submitted');
  // The demo user registered it, so the approver approves it, in a browser of their own.
  await asApprover(browser, baseURL, '/vendor/list', async (approver) => {
    await findOnTab(approver, 'Pending', VENDOR.name);
    await rowAction(approver, VENDOR.name, 'Approve');
    await expect(approver.getByText(`${VENDOR.name} approved`)).toBeVisible();
    await expect(approver.getByText('no vendors found')).toBeVisible();
  });
  await page.reload();

  const approved = await findOnTab(page, 'Approved', VENDOR.name);
  await expect(approved).toContainText(VENDOR.code);
  await screenshotBothThemes(page, testInfo, 'journey-list');

  // The export takes the list's filters: this search leaves exactly our vendor.
  const xlsx = await exportAs(page, testInfo, 'excel');
  expect(xlsx.name).toBe('vendors-active.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx.path);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const values = (sheet.getRow(2).values as unknown[]).slice(1);
  const cell = (name: string) => values[header.indexOf(name)];
  expect(header).toEqual(expect.arrayContaining(['ID', 'Name', 'Code', 'Email', 'Status']));
  expect([cell('ID'), cell('Name'), cell('Code'), cell('Email'), cell('Status')]).toEqual([
    id,
    VENDOR.name,
    VENDOR.code,
    VENDOR.email,
    1,
  ]);

  const csv = await exportAs(page, testInfo, 'csv');
  expect(csv.name).toBe('vendors-active.csv');
  const lines = (await readFile(csv.path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^ID,Name,Code,Email/);
  expect(lines[1]).toContain(`${id},${VENDOR.name},${VENDOR.code},${VENDOR.email}`);

  await rowAction(page, VENDOR.name, 'Edit');
  await expect(page).toHaveURL(new RegExp(`/vendor/edit/${id}\\?type=active`));
  await expect(page.getByTestId('form-progress')).toHaveText('7/7 completed');
  for (const name of SECTIONS) {
    const panel = section(page, name);
    await expect(panel.getByText('Complete', { exact: true })).toBeVisible();
    await panel.locator('.metadata-section-header').click();
    await expect(panel.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
    if (name === 'vendor_fm_bank') await expect(entry(page, name, 1)).toBeVisible();
    if (name === 'vendor_fm_basic') await screenshotBothThemes(page, testInfo, 'journey-form');
    await panel.locator('.metadata-section-header').click();
  }
});

test('reject a submitted vendor with a reason; it moves to Rejected', async ({ page }) => {
  // The first vendor waiting for a decision (the demo dataset has several), not a fixed name:
  // a retry on the same database would find that one already decided.
  await signIn(page, '/vendor/list?tab=draft&page_size=100');
  const waiting = page.getByTestId('vendor-table').locator('tbody tr', { hasText: 'Submitted' });
  const label = await waiting
    .first()
    .getByRole('button', { name: /^Actions / })
    .getAttribute('aria-label');
  const name = label!.replace(/^Actions /, '');

  await findOnTab(page, 'Pending', name);
  await rowAction(page, name, 'Reject');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Reject vendor: ${name}`);
  await dialog.getByLabel('Reason for rejection').fill('GST certificate has expired.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} rejected`)).toBeVisible();
  const row = await findOnTab(page, 'Rejected', name);
  await expect(row).toContainText('Rejected');
});
