import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  DatevExportError,
  splitGross,
  writeDatevBuchungsstapel,
  writeJournalCsv,
  type DatevBatch,
  type InvoiceBooking,
} from '../src';

const batch: DatevBatch = {
  consultantNumber: 1001,
  clientNumber: 1,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  from: '2026-11-01',
  to: '2026-11-30',
  label: 'Procure Rechnungen 11/2026',
  createdAt: '20261127183000123',
  exportedBy: 'Procure',
  chartOfAccounts: '03',
  taxKeys: { 1900: '9', 700: '8' },
};

const link = 'https://procure.example/invoices/42/document';
const line = (overrides: Partial<InvoiceBooking>): InvoiceBooking => ({
  date: '2026-11-05',
  invoiceNumber: 'RE-2026/4711',
  vendorAccount: '70001',
  glAccount: '4930',
  costCenter: 'KST100',
  taxRateBasisPoints: 1900,
  grossMinor: 119_00,
  documentLink: link,
  text: 'Müller & Söhne "Büro"',
  ...overrides,
});

const bookings = [
  line({}),
  line({ grossMinor: 238_00 }),
  line({ taxRateBasisPoints: 700, grossMinor: 10_70 }),
  line({ invoiceNumber: 'GS-17', grossMinor: -59_50, date: '2026-11-30', costCenter: undefined }),
];

describe('DATEV Buchungsstapel', () => {
  const file = writeDatevBuchungsstapel(batch, bookings);
  const lines = iconv.decode(file, 'win1252').split('\r\n');

  it('is Windows-1252 with CRLF line ends', () => {
    expect(file.includes(Buffer.from('Müller', 'latin1'))).toBe(true);
    expect(file.includes(Buffer.from('Müller', 'utf8'))).toBe(false);
    expect(lines.at(-1)).toBe('');
  });

  it('reads back line by line: header, column headings, one booking per tax rate', () => {
    const header = lines[0]!.split(';');
    expect(header).toHaveLength(31);
    expect(header.slice(0, 6)).toEqual([
      '"EXTF"',
      '700',
      '21',
      '"Buchungsstapel"',
      '13',
      '20261127183000123',
    ]);
    expect(header.slice(10, 16)).toEqual(['1001', '1', '20260101', '4', '20261101', '20261130']);
    expect(header[21]).toBe('"EUR"');
    expect(header[26]).toBe('"03"');

    const [headings, ...rows] = parse(lines.slice(1).join('\r\n'), {
      delimiter: ';',
      relax_column_count: false,
    }) as string[][];
    expect(headings).toHaveLength(38);
    expect(headings![0]).toBe('Umsatz (ohne Soll/Haben-Kz)');
    expect(headings![36]).toBe('KOST1 - Kostenstelle');
    expect(rows).toHaveLength(3);
    const column = (row: string[] | undefined, name: string) => row![headings!.indexOf(name)];
    const [first, second, credit] = rows;
    expect(column(first, 'Umsatz (ohne Soll/Haben-Kz)')).toBe('357,00');
    expect(column(first, 'Soll/Haben-Kennzeichen')).toBe('S');
    expect(column(first, 'Konto')).toBe('4930');
    expect(column(first, 'Gegenkonto (ohne BU-Schlüssel)')).toBe('70001');
    expect(column(first, 'BU-Schlüssel')).toBe('9');
    expect(column(first, 'Belegdatum')).toBe('0511');
    expect(column(first, 'Belegfeld 1')).toBe('RE-2026/4711');
    expect(column(first, 'Buchungstext')).toBe('Müller & Söhne "Büro"');
    expect(column(first, 'Beleglink')).toBe(link);
    expect(column(first, 'KOST1 - Kostenstelle')).toBe('KST100');
    expect(column(second, 'Umsatz (ohne Soll/Haben-Kz)')).toBe('10,70');
    expect(column(second, 'BU-Schlüssel')).toBe('8');
    expect(column(credit, 'Umsatz (ohne Soll/Haben-Kz)')).toBe('59,50');
    expect(column(credit, 'Soll/Haben-Kennzeichen')).toBe('H');
    expect(column(credit, 'Belegdatum')).toBe('3011');
    expect(column(credit, 'KOST1 - Kostenstelle')).toBe('');
  });

  it('keeps a record on one line and a batch within one fiscal year', () => {
    const twoLines = writeDatevBuchungsstapel(batch, [line({ text: 'Zeile 1\r\nZeile 2' })]);
    expect(iconv.decode(twoLines, 'win1252').split('\r\n')).toHaveLength(4);
    const julyYear = {
      ...batch,
      fiscalYearStart: '2026-07-01',
      from: '2026-12-01',
      to: '2027-01-31',
    };
    expect(() => writeDatevBuchungsstapel(julyYear, [line({ date: '2027-01-15' })])).not.toThrow();
    expect(() => writeDatevBuchungsstapel({ ...julyYear, to: '2027-07-01' }, [])).toThrow(
      /to: A DATEV batch lies within one fiscal year/,
    );
  });

  it('names what DATEV would refuse and writes nothing', () => {
    const bad = [
      line({ date: '2026-12-01' }),
      line({ invoiceNumber: 'RE 4711 (Kopie)' }),
      line({ glAccount: '49A0', documentLink: 'x'.repeat(211) }),
    ];
    try {
      writeDatevBuchungsstapel({ ...batch, consultantNumber: 12 }, bad);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DatevExportError);
      expect((error as DatevExportError).issues.map((issue) => issue.field)).toEqual([
        'consultantNumber',
        'bookings[0].date',
        'bookings[1].invoiceNumber',
        'bookings[2].glAccount',
        'bookings[2].documentLink',
      ]);
    }
  });

  it('refuses accounts of the wrong length for the books, and leaves out bookings of 0,00', () => {
    try {
      writeDatevBuchungsstapel(batch, [line({ vendorAccount: '100001', glAccount: '49300' })]);
      expect.unreachable();
    } catch (error) {
      expect((error as DatevExportError).issues).toEqual([
        {
          field: 'bookings[0].vendorAccount',
          message: 'A creditor account has 5 digits in these books.',
        },
        { field: 'bookings[0].glAccount', message: 'A GL account has at most 4 digits here.' },
      ]);
    }
    const file = writeDatevBuchungsstapel(batch, [
      line({ grossMinor: 119_00 }),
      line({ invoiceNumber: 'RE-0', grossMinor: 0 }),
    ]);
    expect(iconv.decode(file, 'win1252').split('\r\n').filter(Boolean)).toHaveLength(3);
  });
});

