import { VENDOR_STATUS } from '@procure/contract';
import { expect, test } from './fixtures';
import { apiOf } from './api-setup';
import { asApprover, signIn } from './helpers';
import { toast } from './procurement';

type BankEntry = Record<string, unknown> & { id: number };
const NEW_IBAN = 'DE89370400440532013000';

test("An approved vendor's new IBAN waits on its page until another user approves it", async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  await signIn(page);
  const api = await apiOf(page);
  // An approved demo vendor whose bank account has an IBAN.
  const active = await api.get<Array<{ id: number; status: number }>>(
    '/api/v1/vendor/?type=active&page_size=100',
  );
  let vendorId = 0;
  let entry: BankEntry | undefined;
  for (const row of active.filter((v) => v.status === VENDOR_STATUS.active)) {
    const detail = await api.get<{ bank: BankEntry[] }>(`/api/v1/vendor/${row.id}?type=active`);
    entry = detail.bank.find((b) => typeof b.iban === 'string' && b.iban !== NEW_IBAN);
    if (entry) {
      vendorId = row.id;
      break;
    }
  }
  expect(entry, 'an approved vendor with an IBAN').toBeDefined();
  // The demo user changes it: kept for approval (202), not saved.
  await api.put('/api/v1/vendor/bank', { ...entry, basic_id: vendorId, iban: NEW_IBAN });

  await page.goto(`/vendor/view/${vendorId}`);
  const pending = page.getByTestId('pending-bank-change');
  await expect(pending).toContainText('Changed bank details wait for approval');
  await expect(pending).toContainText(NEW_IBAN);
  await page.screenshot({ path: info.outputPath('vendor-bank-change-pending.png') });

  await asApprover(browser, baseURL, `/vendor/view/${vendorId}`, async (approver) => {
    const box = approver.getByTestId('pending-bank-change');
    await expect(box).toContainText('Asked by demo');
    await box.getByRole('button', { name: 'Approve bank details' }).click();
    await expect(toast(approver, 'Bank details approved')).toBeVisible();
    await expect(box).toHaveCount(0);
  });
  const after = await api.get<{ bank: BankEntry[] }>(`/api/v1/vendor/${vendorId}?type=active`);
  expect(after.bank.find((b) => b.id === entry!.id)!.iban).toBe(NEW_IBAN);
});
