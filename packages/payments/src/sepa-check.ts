import { checkBic, checkIban, isSepaIban } from './bank-details';
import { isIsoDate } from './dates';
import { REMITTANCE_LIMIT } from './remittance';
import { isSepaId, toSepaText } from './sepa-text';

/** A payment run as the bank file needs it: who pays, when, and one entry per transfer. */
export interface CreditTransferRun {
  /** MsgId: unique per file for the bank (max 35, SEPA characters). */
  messageId: string;
  /** PmtInfId; the message id when not given. */
  paymentInfoId?: string;
  /** CreDtTm, e.g. 2026-11-27T18:30:00 (passed in so writing a file reads no clock). */
  createdAt: string;
  executionDate: string;
  debtor: { name: string; iban: string; bic?: string };
  transfers: CreditTransfer[];
  /** The run's own total; when given, the file's control sum must equal it. */
  expectedTotalMinor?: number;
}

export interface CreditTransfer {
  creditorName: string;
  creditorIban: string;
  creditorBic?: string;
  amountMinor: number;
  currency: string;
  endToEndId: string;
  remittance: string;
}

export interface FieldIssue {
  /** The path in the run description, e.g. transfers[3].creditorIban. */
  field: string;
  message: string;
}

export class PaymentFileError extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '));
    this.name = 'PaymentFileError';
  }
}

export const NAME_LIMIT = 70;
export const ID_LIMIT = 35;
/** The SEPA rulebook's largest credit transfer: 999,999,999.99 EUR. */
export const MAX_AMOUNT_MINOR = 999_999_999_99;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})?$/;

/** What the schema and the SEPA rulebook would refuse, found before a file is written, each
 * named by its field. Names longer than 70 characters are cut when written (a name is still
 * recognisable), so they are not refused; a remittance text is never cut, it is refused. */
export function checkCreditTransferRun(run: CreditTransferRun): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  checkId(add, 'messageId', run.messageId);
  if (run.paymentInfoId !== undefined) checkId(add, 'paymentInfoId', run.paymentInfoId);
  if (!DATE_TIME.test(run.createdAt) || !isIsoDate(run.createdAt.slice(0, 10)))
    add('createdAt', 'Must be a date and time such as 2026-11-27T18:30:00.');
  if (!isIsoDate(run.executionDate)) add('executionDate', 'Must be a calendar date (YYYY-MM-DD).');
  if (toSepaText(run.debtor.name) === '') add('debtor.name', 'Enter the paying company name.');
  checkAccount(add, ['debtor.iban', 'debtor.bic'], run.debtor.iban, run.debtor.bic);
  if (run.transfers.length === 0) add('transfers', 'A payment file needs at least one transfer.');
  const seenIds = new Set<string>();
  run.transfers.forEach((transfer, i) => {
    const at = `transfers[${i}]`;
    if (toSepaText(transfer.creditorName) === '')
      add(`${at}.creditorName`, 'Enter the creditor name.');
    checkAccount(
      add,
      [`${at}.creditorIban`, `${at}.creditorBic`],
      transfer.creditorIban,
      transfer.creditorBic,
    );
    if (!Number.isSafeInteger(transfer.amountMinor) || transfer.amountMinor < 1)
      add(`${at}.amountMinor`, 'The amount must be a positive number of cents.');
    else if (transfer.amountMinor > MAX_AMOUNT_MINOR)
      add(`${at}.amountMinor`, 'A SEPA credit transfer carries at most 999,999,999.99 EUR.');
    if (transfer.currency !== 'EUR')
      add(`${at}.currency`, 'A SEPA credit transfer is in EUR; other currencies go to the CSV.');
    checkId(add, `${at}.endToEndId`, transfer.endToEndId);
    if (seenIds.has(transfer.endToEndId))
      add(`${at}.endToEndId`, 'Each transfer needs its own end-to-end id.');
    seenIds.add(transfer.endToEndId);
    const remittance = toSepaText(transfer.remittance);
    if (remittance.length > REMITTANCE_LIMIT)
      add(`${at}.remittance`, `At most ${REMITTANCE_LIMIT} characters (${remittance.length}).`);
  });
  const total = run.transfers.reduce((sum, transfer) => sum + transfer.amountMinor, 0);
  if (!Number.isSafeInteger(total)) add('transfers', 'The control sum is out of range.');
  if (run.expectedTotalMinor !== undefined && run.expectedTotalMinor !== total)
    add('expectedTotalMinor', `The transfers add up to ${total}, not ${run.expectedTotalMinor}.`);
  return issues;
}

type Add = (field: string, message: string) => void;

function checkId(add: Add, field: string, id: string) {
  if (id.length > ID_LIMIT) add(field, `At most ${ID_LIMIT} characters (${id.length}).`);
  if (!isSepaId(id))
    add(
      field,
      "Only letters, digits, spaces and / - ? : ( ) . , ' +, not starting or ending with /.",
    );
}

function checkAccount(
  add: Add,
  [ibanField, bicField]: [string, string],
  iban: string,
  bic: string | undefined,
) {
  const ibanCheck = checkIban(iban);
  if (!ibanCheck.ok) add(ibanField, ibanCheck.message);
  else if (!isSepaIban(ibanCheck.value)) add(ibanField, 'The IBAN is not in a SEPA country.');
  if (bic === undefined || bic === '') return;
  const bicCheck = checkBic(bic);
  if (!bicCheck.ok) add(bicField, bicCheck.message);
}
