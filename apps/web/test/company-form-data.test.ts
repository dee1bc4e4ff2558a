import type { Company } from '@procure/contract';
import { formMetadata } from '@procure/fixtures/reference';
import { describe, expect, it } from 'vitest';
import {
  accountBody,
  accountChanged,
  BANK_SECTION,
  COMPANY_FORM_NAME,
  companyToForm,
  DETAILS_SECTION,
  detailsBody,
  issuesOfEntry,
} from '../src/features/companies/company-form-data';

const company: Company = {
  id: 7,
  name: 'Procure Demo GmbH',
  code: 'DE01',
  vat_id: 'DE123456789',
  address_line: 'Hauptstr. 1',
  postal_code: '80331',
  country_id: 1,
  country_name: 'Germany',
  state_id: 2,
  state_name: 'Bavaria',
  city_id: 3,
  city_name: 'Munich',
  base_currency: 'EUR',
  status: 'active',
  bank_accounts: [
    {
      id: 11,
      account_name: 'Main',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      currency: 'EUR',
      is_default: true,
    },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('the company form', () => {
  it('has the sections the page saves, every field a contract key', () => {
    const form = formMetadata[COMPANY_FORM_NAME]!;
    expect(Object.keys(form.meta_data)).toEqual([DETAILS_SECTION, BANK_SECTION]);
    const details = form.meta_data[DETAILS_SECTION]!.fields.map((f) => f.control_name);
    expect(Object.keys(detailsBody({})).sort()).toEqual([...details].sort());
    const bank = form.meta_data[BANK_SECTION]!.fields.map((f) => f.control_name);
    expect(Object.keys(accountBody({})).sort()).toEqual([...bank].sort());
  });

  it('loads a saved company with both sections complete, and sends only contract fields', () => {
    const { initial, completed } = companyToForm(company);
    expect(completed).toEqual([DETAILS_SECTION, BANK_SECTION]);
    const entry = initial[DETAILS_SECTION]![0]!;
    expect(entry.id).toBe(7);
    expect(detailsBody(entry)).not.toHaveProperty('id');
    expect(detailsBody(entry)).not.toHaveProperty('country_name');
    expect(companyToForm({ ...company, bank_accounts: [] }).completed).toEqual([DETAILS_SECTION]);
  });

  it('sends an account only when it changed, comparing IBANs as stored', () => {
    const saved = company.bank_accounts[0]!;
    expect(accountChanged({ ...saved, iban: 'de89 3704 0044 0532 0130 00' }, saved)).toBe(false);
    expect(accountChanged({ ...saved, account_name: 'Other' }, saved)).toBe(true);
    expect(accountChanged({ account_name: 'New' }, undefined)).toBe(true);
    expect(accountBody({ account_name: 'x', is_default: null }).is_default).toBe(false);
  });

  it('puts a server issue on the entry it belongs to', () => {
    expect(issuesOfEntry([{ path: 'iban', message: 'bad' }], 2)).toEqual([
      { path: '2.iban', message: 'bad' },
    ]);
  });
});
