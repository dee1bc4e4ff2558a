import iconv from 'iconv-lite';
import { groupBookings, type InvoiceBooking } from './bookings';
import { compareIsoDates, formatIsoDate, isIsoDate } from './dates';
import type { FieldIssue } from './sepa-check';

/** The batch a DATEV "Buchungsstapel" describes: whose books (consultant and client numbers),
 * which fiscal year and period, and how tax rates map to DATEV tax keys (BU-Schlüssel). */
export interface DatevBatch {
  consultantNumber: number;
  clientNumber: number;
  fiscalYearStart: string;
  /** Length of GL account numbers in this client's books (4 for SKR03/SKR04 as delivered). */
  accountLength: number;
  from: string;
  to: string;
  label: string;
  /** 17 digits YYYYMMDDHHMMSSFFF; passed in so writing a file reads no clock. */
  createdAt: string;
  exportedBy: string;
  chartOfAccounts: '03' | '04';
  /** Tax rate in basis points -> BU-Schlüssel, e.g. SKR03 input tax 19 % = "9", 7 % = "8".
   * A rate without a key is posted without one (the GL account's automatic tax applies). */
  taxKeys: Record<number, string>;
}

export class DatevExportError extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '));
    this.name = 'DatevExportError';
  }
}

/** The first 38 columns of the Buchungsstapel (format version 13): the amount and accounts,
 * the document fields, the document link, eight empty Beleginfo pairs and the cost centres.
 * Later columns are optional and left out. */
const COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [
    `Beleginfo - Art ${i + 1}`,
    `Beleginfo - Inhalt ${i + 1}`,
  ]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
];
const BELEGINFO_COLUMNS = 16;

/** Belegfeld 1 (the invoice number): up to 36 letters, digits and $ & % * + - / (DATEV). */
const DOCUMENT_FIELD = /^[A-Za-z0-9$&%*+\-/]{1,36}$/;
const ACCOUNT = /^\d{1,9}$/;

/** DATEV text field: in double quotes, quotes inside doubled, line breaks as spaces (a record
 * is one line). */
const text = (value: string) => `"${value.replace(/[\r\n]+/g, ' ').replace(/"/g, '""')}"`;
/** 1234,56: DATEV amounts have a decimal comma and no thousands separator. */
const amount = (minor: number) => {
  const digits = String(minor).padStart(3, '0');
  return `${digits.slice(0, -2)},${digits.slice(-2)}`;
};
const compact = (isoDate: string) => isoDate.replace(/-/g, '');

/** The EXTF header line: 31 fields as DATEV's format description lists them for version 700,
 * category 21 (Buchungsstapel), format version 13. */
function headerLine(batch: DatevBatch): string {
  return [
    text('EXTF'),
    '700',
    '21',
    text('Buchungsstapel'),
    '13',
    batch.createdAt,
    '',
    text('RE'),
    text(batch.exportedBy),
    '',
    String(batch.consultantNumber),
    String(batch.clientNumber),
    compact(batch.fiscalYearStart),
    String(batch.accountLength),
    compact(batch.from),
    compact(batch.to),
    text(batch.label.slice(0, 30)),
    '',
    '1',
    '0',
    '0',
    text('EUR'),
    '',
    '',
    '',
    '',
    text(batch.chartOfAccounts),
    '',
    '',
    '',
    '',
  ].join(';');
}

/** The period lies in the fiscal year starting at fiscalYearStart, so DDMM names one day. */
function withinOneFiscalYear(batch: DatevBatch): boolean {
  const [year, month, day] = batch.fiscalYearStart.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const yearEnd = formatIsoDate(new Date(Date.UTC(year + 1, month - 1, day - 1)));
  return (
    compareIsoDates(batch.fiscalYearStart, batch.from) <= 0 &&
    compareIsoDates(batch.from, batch.to) <= 0 &&
    compareIsoDates(batch.to, yearEnd) <= 0
  );
}

