import { stringify } from 'csv-stringify/sync';
import { formatMinor, minorDigits } from './money';
import type { CreditTransfer, CreditTransferRun } from './sepa-check';

/** Transfers a SEPA file can carry (EUR) and those it cannot. */
export function splitByCurrency(transfers: CreditTransfer[]) {
  return {
    euro: transfers.filter((transfer) => transfer.currency === 'EUR'),
    other: transfers.filter((transfer) => transfer.currency !== 'EUR'),
  };
}

const COLUMNS = [
  'Execution date',
  'Debtor name',
  'Debtor IBAN',
  'Creditor name',
  'Creditor IBAN',
  'Creditor BIC',
  'Amount',
  'Currency',
  'End-to-end id',
  'Remittance',
];

/** Non-euro transfers as a CSV a bank portal can import (RFC 4180: comma, CRLF, quotes doubled),
 * amounts with a decimal point and the currency's own digits (JPY none). Written by csv-stringify:
 * a small file once per run, where a library's quoting is worth more than its speed. Text is
 * kept as entered (UTF-8), since portals for foreign payments take names in full. */
export function writeForeignTransfersCsv(
  run: Pick<CreditTransferRun, 'executionDate' | 'debtor'>,
  transfers: CreditTransfer[],
): string {
  const rows = transfers.map((transfer) => [
    run.executionDate,
    run.debtor.name,
    run.debtor.iban,
    transfer.creditorName,
    transfer.creditorIban,
    transfer.creditorBic ?? '',
    formatMinor(transfer.amountMinor, minorDigits(transfer.currency)),
    transfer.currency,
    transfer.endToEndId,
    transfer.remittance,
  ]);
  return stringify([COLUMNS, ...rows], { record_delimiter: 'windows' });
}
