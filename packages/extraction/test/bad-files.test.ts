import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { afterAll, describe, expect, it } from 'vitest';
import {
  extractInvoice,
  ExtractionError,
  terminateOcr,
  type ExtractionErrorCode,
} from '../src/index.js';
import { passwordProtectedPdf } from './helpers/hand-made-pdfs.js';

afterAll(async () => {
  await terminateOcr();
});

async function failure(
  bytes: Uint8Array,
  contentType: string,
  options = {},
): Promise<ExtractionErrorCode> {
  try {
    await extractInvoice(bytes, contentType, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ExtractionError);
    return (error as ExtractionError).code;
  }
  throw new Error('expected extraction to fail');
}

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

describe('bad input gives a typed error, never a crash or a hang', () => {
  it('empty file', async () => {
    expect(await failure(new Uint8Array(), 'application/pdf')).toBe('empty');
  });

  it('a text file sent as PDF', async () => {
    expect(await failure(enc('hello, this is not a pdf'), 'application/pdf')).toBe('corrupt');
  });

  it('a file type we do not read', async () => {
    expect(await failure(enc('PK\u0003\u0004 zip'), 'application/zip')).toBe('unsupported');
    expect(await failure(enc('<html></html>'), 'text/html')).toBe('unsupported');
  });

  it('a truncated PDF', async () => {
    const whole = await renderInvoicePdf(sampleInvoices()[0]!);
    expect(await failure(whole.slice(0, 200), 'application/pdf')).toBe('corrupt');
  });

  it('a PDF header followed by garbage', async () => {
    expect(await failure(enc('%PDF-1.7\n' + 'x'.repeat(500)), 'application/pdf')).toBe('corrupt');
  });

  it('a password-protected PDF', async () => {
    expect(await failure(passwordProtectedPdf(), 'application/pdf')).toBe('encrypted');
  });

  it('a PNG signature with broken data', async () => {
    expect(
      await failure(
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
        'image/png',
      ),
    ).toBe('corrupt');
  });

  it('work that exceeds the time bound per page', async () => {
    const pdf = await renderInvoicePdf(sampleInvoices()[0]!);
    expect(await failure(pdf, 'application/pdf', { timeoutMsPerPage: 0 })).toBe('timeout');
  });
});