export function checkDatevExport(batch: DatevBatch, bookings: InvoiceBooking[]): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  if (!(batch.consultantNumber >= 1001 && batch.consultantNumber <= 9_999_999))
    add('consultantNumber', 'A DATEV consultant number is 1001 to 9999999.');
  if (!(batch.clientNumber >= 1 && batch.clientNumber <= 99_999))
    add('clientNumber', 'A DATEV client number is 1 to 99999.');
  if (!(batch.accountLength >= 4 && batch.accountLength <= 8))
    add('accountLength', 'GL account length is 4 to 8 digits.');
  if (!/^\d{17}$/.test(batch.createdAt)) add('createdAt', 'Must be 17 digits YYYYMMDDHHMMSSFFF.');
  const badDates = (['fiscalYearStart', 'from', 'to'] as const).filter((f) => !isIsoDate(batch[f]));
  for (const field of badDates) add(field, 'Must be a calendar date (YYYY-MM-DD).');
  if (badDates.length === 0 && !withinOneFiscalYear(batch))
    add('to', 'A DATEV batch lies within one fiscal year from its start (Belegdatum has no year).');
  bookings.forEach((booking, i) => {
    const at = `bookings[${i}]`;
    if (
      compareIsoDates(booking.date, batch.from) < 0 ||
      compareIsoDates(booking.date, batch.to) > 0
    )
      add(`${at}.date`, `Outside the batch period ${batch.from} to ${batch.to}.`);
    if (!DOCUMENT_FIELD.test(booking.invoiceNumber))
      add(`${at}.invoiceNumber`, 'DATEV takes up to 36 letters, digits and $ & % * + - / here.');
    // DATEV reads an account by its length: a GL account (Sachkonto) has at most the batch's
    // account length, a personal account (Kreditor) exactly one digit more; a longer GL account
    // or a shorter creditor would be booked to another kind of account.
    const personal = batch.accountLength + 1;
    if (!ACCOUNT.test(booking.vendorAccount)) add(`${at}.vendorAccount`, 'Must be digits.');
    else if (booking.vendorAccount.length !== personal)
      add(`${at}.vendorAccount`, `A creditor account has ${personal} digits in these books.`);
    if (!ACCOUNT.test(booking.glAccount)) add(`${at}.glAccount`, 'Must be digits.');
    else if (booking.glAccount.length > batch.accountLength)
      add(`${at}.glAccount`, `A GL account has at most ${batch.accountLength} digits here.`);
    if ((booking.costCenter ?? '').length > 36) add(`${at}.costCenter`, 'At most 36 characters.');
    if ((booking.documentLink ?? '').length > 210)
      add(`${at}.documentLink`, 'At most 210 characters.');
    if ((booking.currency ?? 'EUR') !== 'EUR')
      add(`${at}.currency`, 'This export posts EUR amounts only.');
  });
  return issues;
}

/** Writes a DATEV Buchungsstapel: the EXTF header, the column headings, then one booking per
 * invoice, GL account, cost centre and tax rate (the expense account in debit against the
 * vendor's creditor account; a credit note in credit). Semicolons, CRLF, Windows-1252 as DATEV
 * reads it; characters Windows-1252 lacks become "?". */
export function writeDatevBuchungsstapel(batch: DatevBatch, bookings: InvoiceBooking[]): Buffer {
  const issues = checkDatevExport(batch, bookings);
  if (issues.length > 0) throw new DatevExportError(issues);
  const lines = [headerLine(batch), COLUMNS.map(text).join(';')];
  // DATEV refuses a booking of 0,00 (a line of nothing, or lines that cancel out).
  for (const booking of groupBookings(bookings).filter((b) => b.grossMinor !== 0)) {
    const [, month, day] = booking.date.split('-');
    lines.push(
      [
        amount(Math.abs(booking.grossMinor)),
        text(booking.grossMinor < 0 ? 'H' : 'S'),
        text('EUR'),
        '',
        '',
        '',
        booking.glAccount,
        booking.vendorAccount,
        text(batch.taxKeys[booking.taxRateBasisPoints] ?? ''),
        `${day}${month}`,
        text(booking.invoiceNumber),
        '',
        '',
        text((booking.text ?? '').slice(0, 60)),
        '',
        '',
        '',
        '',
        '',
        text(booking.documentLink ?? ''),
        ...Array.from({ length: BELEGINFO_COLUMNS }, () => ''),
        text(booking.costCenter ?? ''),
        '',
      ].join(';'),
    );
  }
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252');
}
