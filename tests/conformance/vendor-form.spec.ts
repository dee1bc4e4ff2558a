import type { Page } from '@playwright/test';
import {
  choose,
  entry,
  field,
  fillFields,
  saveSection,
  section,
  SMALL_PDF,
  type SectionName,
} from '../../e2e/vendor-form';
import { expect, test } from './fixtures';
import { signInToSpecBackend } from './sign-in';
import { SPEC_VENDORS } from './spec-data';

// The vendor form against the spec backend: its own form metadata (no section titles, its own
// dropdown urls, a file field naming no upload form), saves that answer ids alone, a vendor by
// section without id or status, DELETE and submit answering a message.

const NAME = 'Ratnagiri Mango Exporters';

const header = (page: Page, name: SectionName) =>
  section(page, name).locator('.metadata-section-header');

/** Update of an open, saved section: it stays complete and the next section opens. */
async function update(page: Page, name: SectionName) {
  const panel = section(page, name);
  await panel.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Update', exact: true })).toBeHidden();
  await expect(panel.getByText('Complete', { exact: true })).toBeVisible();
}

test('register a vendor through the seven sections, update, remove an entry and submit', async ({
  page,
  rendered,
}) => {
  test.setTimeout(90_000);
  await signInToSpecBackend(page, '/vendor/add', rendered);
  await expect(page.getByTestId('form-progress')).toHaveText('0/7 completed');
  // Untitled sections are named from their keys, in sequence order (the keys come unordered).
  await expect(page.locator('.metadata-section-title')).toHaveText([
    'Vendor Fm Basic',
    'Vendor Fm Address',
    'Vendor Fm Bank',
    'Vendor Fm Tax Type',
    'Vendor Fm Representative',
    'Vendor Fm Site Mapping',
    'Vendor Fm Compliance',
  ]);
  rendered('GET /form-metadata/');

  const basic = entry(page, 'vendor_fm_basic');
  await fillFields(basic, { name: NAME, phone: '+91 2352 220 100' });
  await choose(basic, 'vendor_type', 'Domestic');
  await saveSection(page, 'vendor_fm_basic');
  // The answer's id moves the page; the form comes back from GET /vendor/{id} with the values.
  await expect(page).toHaveURL(/\/vendor\/edit\/\d+/);
  await expect(page.getByTestId('form-progress')).toHaveText('1/7 completed');
  await header(page, 'vendor_fm_basic').click();
  await expect(field(basic, 'name').locator('input')).toHaveValue(NAME);
  rendered('POST /vendor/basic', 'GET /vendor/{id}');
  await header(page, 'vendor_fm_address').click();

  // Dropdowns: countries read at response_type with this backend's value and label fields,
  // states at data.state_id once a country is chosen.
  const address = entry(page, 'vendor_fm_address');
  await fillFields(address, { address_line: '14 Maruti Mandir Road' });
  await choose(address, 'country_id', 'India');
  await choose(address, 'state_id', 'Maharashtra');
  rendered('GET dropdown source');
  await saveSection(page, 'vendor_fm_address');
  rendered('POST /vendor/{section}');

  // Two bank entries saved, then the second removed on the server.
  const bank = section(page, 'vendor_fm_bank');
  await fillFields(entry(page, 'vendor_fm_bank', 0), { bank_name: 'Bank of Konkan' });
  await bank.getByRole('button', { name: 'Add', exact: true }).click();
  await fillFields(entry(page, 'vendor_fm_bank', 1), { bank_name: 'Coastal Co-operative Bank' });
  await saveSection(page, 'vendor_fm_bank');
  await header(page, 'vendor_fm_bank').click();
  await expect(bank.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
  await entry(page, 'vendor_fm_bank', 1).getByRole('button', { name: 'Remove' }).click();
  await expect(entry(page, 'vendor_fm_bank', 1)).toHaveCount(0);
  await expect(field(entry(page, 'vendor_fm_bank', 0), 'bank_name').locator('input')).toHaveValue(
    'Bank of Konkan',
  );
  rendered('DELETE /vendor/{key}/{id}');
  await header(page, 'vendor_fm_tax_type').click();

  await fillFields(entry(page, 'vendor_fm_tax_type'), { tax_number: '27AAACR5055K1Z2' });
  await saveSection(page, 'vendor_fm_tax_type');
  await fillFields(entry(page, 'vendor_fm_representative'), {
    representative_name: 'Vinay Sawant',
  });
  await saveSection(page, 'vendor_fm_representative');
  await fillFields(entry(page, 'vendor_fm_site_mapping'), { site_name: 'Ratnagiri packhouse' });
  await saveSection(page, 'vendor_fm_site_mapping');

  // The file field names no upload form: it goes up under the form's name.
  const certificate = page.getByTestId('group-certificates');
  await field(certificate, 'certificate_file').locator('input[type=file]').setInputFiles(SMALL_PDF);
  await expect(field(certificate, 'certificate_file')).toContainText('Uploaded successfully');
  rendered('POST /store/upload');
  await saveSection(page, 'vendor_fm_compliance');
  await expect(page.getByTestId('form-progress')).toHaveText('7/7 completed');

  // Updates: the basic section through PUT /vendor/basic/{id}; its save opens the address,
  // whose entry goes back by PUT with its id.
  await header(page, 'vendor_fm_basic').click();
  await fillFields(basic, { phone: '+91 2352 220 199' });
  await update(page, 'vendor_fm_basic');
  rendered('PUT /vendor/basic/{id}');
  await fillFields(address, { address_line: '15 Maruti Mandir Road' });
  await update(page, 'vendor_fm_address');
  rendered('PUT /vendor/{section}');

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Vendor registered successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/list/);
  rendered('POST /vendor/submit');
});

test('open a vendor of the list: its sections come back from GET /vendor/{id}', async ({
  page,
  rendered,
}) => {
  const vendor = SPEC_VENDORS[1]!.row;
  await signInToSpecBackend(page, '/vendor/list', rendered);
  await page.getByRole('button', { name: `Actions ${vendor.name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/vendor/edit/${vendor.id}\\?type=active`));
  // Only basic exists on that backend: one section complete, the next one open.
  await expect(page.getByTestId('form-progress')).toHaveText('1/7 completed');
  await header(page, 'vendor_fm_basic').click();
  const basic = entry(page, 'vendor_fm_basic');
  await expect(field(basic, 'name').locator('input')).toHaveValue(vendor.name);
  await expect(field(basic, 'phone').locator('input')).toHaveValue(String(vendor.phone));
  rendered('GET /vendor/{id}');
});
