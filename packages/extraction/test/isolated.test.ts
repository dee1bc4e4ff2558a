import { renderInvoicePdf, sampleInvoices } from '@procure/fixtures/invoices';
import { describe, expect, it, vi } from 'vitest';
import { extractInvoice, extractInvoiceIsolated, ExtractionError } from '../src/index.js';
import { createExtractionRunner } from '../src/isolated/index.js';
import { blankPdf } from './helpers/hand-made-pdfs.js';

async function codeOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return (error as ExtractionError).code;
}

describe('extractInvoiceIsolated', () => {
  it('answers what extractInvoice answers, from a worker thread', { timeout: 60_000 }, async () => {
    const pdf = await renderInvoicePdf(sampleInvoices()[0]!);
    const [isolated, direct] = await Promise.all([
      extractInvoiceIsolated(pdf, 'application/pdf'),
      extractInvoice(pdf, 'application/pdf'),
    ]);
    expect(isolated.fields).toEqual(direct.fields);
    expect(isolated.line_items).toEqual(direct.line_items);
    // The caller's bytes are copied, not moved into the worker.
    expect(pdf.byteLength).toBeGreaterThan(0);
  });

  it('keeps the typed error of a bad file', { timeout: 30_000 }, async () => {
    expect(await codeOf(extractInvoiceIsolated(new Uint8Array(), 'application/pdf'))).toBe('empty');
  });

  it('kills the work at the hard limit and answers timeout', { timeout: 30_000 }, async () => {
    // A page without text goes to OCR, which takes seconds; a 50 ms limit must cut it off.
    expect(
      await codeOf(extractInvoiceIsolated(blankPdf(), 'application/pdf', { timeoutMs: 50 })),
    ).toBe('timeout');
  });
});

describe('createExtractionRunner', () => {
  it(
    'reads document after document on one warm thread, then ends it when idle',
    { timeout: 120_000 },
    async () => {
      const runner = createExtractionRunner({ idleMs: 300 });
      try {
        const pdf = await renderInvoicePdf(sampleInvoices()[0]!);
        const first = await runner.extract(pdf, 'application/pdf');
        // A page without text goes to OCR: its worker stays in the thread for the next one.
        const scan = await runner.extract(blankPdf(), 'application/pdf', { timeoutMs: 100_000 });
        const again = await runner.extract(pdf, 'application/pdf');
        expect(scan.source).toBe('ocr');
        expect(again.fields).toEqual(first.fields);
        expect(runner.stats()).toEqual({ threads: 1, started: 1 });
        await vi.waitFor(() => expect(runner.stats().threads).toBe(0), { timeout: 10_000 });
        // The next document starts a new thread.
        expect((await runner.extract(pdf, 'application/pdf')).fields).toEqual(first.fields);
        expect(runner.stats()).toEqual({ threads: 1, started: 2 });
      } finally {
        await runner.close();
      }
    },
  );

  it(
    'kills a document at its limit and reads the next on a new thread',
    { timeout: 60_000 },
    async () => {
      const runner = createExtractionRunner();
      try {
        expect(await codeOf(runner.extract(blankPdf(), 'application/pdf', { timeoutMs: 50 }))).toBe(
          'timeout',
        );
        expect(runner.stats().threads).toBe(0);
        expect(await codeOf(runner.extract(new Uint8Array(), 'application/pdf'))).toBe('empty');
        expect(runner.stats()).toEqual({ threads: 1, started: 2 });
      } finally {
        await runner.close();
      }
    },
  );

  it('answers corrupt when its thread dies and starts a new one', { timeout: 60_000 }, async () => {
    // A thread capped far below what the engine needs dies while loading it. (Below ~6 MB,
    // Node 22 cannot even set the thread's heap up and ends the whole process instead.)
    const runner = createExtractionRunner({ resourceLimits: { maxOldGenerationSizeMb: 8 } });
    try {
      expect(await codeOf(runner.extract(blankPdf(), 'application/pdf'))).toBe('corrupt');
      expect(runner.stats().threads).toBe(0);
      expect(await codeOf(runner.extract(blankPdf(), 'application/pdf'))).toBe('corrupt');
      expect(runner.stats()).toEqual({ threads: 0, started: 2 });
    } finally {
      await runner.close();
    }
  });

  it('ends the work of an aborted document', { timeout: 60_000 }, async () => {
    const runner = createExtractionRunner();
    try {
      const controller = new AbortController();
      const work = runner.extract(blankPdf(), 'application/pdf', { signal: controller.signal });
      setTimeout(() => controller.abort(new Error('lease lost')), 50);
      await expect(work).rejects.toThrow('lease lost');
      expect(runner.stats().threads).toBe(0);
    } finally {
      await runner.close();
    }
  });

  it('queues documents beyond its threads and rejects them all at close', async () => {
    const runner = createExtractionRunner({ threads: 1 });
    const running = runner.extract(blankPdf(), 'application/pdf');
    const queued = runner.extract(blankPdf(), 'application/pdf');
    const outcomes = Promise.allSettled([running, queued]);
    expect(runner.stats().threads).toBe(1);
    await runner.close();
    for (const outcome of await outcomes) {
      expect(outcome.status).toBe('rejected');
      expect(String((outcome as PromiseRejectedResult).reason)).toContain('closed');
    }
    expect(runner.stats().threads).toBe(0);
    await expect(runner.extract(blankPdf(), 'application/pdf')).rejects.toThrow('closed');
  });
});
