import type { Db } from '../db/connect';
import type { Executor } from '../db/transaction';

/** A word as it is handed in: its page and box (the extractor's OCR token). */
export interface WordIn {
  text: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
/** A word as it is answered: text, page and box. */
export interface WordOut {
  text: string;
  page: number;
  box: { x: number; y: number; width: number; height: number };
}
type Stored = [text: string, x: number, y: number, width: number, height: number];

/** Rows of this many pages go in one insert (a page's words are one parameter). */
const PAGES_PER_INSERT = 200;
/** Boxes are kept to a tenth of a unit (a pixel or a PDF point): finer than any click. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** Replaces every word of the invoice with `words` (none: the invoice has none), in the
 * caller's transaction. */
export async function replaceInvoiceWords(
  trx: Executor,
  invoiceId: number,
  words: readonly WordIn[],
): Promise<void> {
  await trx.deleteFrom('invoice_words').where('invoice_id', '=', invoiceId).execute();
  const pages = new Map<number, Stored[]>();
  for (const word of words) {
    const text = word.text.trim();
    if (!text || !Number.isInteger(word.page) || word.page < 1) continue;
    const page = pages.get(word.page) ?? [];
    page.push([text, tenth(word.x), tenth(word.y), tenth(word.width), tenth(word.height)]);
    pages.set(word.page, page);
  }
  const rows = [...pages].map(([page, stored]) => ({
    invoice_id: invoiceId,
    page,
    words: JSON.stringify(stored),
  }));
  for (let start = 0; start < rows.length; start += PAGES_PER_INSERT)
    await trx
      .insertInto('invoice_words')
      .values(rows.slice(start, start + PAGES_PER_INSERT))
      .execute();
}

/** The words OCR read on an invoice's pages (migration 018), one row a page. */
export function createInvoiceWordsRepository(db: Db) {
  return {
    /** The invoice's words on `page`, or on every page (page order, then reading order). */
    async of(invoiceId: number, page?: number, executor: Executor = db): Promise<WordOut[]> {
      let query = executor
        .selectFrom('invoice_words')
        .select(['page', 'words'])
        .where('invoice_id', '=', invoiceId);
      if (page !== undefined) query = query.where('page', '=', page);
      const rows = await query.orderBy('page').execute();
      return rows.flatMap((row) =>
        (JSON.parse(row.words) as Stored[]).map(([text, x, y, width, height]) => ({
          text,
          page: row.page,
          box: { x, y, width, height },
        })),
      );
    },
  };
}
export type InvoiceWordsRepository = ReturnType<typeof createInvoiceWordsRepository>;
