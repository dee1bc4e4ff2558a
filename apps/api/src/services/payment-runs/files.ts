import type { PaymentFileFormat } from '@procure/contract';
import {
  checkCreditTransferRun,
  PaymentFileError,
  splitByCurrency,
  writeForeignTransfersCsv,
  writePain001,
  type CreditTransfer,
  type CreditTransferRun,
} from '@procure/payments';
import type { PaymentRunRow } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import type { RunContent } from './plan';
import { runReference } from './view';

/** The run as the bank file describes it. The message id carries the confirmation time, so a
 * run confirmed, undone and confirmed again is a new message to the bank, while downloading
 * the same confirmation twice gives the same id (a bank refuses a message id it has seen: a
 * file sent twice is not paid twice). CreDtTm is the confirmation time too, so every download
 * of a confirmation is the same file. */
function creditTransferRun(run: PaymentRunRow, content: RunContent): CreditTransferRun {
  const confirmedAt = (run.confirmed_at ?? run.updated_at).slice(0, 19);
  const transfers: CreditTransfer[] = content.transfers.map((t) => ({
    creditorName: t.creditorName,
    creditorIban: t.creditorIban,
    ...(t.creditorBic ? { creditorBic: t.creditorBic } : {}),
    amountMinor: t.amountCents,
    currency: t.currency,
    endToEndId: t.endToEndId,
    remittance: t.remittance,
  }));
  return {
    messageId: `${runReference(run.id)}-${confirmedAt.replace(/[-:]/g, '')}`,
    createdAt: confirmedAt,
    executionDate: run.pay_date,
    debtor: {
      name: run.debtor_name,
      iban: run.debtor_iban,
      ...(run.debtor_bic ? { bic: run.debtor_bic } : {}),
    },
    transfers,
  };
}

/** What the invoices say the euro transfers must add up to: their amounts less discounts. */
const euroTotal = (content: RunContent) =>
  content.items
    .filter((item) => item.currency === 'EUR')
    .reduce((sum, item) => sum + item.amountCents - item.discountCents, 0);

/** The bank's checks (lengths, SEPA characters, IBAN/BIC, sums) before a run is confirmed: a
 * 400 naming each failing field, as `transfers[2].creditorIban`. */
export function checkRunFile(run: PaymentRunRow, content: RunContent) {
  const whole = creditTransferRun(run, content);
  const { euro } = splitByCurrency(whole.transfers);
  if (!euro.length) return;
  const issues = checkCreditTransferRun({
    ...whole,
    transfers: euro,
    expectedTotalMinor: euroTotal(content),
  });
  if (issues.length)
    throw badRequest(
      'The bank would refuse this run: fix the fields named',
      issues.map((issue) => ({ path: issue.field, message: issue.message })),
      'payment_file_invalid',
    );
}

/** A confirmed or executed run's bank file: pain.001 (09 or 03) of its euro transfers, or the
 * CSV of the others. */
export function writeRunFile(run: PaymentRunRow, content: RunContent, format: PaymentFileFormat) {
  if (run.status === 'draft') throw conflict('Confirm the run before downloading its bank file');
  const whole = creditTransferRun(run, content);
  const { euro, other } = splitByCurrency(whole.transfers);
  const name = runReference(run.id);
  if (format === 'csv') {
    if (!other.length) throw conflict(`${name} has no transfers in currencies other than euro`);
    return {
      body: Buffer.from(writeForeignTransfersCsv(whole, other), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${name}-foreign-transfers.csv`,
    };
  }
  if (!euro.length) throw conflict(`${name} has no euro transfers for a SEPA file`);
  const version = format === 'pain.001.001.09' ? '09' : '03';
  try {
    const xml = writePain001(
      { ...whole, transfers: euro, expectedTotalMinor: euroTotal(content) },
      version,
    );
    return {
      body: Buffer.from(xml, 'utf8'),
      contentType: 'application/xml',
      fileName: `${name}-${format}.xml`,
    };
  } catch (error) {
    if (!(error instanceof PaymentFileError)) throw error;
    throw badRequest(
      'The bank would refuse this file: fix the fields named',
      error.issues.map((issue) => ({ path: issue.field, message: issue.message })),
      'payment_file_invalid',
    );
  }
}
