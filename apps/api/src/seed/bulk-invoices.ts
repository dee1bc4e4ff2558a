import type { Db } from '../db/connect';
import { bulkInsert, nowIso, syncIdSequence } from '../db/dialect';
import { inTransaction } from '../db/transaction';
import { recountInvoices } from '../repositories/invoice-list-counts';
import { invoiceTerms, termRows } from '../repositories/search-terms';

const VENDORS = [
  'Kaveri Packaging Solutions',
  'Müller Bürotechnik GmbH',
  'Northwind Traders Inc.',
  'Sharma Electricals Pvt Ltd',
  'Atelier Bernard et Fils',
  'Thames Stationery Ltd',
  'Bakker Schoonmaak B.V.',
] as const;
const CURRENCIES = ['INR', 'EUR', 'USD', 'GBP'] as const;
// Mostly extracted and waiting for review; some on hold, a few failed.
const EXTRACTION = ['extracted', 'extracted', 'extracted', 'extracted', 'hold', 'failed'] as const;
const PAYMENT = ['pending', 'pending', 'paid', 'overdue', 'partial'] as const;
const APPROVAL = ['pending', 'under_review', 'approved', 'rejected'] as const;
const TAB = { pending: 'draft', under_review: 'draft', approved: 'active', rejected: 'reject' };
const CHUNK = 5_000;

/** Synthetic invoices for benchmarks: `count` rows in every status, written in one transaction
 * with multi-row inserts, and the list's counts counted again. They point at no stored file
 * (doc_id is a made-up key) and have no lines: the list reads neither. */
export async function insertBulkInvoices(db: Db, count: number) {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const first =
      ((
        await trx
          .selectFrom('invoices')
          .select((e) => e.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max as number | null) ?? 0;
    for (let from = 1; from <= count; from += CHUNK) {
      const rows = [];
      for (let i = from; i < Math.min(from + CHUNK, count + 1); i += 1) {
        const id = first + i;
        const extraction = EXTRACTION[i % EXTRACTION.length]!;
        const failed = extraction === 'failed';
        const approval = failed ? 'pending' : APPROVAL[i % APPROVAL.length]!;
        const number = failed ? null : `BINV-${String(id).padStart(7, '0')}`;
        const vendor = failed ? null : VENDORS[i % VENDORS.length]!;
        const month = String(1 + (i % 12)).padStart(2, '0');
        const day = String(1 + (i % 28)).padStart(2, '0');
        rows.push({
          id,
          doc_id: `bulk-${id}`,
          sha256: `bulk-${id}`,
          invoice_number: number,
          number_key: number?.toLowerCase().replace(/[^a-z0-9]/g, '') ?? null,
          vendor_name: vendor,
          vendor_key: vendor ? `n:${vendor.toLowerCase()}` : null,
          total_cents: failed ? null : 1_000 + ((i * 7_919) % 5_000_000),
          currency: failed ? null : CURRENCIES[i % CURRENCIES.length]!,
          invoice_date: failed ? null : `2025-${month}-${day}`,
          due_date: failed ? null : `2026-${month}-${day}`,
          extraction_status: extraction,
          workflow_status: failed ? 'failed' : extraction === 'hold' ? 'hold' : 'pending',
          payment_status: PAYMENT[i % PAYMENT.length]!,
          approval_status: approval,
          tab: TAB[approval],
          remarks: failed ? 'Document could not be read' : null,
          upload_remarks: null,
          fields: '{}',
          extraction_source: failed ? null : 'text',
          extraction_error: failed ? 'Document could not be read' : null,
          extraction_warnings: '[]',
          duplicate_of: null,
          duplicate_reason: null,
          vendor_id: null,
          vendor_match_score: null,
          vendor_match_by: null,
          po_id: null,
          created_by: null,
          created_at: now,
          updated_at: now,
          extracted_at: failed ? null : now,
        });
      }
      await bulkInsert(trx, 'invoices', Object.keys(rows[0]!) as never, rows);
      await bulkInsert(
        trx,
        'search_terms',
        ['entity', 'field', 'term', 'entity_id'],
        rows.flatMap((r) =>
          termRows('invoice', r.id, invoiceTerms(r.invoice_number, r.vendor_name)),
        ),
      );
    }
    await syncIdSequence(trx, 'invoices');
    await recountInvoices(trx);
  });
}