describe('journal CSV', () => {
  it('writes one row per invoice, account, cost centre and tax rate with net and tax', () => {
    const csv = writeJournalCsv(bookings);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const rows = parse(csv.slice(1)) as string[][];
    expect(rows[0]).toEqual([
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
    ]);
    expect(rows.slice(1)).toEqual([
      [
        '2026-11-05',
        'RE-2026/4711',
        '70001',
        '4930',
        'KST100',
        '19.00',
        '300.00',
        '57.00',
        '357.00',
        'EUR',
        link,
      ],
      [
        '2026-11-05',
        'RE-2026/4711',
        '70001',
        '4930',
        'KST100',
        '7.00',
        '10.00',
        '0.70',
        '10.70',
        'EUR',
        link,
      ],
      [
        '2026-11-30',
        'GS-17',
        '70001',
        '4930',
        '',
        '19.00',
        '-50.00',
        '-9.50',
        '-59.50',
        'EUR',
        link,
      ],
    ]);
  });

  it('shows an invoice number that starts like a formula as text', () => {
    const rows = parse(
      writeJournalCsv([line({ invoiceNumber: '=HYPERLINK("x")' })]).slice(1),
    ) as string[][];
    expect(rows[1]![1]).toBe(`'=HYPERLINK("x")`);
  });

  it('splits gross into net and tax that add up, rounding half away from zero', () => {
    expect(splitGross(1_00, 1900)).toEqual({ netMinor: 84, taxMinor: 16 });
    expect(splitGross(-1_00, 1900)).toEqual({ netMinor: -84, taxMinor: -16 });
    expect(splitGross(10_00, 0)).toEqual({ netMinor: 10_00, taxMinor: 0 });
  });
});
