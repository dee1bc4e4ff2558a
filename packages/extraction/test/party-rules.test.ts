import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

type Rows = Array<Array<[number, string]>>;
const vendorOf = (rows: Rows) =>
  extractHeader(buildLines(layoutTokens(rows)), 'text', null).vendor_name?.value ?? null;
const blank = (n: number): Rows => Array.from({ length: n }, () => []);

describe('seller vs buyer', () => {
  it('the return line over the address window is the seller; the block under it is the buyer', () => {
    expect(
      vendorOf([
        [[70, 'Harbour Tools Ltd. · 9 Quay Street · M1 1AA Manchester']],
        [
          [70, 'Northwind Corp.'],
          [340, 'Invoice Number:'],
          [450, 'INV-1'],
        ],
        [
          [70, 'Jane Doe'],
          [340, 'Invoice Date:'],
          [450, 'October 1, 2023'],
        ],
        [[70, '10 Main Road']],
        [[70, 'D02 XA00 Dublin']],
      ]),
    ).toBe('Harbour Tools Ltd.');
  });

  it("a name in the top half that the sender's own mail host spells is the seller", () => {
    expect(
      vendorOf([
        [[57, 'Invoice 1042']],
        [
          [57, 'Fabrikam Corporation'],
          [500, 'LUMEN DE'],
        ],
        [
          [57, 'Station Road 21'],
          [500, 'Hofstraße 12'],
        ],
        [
          [57, '48436 Düsseldorf'],
          [500, '20097 Hamburg'],
        ],
        ...blank(10),
        [
          [57, 'VAT Registration No.'],
          [440, 'Email'],
        ],
        [
          [57, 'DE777777777'],
          [440, 'info@lumen.com'],
        ],
      ]),
    ).toBe('LUMEN DE');
  });

  it('a supplier heading takes the name under it, not the heading beside it', () => {
    expect(
      vendorOf([
        [
          [270, 'Faktura'],
          [440, 'Číslo:'],
          [520, 'FV-1/2024'],
        ],
        [
          [57, 'DODAVATEL:'],
          [272, 'DODACÍ ADRESA:'],
          [477, 'Zákaznické'],
        ],
        [
          [57, 'Novák Trading'],
          [289, 'Odběratel Jedna'],
        ],
        [[57, 'Dlouhá 1']],
      ]),
    ).toBe('Novák Trading');
  });

  it('a closing "Your … Team" does not make the footer a buyer block', () => {
    expect(
      vendorOf([
        [[70, 'Globe Goods Inc. · 7 Commerce Street · M1 1AA Manchester']],
        [
          [70, 'Prime Tech Solutions'],
          [340, 'Invoice Number:'],
          [450, 'INV-2'],
        ],
        [[70, 'Your Service Team']],
        ...blank(12),
        [
          [43, 'Globe Goods Inc.'],
          [280, 'Globe Goods Inc.'],
        ],
        [
          [43, '7 Commerce Street'],
          [280, 'IBAN: GB99NWBK60161312345678'],
        ],
      ]),
    ).toBe('Globe Goods Inc.');
  });
});

describe('the issuer prints its registration under its name', () => {
  it('the name above a registration or tax number line is the seller (skipping address and country)', () => {
    expect(
      vendorOf([
        [[40, 'lee mei ling']],
        [[40, 'SUNRISE KOPI']],
        [[40, 'NO. 12, JALAN BESAR']],
        [[40, 'MALAYSIA']],
        [[40, 'GST ID: 000123456789']],
        ...blank(14),
        [[40, 'THANK YOU']],
      ]),
    ).toBe('SUNRISE KOPI');
  });
});
