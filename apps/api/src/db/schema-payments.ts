import type { Generated, Selectable } from 'kysely';

// Payment runs, their transfers and their invoices (migration 026; see schema.ts).

export type PaymentRunStatus = 'draft' | 'confirmed' | 'executed';

export interface PaymentRunsTable {
  id: Generated<number>;
  pay_date: string;
  next_run_date: string | null;
  status: PaymentRunStatus;
  /** The paying account, copied from the configuration when the run was made. */
  debtor_name: string;
  debtor_iban: string;
  debtor_bic: string | null;
  /** The company paying (migration 030); null: a run made before companies existed. */
  company_id: number | null;
  created_by: number | null;
  created_by_name: string;
  created_at: string;
  confirmed_by: number | null;
  confirmed_by_name: string | null;
  confirmed_at: string | null;
  executed_by: number | null;
  executed_by_name: string | null;
  executed_at: string | null;
  updated_at: string;
}

/** One transfer of a confirmed run, as the bank file carries it. */
export interface PaymentRunTransfersTable {
  id: Generated<number>;
  run_id: number;
  n: number;
  vendor_id: number;
  creditor_name: string;
  creditor_iban: string;
  creditor_bic: string | null;
  currency: string;
  amount_cents: number;
  end_to_end_id: string;
  remittance: string;
}

/** One invoice of a run: its open amount and the discount taken, in cents. */
export interface PaymentRunItemsTable {
  id: Generated<number>;
  run_id: number;
  invoice_id: number;
  vendor_id: number;
  currency: string;
  amount_cents: number;
  discount_cents: number;
  discount_deadline: string | null;
  due_date: string;
  transfer_n: number | null;
}

export type PaymentRunRow = Selectable<PaymentRunsTable>;
export type PaymentRunTransferRow = Selectable<PaymentRunTransfersTable>;
export type PaymentRunItemRow = Selectable<PaymentRunItemsTable>;
