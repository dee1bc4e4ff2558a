import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { completeSdn, isTitleText, mendSdnBhd } from '../src/fields/vendor-patterns.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

/*
 * A receipt's merchant name as OCR misreads it (issue 23 §2): a legal form with a confused
 * letter, a Berhad lost at the line's end, specks before the name, a two-name title over the
 * customer's block.
 */

type Rows = Array<Array<[number, string]>>;
const vendorOf = (rows: Rows) =>
  extractHeader(buildLines(layoutTokens(rows)), 'ocr', null).vendor_name?.value;

/** A receipt's items and payment, under its heading. */
const body: Rows = [
  ...['ROTI PUTIH', 'ROTI GANDUM', 'BUN KELAPA'].map((item): Array<[number, string]> => [
    [20, item],
    [200, '4.00'],
  ]),
  [
    [20, 'TOTAL'],
    [200, '12.00'],
  ],
  ...Array.from({ length: 10 }, (): Rows[number] => []),
  [[60, 'Thank you, please come again']],
];

/** A bakery's adjustment note to a shop: its name and address above the title, the shop under it. */
const supplierNote = (supplier: string, shop: string, title = 'TAX INVOICE'): Rows => [
  [[40, supplier]],
  [[60, 'Lot 3, Jalan Pelabur 23/1,']],
  [[60, '40300 Shah Alam, Selangor.']],
  [[60, 'Tel: 03 55423228']],
  [[60, title]],
  [[40, 'Cash Inv No.: 7724F717']],
  [[40, shop]],
  [[40, 'GROUND FLOOR, NO. 4 & 6,']],
  [[40, '47500 SUBANG JAYA, SELANGOR']],
  ...body,
];

describe('a legal form OCR misread', () => {
  it('"SDN BID", "SON BHD": one word exact beside one a letter off is Sendirian Berhad', () => {
    expect(mendSdnBhd('GARDENIA BAKERIES (KL) SDN BID (139386 X)')).toBe(
      'GARDENIA BAKERIES (KL) SDN BHD (139386 X)',
    );
    expect(mendSdnBhd('MAKASSAR FRESH MARKET SON BHD')).toBe('MAKASSAR FRESH MARKET SDN BHD');
    expect(mendSdnBhd('Anzel Advertising Sdn Bho.')).toBe('Anzel Advertising Sdn Bhd.');
    // Both words off, or neither: no evidence of the legal form, or nothing to mend.
    expect(mendSdnBhd('SUN BID')).toBe('SUN BID');
    expect(mendSdnBhd('SWC ENTERPRISE SDN BHD')).toBe('SWC ENTERPRISE SDN BHD');
  });

  it('marks the supplier above the title as a company, over the customer under it', () => {
    expect(
      vendorOf(supplierNote('ROTI SEGAR BAKERIES (KL) SDN BID (139386 X)', 'KEDAI RUNCIT SON BHD')),
    ).toBe('ROTI SEGAR BAKERIES (KL) SDN BHD');
  });
});

describe('a title naming the document twice', () => {
  it('"TAX INVOICE / ADJUSTMENT NOTE" is a title; its first part names the document', () => {
    expect(isTitleText('TAX INVOICE / ADJUSTMENT NOTE')).toBe(true);
    expect(isTitleText('Invoice / Receipt')).toBe(true);
    expect(isTitleText('Kedai Runcit / Pasar Mini')).toBe(false);
    expect(isTitleText('Payment of invoices / credit notes by bank transfer within 30 days')).toBe(
      false,
    );
  });
});

describe('a Berhad lost at the end of the name', () => {
  it('completes Sendirian at the line end and sets a glued legal form apart', () => {
    expect(completeSdn('BEMED(SP)SDN.')).toBe('BEMED(SP) SDN. BHD.');
    expect(completeSdn('Kedai Maju Sdn')).toBe('Kedai Maju Sdn Bhd');
    // A name wrapped before its Berhad keeps the next line's.
    expect(completeSdn('KEDAI MAJU SDN', 'BHD (12345-X)')).toBe('KEDAI MAJU SDN');
    expect(completeSdn('SDN MAJU TRADING')).toBe('SDN MAJU TRADING');
  });

  it('reads the name without the specks OCR put before it', () => {
    const rows: Rows = [
      [[80, '. BEMED(SP)SDN.']],
      [[60, 'No.49, Jalan Dinar G U3/G,']],
      [[60, '40150 Shah Alam, Selangor']],
      [[60, 'GST Reg 001734164480']],
      [[60, 'CASH RECEIPT']],
      ...body,
    ];
    expect(vendorOf(rows)).toBe('BEMED(SP) SDN. BHD.');
    // A name with no legal form, read from its place alone, is cleaned the same way.
    expect(vendorOf([[[80, '. KEDAI MAKAN SRI MELATI']], ...rows.slice(1)])).toBe(
      'KEDAI MAKAN SRI MELATI',
    );
  });

  it('a name wrapped before its Berhad is read whole once', () => {
    const rows: Rows = [
      [[60, 'KEDAI RUNCIT MAJU JAYA SDN']],
      [[60, 'BHD (123456-X)']],
      [[60, 'No 12, Jalan Bunga Raya 3']],
      [[60, '43000 Kajang, Selangor']],
      [[60, 'TAX INVOICE']],
      ...body,
    ];
    expect(vendorOf(rows)).toMatch(/^KEDAI RUNCIT MAJU JAYA SDN BHD$/);
  });
});
