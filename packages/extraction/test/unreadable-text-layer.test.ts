import { sampleInvoices } from '@procure/fixtures/invoices';
import { BASELINE_TRAITS, layoutOfSample, renderLayoutPdf } from '@procure/fixtures/layouts';
import { afterAll, describe, expect, it } from 'vitest';
import { extractInvoice, terminateOcr } from '../src/index.js';
import { judgeTextLayer, UNREADABLE_SCORE } from '../src/pdf/unreadable-text.js';
import type { Token } from '../src/types.js';
import { expectReadByOcr, pageTokens } from './helpers/layout-pdf.js';

afterAll(async () => {
  await terminateOcr();
});

const NO_TEXT_MAP = { ...BASELINE_TRAITS, producer: 'no-text-map' } as const;

const words = (texts: string[]): Token[] =>
  texts.map((text, i) => ({ text, page: 1, x: 0, y: i * 12, width: 50, height: 9 }));

describe('judging a text layer', () => {
  it('finds the glyph ids of fonts without a text map unreadable, and every sample layout readable', async () => {
    const invoice = layoutOfSample(sampleInvoices()[1]!);
    const [garbage] = await pageTokens(await renderLayoutPdf(invoice, NO_TEXT_MAP));
    expect(judgeTextLayer(garbage!).unreadable).toBe(true);
    for (const [i, sample] of sampleInvoices().entries()) {
      const bytes = await renderLayoutPdf(layoutOfSample(sample), BASELINE_TRAITS, { variant: i });
      for (const page of await pageTokens(bytes)) {
        const judged = judgeTextLayer(page);
        expect(judged.score, sample.id).toBeLessThan(UNREADABLE_SCORE / 10);
        expect(judged.unreadable).toBe(false);
      }
    }
  });

  it('reads abbreviations, codes, other scripts and rules of dashes as text', () => {
    const page = words([
      'Rechnung Nr. 4711 vom 05.03.2018',
      'MwSt. 19 % Str. Hbf kg St',
      'Číslo Zboží daňový doklad',
      'Счёт-фактура № 12 οδός 3 請求書',
      '------------------------------ ==========',
      'IBAN DE34 7007 0010 0156 9193 01 BIC DEUTDEMMXXX',
    ]);
    expect(judgeTextLayer(page)).toMatchObject({ unreadable: false, score: 0 });
  });

  it('does not judge a page of a few characters (the scan test does)', () => {
    expect(judgeTextLayer(words(['\u0001\u0002\u0003'])).unreadable).toBe(false);
  });
});

describe('a page printed in fonts without a text map', () => {
  it(
    'is read by OCR: its number, total and line amounts come out right',
    { timeout: 120_000 },
    async () => {
      const sample = sampleInvoices()[0]!;
      const invoice = layoutOfSample(sample);
      const result = await extractInvoice(
        await renderLayoutPdf(invoice, NO_TEXT_MAP),
        'application/pdf',
        {
          timeoutMsPerPage: 100_000,
        },
      );
      expectReadByOcr(result, invoice);
      // No garbage token survives: every word the result carries is OCR's.
      expect(result.words.every((w) => !/\p{Cc}/u.test(w.text))).toBe(true);
    },
  );

  it(
    'counts towards the OCR page limit and leaves the pages past it unread',
    { timeout: 120_000 },
    async () => {
      const invoice = layoutOfSample(sampleInvoices()[0]!);
      const bytes = await renderLayoutPdf(invoice, { ...NO_TEXT_MAP, pages: 'continued' });
      expect((await pageTokens(bytes)).length).toBe(2);
      const result = await extractInvoice(bytes, 'application/pdf', {
        maxOcrPages: 1,
        timeoutMsPerPage: 100_000,
      });
      expect(result.warnings).toContain(
        'Page 1: the text layer cannot be read (fonts without a text map); read by OCR',
      );
      expect(result.warnings).toContain(
        'Page 2 was not read: OCR reads at most 1 scanned pages of a document',
      );
      expect(result.unread_pages?.pages).toEqual([2]);
      expect(result.source).toBe('ocr');
      expect(result.words.every((w) => w.page === 1)).toBe(true);
    },
  );
});
