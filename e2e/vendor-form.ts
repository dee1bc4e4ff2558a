import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The seven vendor sections in the order the form shows them (metadata `sequence`). */
export const SECTIONS = [
  'vendor_fm_basic',
  'vendor_fm_address',
  'vendor_fm_bank',
  'vendor_fm_tax_type',
  'vendor_fm_representative',
  'vendor_fm_site_mapping',
  'vendor_fm_compliance',
] as const;
export type SectionName = (typeof SECTIONS)[number];

export const section = (page: Page, name: SectionName) => page.getByTestId(`section-${name}`);

/** One entry of a section (repeatable sections hold several). */
export const entry = (page: Page, name: SectionName, index = 0) =>
  page.getByTestId(`${name}-entry-${index}`);

/** A field's form group, found by its control name inside an entry or group. */
export const field = (scope: Locator, controlName: string) =>
  scope.getByTestId(`field-${controlName}`);

/** Types into the text-like inputs of a scope, by control name. */
export async function fillFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values))
    await field(scope, name).locator('input, textarea').fill(value);
}

/** A native select (a dropdown that is not searchable): waits for the option to load. */
export async function choose(scope: Locator, controlName: string, label: string): Promise<void> {
  await field(scope, controlName).locator('select').selectOption({ label });
}

/** A searchable dropdown: type, wait for the server's answer after the debounce, pick. */
export async function search(
  page: Page,
  scope: Locator,
  controlName: string,
  text: string,
): Promise<void> {
  const input = field(scope, controlName).getByRole('combobox');
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
  await expect(input).toHaveValue(text);
}

/** A checkbox, ticked through its label as a user does (the input itself is drawn over). */
export async function tick(scope: Locator, controlName: string): Promise<void> {
  await field(scope, controlName).locator('label').click();
  await expect(field(scope, controlName).getByRole('checkbox')).toBeChecked();
}

/** Next (or Update) of an open section; it then shows Complete and the next section opens. */
export async function saveSection(page: Page, name: SectionName): Promise<void> {
  const panel = section(page, name);
  await panel.getByRole('button', { name: /^(Next|Update)$/ }).click();
  await expect(panel.getByText('Complete', { exact: true })).toBeVisible();
}

/** The smallest file the upload check accepts as a PDF (it reads the `%PDF-` signature). */
export const SMALL_PDF = {
  name: 'iso-9001-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};
