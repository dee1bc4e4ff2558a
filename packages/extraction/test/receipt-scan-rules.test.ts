import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { extractInvoice, findDates, terminateOcr } from '../src/index.js';
import { prepareImage } from '../src/ocr/prepare-image.js';
import { keepOcrWord } from '../src/ocr/word-filter.js';
import { layoutTokens } from './helpers/layout.js';

afterAll(async () => {
  await terminateOcr();
});

type Rows = Array<Array<[number, string]>>;
const read = (rows: Rows) =>
  Object.fromEntries(
    Object.entries(extractHeader(buildLines(layoutTokens(rows)), 'ocr', null)).map(([k, v]) => [
      k,
      v?.value ?? null,
    ]),
  );
/** A receipt is long: its name sits in the top third. */
const tail: Rows = [...Array.from({ length: 12 }, (): Rows[number] => []), [[40, 'THANK YOU']]];

describe('OCR words on faint print', () => {
  it('keeps an unsure word shaped like a date or an amount, drops other unsure words', () => {
    expect(keepOcrWord('27/06/18', 19)).toBe(true);
    expect(keepOcrWord('152.00', 5)).toBe(true);
    expect(keepOcrWord('*7trraess', 0)).toBe(false);
    expect(keepOcrWord('UI3/G,', 14)).toBe(false);
    expect(keepOcrWord('Total', 91)).toBe(true);
  });
});

describe('receipt dates', () => {
  it('reads a date whose separator OCR doubled ("14--03-2018")', () => {
    expect(findDates('Date : 14--03-2018 10:06:20')[0]?.iso).toBe('2018-03-14');
  });

  it('reads a date glued to its label by a period, not one inside a longer number', () => {
    expect(findDates('CS00012441Date.28/12/2017')[0]?.iso).toBe('2017-12-28');
    expect(findDates('v1.2.03/04/2018').map((d) => d.iso)).not.toContain('2018-04-03');
  });

  it('a time printed with periods ("11.14.00") does not make dates month-first', () => {
    expect(
      read([
        [
          [40, 'Date'],
          [200, '05/02/2018'],
        ],
        [
          [40, 'Time:'],
          [200, '11.14.00'],
        ],
      ]).invoice_date,
    ).toBe('2018-02-05');
  });
});

describe('receipt names', () => {
  it('a heading printed with wide spacing is read as one name', () => {
    expect(
      read([
        [
          [40, 'SWC'],
          [70, 'ENTERPRISE'],
          [135, 'SDN'],
          [165, 'BHD'],
        ],
        [[40, '5-7, JALAN MAHAGONI 7/1']],
        ...tail,
      ]).vendor_name,
    ).toBe('SWC ENTERPRISE SDN BHD');
  });

  it('two names in columns far apart are not read as one', () => {
    expect(
      read([
        [
          [40, 'Tan Trading'],
          [400, 'Lim Hardware'],
        ],
        [[40, 'Lot 5, Jalan Test']],
        ...tail,
      ]).vendor_name,
    ).not.toBe('Tan Trading Lim Hardware');
  });

  it('a line of a bracketed branch and a legal form continues the name above', () => {
    expect(
      read([
        [[40, 'PASAR RAYA MEGA']],
        [[40, '(SEMENYIH) SDN BHD']],
        [[40, 'NO 24, JALAN PUSAT 4']],
        ...tail,
      ]).vendor_name,
    ).toBe('PASAR RAYA MEGA (SEMENYIH) SDN BHD');
  });

  it('a legal form set apart on the same line ends the name to its left', () => {
    expect(
      read([
        [
          [40, 'Anzel Signs'],
          [110, 'Sdn Bhd (758705-H)'],
        ],
        [[40, 'Unit 3, Jalan Pinang']],
        ...tail,
      ]).vendor_name,
    ).toBe('Anzel Signs Sdn Bhd');
  });

  it('"SB" (Sendirian Berhad) is a legal form ending a name before its registration number', () => {
    expect(
      read([
        [[40, 'THANK YOU FOR SHOPPING WITH US']],
        [[40, 'KEDAI BUKU RIANG SB(306255-X)']],
        ...tail,
      ]).vendor_name,
    ).toBe('KEDAI BUKU RIANG SB');
  });

  it('"cash & carry" ends a trading name', () => {
    expect(
      read([[[40, 'GOODS SOLD ARE NOT RETURNABLE']], [[40, 'SLX CASH & CARRY']], ...tail])
        .vendor_name,
    ).toBe('SLX CASH & CARRY');
  });
});

/** A made-up till receipt: a narrow strip, dark text on white, one column of lines. */
function receiptJpeg(): Uint8Array {
  const lines = [
    'KEDAI MAKAN SERI TEST',
    'NO 1, JALAN CONTOH 2/3',
    '',
    'TAX INVOICE',
    'Date : 12/03/2018  10:06',
    '',
    'NASI LEMAK        2   9.00',
    'TEH TARIK         2   4.40',
    '',
    'TOTAL           RM  13.40',
    'CASH                20.00',
    'CHANGE               6.60',
    '',
    'THANK YOU, PLEASE COME AGAIN',
  ];
  const canvas = createCanvas(460, 60 + lines.length * 60);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#222';
  ctx.font = '20px monospace';
  lines.forEach((text, i) => ctx.fillText(text, 20, 50 + i * 60));
  return new Uint8Array(canvas.toBuffer('image/jpeg'));
}

describe('receipt scans', () => {
  it('a narrow strip is read as a receipt (one block), a page as a page', async () => {
    expect((await prepareImage(receiptJpeg(), 'jpeg')).layout).toBe('receipt');
    const page = createCanvas(1240, 1754);
    const ctx = page.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 1240, 1754);
    expect((await prepareImage(new Uint8Array(page.toBuffer('image/png')), 'png')).layout).toBe(
      'page',
    );
  });

  it('reads a receipt scan', { timeout: 60_000 }, async () => {
    // A shared machine may be slow: the page timeout is not what this test is about.
    const result = await extractInvoice(receiptJpeg(), 'image/jpeg', { timeoutMsPerPage: 50_000 });
    expect(result.fields.invoice_date?.value).toBe('2018-03-12');
    expect(result.fields.total_amount?.value).toBe(13.4);
  });
});
