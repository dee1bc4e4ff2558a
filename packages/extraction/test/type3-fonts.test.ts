import { sampleInvoices } from '@procure/fixtures/invoices';
import {
  BASELINE_TRAITS,
  layoutOfSample,
  renderLayoutPdf,
  TRAIT_VALUES,
  type LayoutTraits,
} from '@procure/fixtures/layouts';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, terminateOcr } from '../src/index.js';
import { judgeTextLayer, SHAPELESS_SCORE } from '../src/pdf/unreadable-text.js';
import type { Token } from '../src/types.js';
import { expectReadAsPrinted, expectReadByOcr, pageTokens } from './helpers/layout-pdf.js';

afterAll(async () => {
  await terminateOcr();
});

/** Type 3 fonts (glyphs drawn by content procedures, no /ToUnicode) named by standard names, or
 * by invented names numbered by first use (docs/decisions.md, "Type 3 fonts and invented glyph
 * names"). */
const TYPE3: LayoutTraits = { ...BASELINE_TRAITS, producer: 'type3' };
const INVENTED: LayoutTraits = { ...BASELINE_TRAITS, producer: 'glyph-names' };

const firstPageTokens = async (bytes: Uint8Array): Promise<Token[]> =>
  (await pageTokens(bytes))[0] ?? [];

describe('a page printed in Type 3 fonts', () => {
  it('is printed the same on every run', async () => {
    const invoice = layoutOfSample(sampleInvoices()[0]!);
    for (const traits of [TYPE3, INVENTED]) {
      const [a, b] = [
        await renderLayoutPdf(invoice, traits),
        await renderLayoutPdf(invoice, traits),
      ];
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    }
  });

  it('with standard glyph names (or uniXXXX) is read as text: number, total and lines', async () => {
    for (const variant of [0, 1]) {
      const sample = sampleInvoices()[variant]!;
      const invoice = layoutOfSample(sample);
      const result = await extractInvoice(
        await renderLayoutPdf(invoice, TYPE3, { variant }),
        'application/pdf',
      );
      expect(result.source, sample.id).toBe('text');
      expectReadAsPrinted(result, invoice, sample.id);
    }
  });

  it('with invented glyph names is judged unreadable in each naming, as control characters, punctuation or letters', async () => {
    for (const [i, sample] of sampleInvoices().entries()) {
      // Names g3…, glyph33…, G41…, and c65… with the space kept (letters for letters in words).
      for (const variant of [0, 1, 2, 3]) {
        const font = TRAIT_VALUES.font[i % TRAIT_VALUES.font.length]!;
        const bytes = await renderLayoutPdf(
          layoutOfSample(sample),
          { ...INVENTED, font },
          {
            variant: variant + 4 * i,
          },
        );
        const judged = judgeTextLayer(await firstPageTokens(bytes));
        expect(judged.unreadable, `${sample.id} variant ${variant}`).toBe(true);
      }
    }
  });

  it(
    'with invented glyph names is read by OCR: number, total and line amounts',
    { timeout: 120_000 },
    async () => {
      const invoice = layoutOfSample(sampleInvoices()[0]!);
      // Variant 2: names "G41"… over codes from "A", which pdfjs answers as letters and brackets.
      const result = await extractInvoice(
        await renderLayoutPdf(invoice, INVENTED, { variant: 2 }),
        'application/pdf',
        { timeoutMsPerPage: 100_000 },
      );
      expectReadByOcr(result, invoice);
    },
  );
});

describe('the shape of words', () => {
  const page = (texts: string[]): Token[] =>
    texts.map((text, i) => ({ text, page: 1, x: 0, y: i * 12, width: 50, height: 9 }));

  it('reads what invoices print as shaped words', () => {
    const judged = judgeTextLayer(
      page([
        'Invoice no.:DE946280061 Amtl.-Kennz.: (870)-931-0505 n°562044387 N° 12:30',
        'GWDSTG-DIN976-A-4.8-(A2K)-M10X1000 1.299,99€ -12.00 „Preis“ Tax(%) *Note /2017',
        'http://www.free.fr/assistance/ info@example.com l’article ci−dessous Liefer- §19 Gen®',
        'MwSt GmbH PayPal USt-IdNr MicroSDHC iDEAL iPhone McDonald',
      ]),
    );
    expect(judged).toMatchObject({ unreadable: false, shapeless: 0 });
  });

  it('finds a page of letters standing for other letters, without figures, unreadable', () => {
    // A cipher of the sample's page: its figures are letters too, and few letters are vowels.
    const cipher = page([
      'ABCDEFGHI JCKILCM NHOP NHQBGOL NHQBGOL HRSTLCU NAVWXYXZWYYZX NHQBGOL IKDLU',
      'XYXZWYZWYZ KSBRHDM GHU cDd bCGOL MLCQGOLM gKCOE hX hijYYPYY LkbLHMLM mKHHRK',
      'ALD KSBRHD qihhXPZp Y r YPYY qihhXPZp IRL qihhXPZp sKfL h t h JBDK ZhXP',
    ]);
    expect(judgeTextLayer(cipher)).toMatchObject({ figures: 0, unreadable: true });
    // The same words in plain letters, or with one figure, are not judged by their vowels.
    const prose = page([
      'Northwind Traders Inc. Invoice number Due date All amounts in USD'.repeat(3),
    ]);
    expect(judgeTextLayer(prose).unreadable).toBe(false);
    expect(judgeTextLayer([...cipher, ...page(['12.50'])]).unreadable).toBe(false);
  });

  it('finds marks between letters and figures and capitals inside lower case shapeless', () => {
    const judged = judgeTextLayer(
      page(['9:9;8::;9 "#$%&\'()*!+$,*-$.!/)01 OIRCHPMAISTUMDVAOBWXYZY[XZZ[Y aIHEAcDHPM']),
    );
    expect(judged.shapeless).toBeGreaterThanOrEqual(SHAPELESS_SCORE);
    expect(judged.unreadable).toBe(true);
  });
});
