/** Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so a time zone or a change to
 * summer time never moves a due date by a day. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as a UTC midnight, or null when it is not a real day (2027-02-29, 2026-13-01). */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

export const isIsoDate = (text: string) => parseIsoDate(text) !== null;

function requireDate(text: string): Date {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${text}`);
  return date;
}

export const formatIsoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Calendar days, not business days: the terms printed on invoices count calendar days. */
export function addDays(isoDate: string, days: number): string {
  const date = requireDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return formatIsoDate(date);
}

/** The last day of the date's month (29 February in a leap year). */
export function endOfMonth(isoDate: string): string {
  const date = requireDate(isoDate);
  return formatIsoDate(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/** ISO strings of real dates compare in calendar order. */
export const compareIsoDates = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function checkedIsoDate(text: string): string {
  requireDate(text);
  return text;
}
