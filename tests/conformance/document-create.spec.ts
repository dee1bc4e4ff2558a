import { gridLine, headerSection, toast } from '../../e2e/procurement';
import { choose, field, fillFields, SMALL_PDF } from '../../e2e/vendor-form';
import { expect, test } from './fixtures';
import { signInToSpecBackend } from './sign-in';
import { SPEC_VENDORS } from './spec-data';

// PO and MRN creation against the spec backend (part 2 §2, §4): its own forms (a vendor dropdown
// fed by the documented vendor list, plain number cells), header saves answering an id and a
// message, whole-document saves answering a message alone, /r/{docId} redirecting to the file.

const VENDOR = SPEC_VENDORS[3]!.row.name;

test('create a PO: header, signed PO upload and its link, lines, save', async ({
  page,
  rendered,
}) => {
  await signInToSpecBackend(page, '/po/add', rendered);
  const header = headerSection(page, 'po');
  await choose(header, 'vendorId', VENDOR);
  await header.getByRole('button', { name: 'Save Header' }).click();
  // The server's message is the success toast.
  await expect(toast(page, 'PO header saved')).toBeVisible();
  await expect(gridLine(page, 0)).toBeVisible();
  rendered('POST /po/detail');

  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ ...SMALL_PDF, name: 'signed-po.pdf' });
  await expect(dialog.getByText('Uploaded successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  // The link's text is the file name GET /document/{id} gave; it opens what /r/{docId} names.
  const link = page.getByTestId('attachment-link');
  await expect(link).toHaveText('OB-DOC-0001.pdf');
  rendered('GET /document/{id}');
  const popup = page.waitForEvent('popup');
  await link.click();
  await expect(await popup).toHaveURL(/\/files\/OB-DOC-0001\.pdf$/);
  rendered('GET /r/{docId}');

  await fillFields(gridLine(page, 0), { description: 'Alphonso crates', quantity: '10' });
  await fillFields(gridLine(page, 0), { unitPrice: '120', taxRate: '5' });
  await expect(field(gridLine(page, 0), 'amount').locator('input')).toHaveValue('1260.00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Purchase Order saved successfully!')).toBeVisible();
  // A fresh header and one empty line (part 2 §4).
  await expect(gridLine(page, 0)).toBeHidden();
  rendered('POST /po');
});

test('create an MRN: header, lines, save', async ({ page, rendered }) => {
  await signInToSpecBackend(page, '/mrn/add', rendered);
  const header = headerSection(page, 'mrn');
  await choose(header, 'vendorId', VENDOR);
  await header.getByRole('button', { name: 'Save Header' }).click();
  await expect(toast(page, 'MRN header saved')).toBeVisible();
  rendered('POST /mrn/detail');
  // The upload dialog holds the vendor, preselected, and the invoice file; it may wait.
  const dialog = page.getByRole('dialog');
  await expect(field(dialog, 'vendorId').locator('select')).toHaveValue(
    String(SPEC_VENDORS[3]!.row.id),
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await fillFields(gridLine(page, 0), {
    description: 'Crates received',
    quantity: '4',
    unitPrice: '120',
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Purchase Order saved successfully!')).toBeVisible();
  rendered('POST /mrn');
});
