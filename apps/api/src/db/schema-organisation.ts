import type { Generated, Selectable } from 'kysely';

// Companies and approval limits (migrations 029 and 030; see schema.ts).

/** One of the buying organisation's own legal entities. */
export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** Short and unique: what lists and dropdowns show beside the name. */
  code: string;
  vat_id: string | null;
  address_line: string | null;
  postal_code: string | null;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  /** ISO 4217. */
  base_currency: string;
  status: Generated<'active' | 'inactive'>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export type CompanyRow = Selectable<CompaniesTable>;

/** An account a company pays from. */
export interface CompanyBankAccountsTable {
  id: Generated<number>;
  company_id: number;
  account_name: string;
  iban: string;
  bic: string | null;
  currency: string;
  /** 0/1: the account a payment run of the company pays from unless another is chosen. */
  is_default: Generated<number>;
  created_at: string;
}

/** The companies a user is limited to; a user with no row may work for every company. */
export interface UserCompaniesTable {
  user_id: number;
  company_id: number;
}

/** What an approver may approve alone, per document kind, in base-currency cents. */
export interface ApprovalLimitsTable {
  user_id: number;
  kind: 'po' | 'invoice';
  amount_cents: number;
}

/** Master data: base-currency units one unit of `currency` buys on `rate_date`. */
export interface ExchangeRatesTable {
  currency: string;
  /** YYYY-MM-DD. */
  rate_date: string;
  /** Decimal text, kept exact. */
  rate: string;
  created_by: number | null;
  created_at: string;
}
