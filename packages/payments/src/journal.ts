import { stringify } from 'csv-stringify/sync';
import { groupBookings, splitGross, type InvoiceBooking } from './bookings';
import { formatMinor } from './money';

const COLUMNS = [
  'Date',
  'Invoice number',
  'Vendor account',
  'GL account',
  'Cost centre',
  'Tax rate',
  'Net',
  'Tax',
  'Gross',
  'Currency',
  'Document link',
];

/** Invoice numbers and cost centres come from vendors' documents: one that starts like a
 * formula (= + - @) gets an apostrophe, as the API's exports do, so a spreadsheet shows it
 * rather than running it. Amounts are ours and keep their minus sign. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A plain journal for any accounting system: one row per invoice, account, cost centre and tax
 * rate; ISO dates and decimal points so no locale reads them wrong; RFC 4180 CSV (comma, CRLF)
 * with a UTF-8 byte order mark as the API's exports have. */
export function writeJournalCsv(bookings: InvoiceBooking[]): string {
  const rows = groupBookings(bookings).map((booking) => {
    const { netMinor, taxMinor } = splitGross(booking.grossMinor, booking.taxRateBasisPoints);
    return [
      booking.date,
      asText(booking.invoiceNumber),
      asText(booking.vendorAccount),
      asText(booking.glAccount),
      asText(booking.costCenter ?? ''),
      formatMinor(booking.taxRateBasisPoints),
      formatMinor(netMinor),
      formatMinor(taxMinor),
      formatMinor(booking.grossMinor),
      booking.currency ?? 'EUR',
      asText(booking.documentLink ?? ''),
    ];
  });
  return '\ufeff' + stringify([COLUMNS, ...rows], { record_delimiter: 'windows' });
}
