import { describe, expect, it } from 'vitest';
import { extractHeader } from '../src/fields/header.js';
import { buildLines } from '../src/layout/lines.js';
import { layoutTokens } from './helpers/layout.js';

/** Hand-made layouts for the vendor rules: the buyer's name is always more prominent than a naive reader wants. */
const vendorOf = (rows: Array<Array<[number, string]>>) => {
  const v = extractHeader(buildLines(layoutTokens(rows)), 'text', null).vendor_name;
  return v ? { value: v.value, confidence: v.confidence } : null;
};

const blank = (n: number): Array<Array<[number, string]>> => Array.from({ length: n }, () => []);

describe('vendor rules', () => {
  it('the holder of the bank account to pay is the vendor, not the addressee printed on top', () => {
    const v = vendorOf([
      [[380, 'MERIDIAN FOODS']],
      [[380, '12 Harbour Lane']],
      [[380, 'Leeds LS1 4AB']],
      [[50, 'Invoice No. 7781']],
      [[50, 'Date: 02/03/2024']],
      [
        [330, 'Total'],
        [440, '£ 80.00'],
      ],
      [[50, 'Payment by transfer, account holder: Pennine Print Works']],
    ]);
    expect(v?.value).toBe('Pennine Print Works');
    expect(v?.confidence).toBeLessThan(0.9);
  });

  it('a name alone above the footer registration mentions is the issuer', () => {
    const v = vendorOf([
      [[380, 'QUAYSIDE GALLERY']],
      [[380, '4 Dock Road']],
      [[50, 'Rechnung Nr. 55-12']],
      [
        [330, 'Summe'],
        [440, '80,00 €'],
      ],
      ...blank(30),
      [[220, 'Lindenholz']],
      [[120, 'Registergericht Kassel, HRB 4471, Geschäftsführer: P. Abel']],
    ]);
    expect(v?.value).toBe('Lindenholz');
  });

  it('a footer name needs registration mentions under it: a lone closing word is not a vendor', () => {
    const v = vendorOf([
      [[50, 'Orchard Lane Bakery Ltd']],
      [
        [330, 'Total'],
        [440, '$ 12.00'],
      ],
      ...blank(30),
      [[220, 'Thank you']],
      [[120, 'See you soon at the market']],
    ]);
    expect(v?.value).toBe('Orchard Lane Bakery Ltd');
  });

  it('of two company names, the one whose e-mail host spells it wins', () => {
    const v = vendorOf([
      [[380, 'Fenwick Holdings Ltd']],
      [[50, 'Tallis Acoustics Ltd']],
      [[50, 'accounts@tallisacoustics.co.uk']],
      [[50, 'Invoice No. 301']],
      [
        [330, 'Total'],
        [440, '£ 80.00'],
      ],
    ]);
    expect(v?.value).toBe('Tallis Acoustics Ltd');
  });

  it('"Bill from" names the vendor even when "Bill to" comes first', () => {
    const v = vendorOf([
      [
        [50, 'Bill To'],
        [330, 'Bill From'],
      ],
      [
        [50, 'Harrow Dental Group'],
        [330, 'Sparrow Cleaning Co'],
      ],
      [
        [50, '1 Main St'],
        [330, '77 Elm Rd'],
      ],
      [
        [330, 'Total'],
        [440, '$ 50.00'],
      ],
    ]);
    expect(v?.value).toBe('Sparrow Cleaning Co');
  });

  it('the block under a "From" heading is the vendor, the "To" block is not', () => {
    const v = vendorOf([
      [
        [50, 'To:'],
        [330, 'From:'],
      ],
      [
        [50, 'Westbrook Clinic'],
        [330, 'Kestrel Linen Supply'],
      ],
      [
        [50, '9 Hill Rd'],
        [330, '40 Mill St'],
      ],
      [
        [330, 'Total'],
        [440, '$ 50.00'],
      ],
    ]);
    expect(v?.value).toBe('Kestrel Linen Supply');
  });

  it('"From" inside a sentence or before a date, or words merely starting like a heading, are no sender', () => {
    const v = vendorOf([
      [[50, 'Granite & Slate Studio Ltd']],
      [[50, 'Service period from 01.05.2024 to 31.05.2024']],
      [[50, 'From: 01.05.2024']],
      [[50, 'Delivery: Courier']],
      [[50, 'Vonage line: Standard']],
      [
        [330, 'Total'],
        [440, '£ 50.00'],
      ],
    ]);
    expect(v?.value).toBe('Granite & Slate Studio Ltd');
  });

  it('the one-line return address over a window envelope names the sender', () => {
    const v = vendorOf([
      [[50, 'Schreinerei Vogt · Lindenweg 3 · 34117 Kassel']],
      [[50, 'Frau Ilse Brandt']],
      [[50, 'Birkenallee 12']],
      [[50, '34119 Kassel']],
      [[330, 'Rechnung Nr. 2024-5']],
      [
        [330, 'Summe'],
        [440, '80,00 €'],
      ],
    ]);
    expect(v?.value).toBe('Schreinerei Vogt');
  });

  it('"vendu par" names the seller; a "GmbH & Co. KG" keeps its whole legal form', () => {
    expect(
      vendorOf([
        [
          [50, 'Commande 4471, vendu par Atelier Brisson'],
          [400, 'Facture'],
        ],
        [
          [330, 'Total TTC'],
          [440, '50,00 €'],
        ],
      ])?.value,
    ).toBe('Atelier Brisson');
    expect(
      vendorOf([
        [[50, 'Rheinauer Metallbau GmbH & Co. KG']],
        [
          [330, 'Gesamtbetrag'],
          [440, '80,00 €'],
        ],
      ])?.value,
    ).toBe('Rheinauer Metallbau GmbH & Co. KG');
  });

  it('a company under an "Invoice address" or "Recipient" heading is the buyer', () => {
    const v = vendorOf([
      [[50, 'Copperleaf Design']],
      [
        [50, 'Invoice address'],
        [330, 'Recipient'],
      ],
      [
        [50, 'Northgate Retail Ltd'],
        [330, 'Harbourside Cafe LLC'],
      ],
      [
        [330, 'Total'],
        [440, '$ 50.00'],
      ],
    ]);
    expect(v?.value).toBe('Copperleaf Design');
  });

  it('without other evidence, the largest print among the first lines is the vendor, not a small line above it', () => {
    const tokens = layoutTokens([
      [[50, 'Duplicate copy']],
      [],
      [[50, 'Invoice No. 88']],
      [
        [330, 'Total'],
        [440, '$ 50.00'],
      ],
    ]);
    tokens.push({ text: 'Larkspur Events', page: 1, x: 50, y: 58, width: 160, height: 18 });
    // An identifier in even larger print is no name.
    tokens.push({ text: '# order_ref_7', page: 1, x: 50, y: 120, width: 180, height: 22 });
    const v = extractHeader(buildLines(tokens), 'text', null).vendor_name;
    expect(v?.value).toBe('Larkspur Events');
    expect(v?.confidence).toBeLessThan(0.6);
  });

  it('a name printed again in the buyer block is the customer, even at the top of the page', () => {
    const v = vendorOf([
      [[380, 'Orchid Holdings Ltd']],
      [[50, 'Invoice No. 5120']],
      [[50, 'Customer:']],
      [[50, 'Orchid Holdings Ltd']],
      [
        [330, 'Total'],
        [440, '£ 50.00'],
      ],
      [[50, 'Please make cheques payable to: Tamsin Web Studio']],
    ]);
    expect(v?.value).toBe('Tamsin Web Studio');
  });
});
