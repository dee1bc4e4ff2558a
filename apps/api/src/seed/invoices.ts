import { createHash, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  INVOICE_HEADER_FIELDS,
  type ExtractedFieldView,
  type FieldStatus,
} from '@procure/contract';
import type { DemoInvoice } from '@procure/fixtures';
import type { Db } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { enqueueJob } from '../jobs/queue';
import type { Repositories } from '../plugins/repositories';
import { moveInvoiceCount, pickInvoiceKey } from '../repositories/invoice-list-counts';
import { indexTerms, invoiceTerms } from '../repositories/search-terms';
import { amountToCents, LINE_FIELDS, numberKey } from '../services/invoice-extraction';
import { EXTRACT_INVOICE_JOB } from '../services/invoices';

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

const TAB = { approved: 'active', rejected: 'reject' } as Record<string, 'active' | 'reject'>;

function seededField(value: unknown, status: FieldStatus | null, confidence: number | null) {
  return {
    value: (value ?? null) as ExtractedFieldView['value'],
    confidence,
    page: value === null || value === undefined ? null : 1,
    box: null,
    source: value === null || value === undefined ? null : 'text',
    status: status ?? 'unmatched',
  } satisfies ExtractedFieldView;
}

/** The demo invoices: each generated PDF is stored as a document and its invoice row written in
 * the state the dataset gives it (every extraction, workflow, payment and approval status), so
 * `npm start` shows a full list at once without extracting a dozen files (about a second for
 * the twelve PDFs). Invoices the dataset has as `processing` get a real extraction job, so the
 * list shows one turning `extracted` after start. */
export async function seedInvoices(
  db: Db,
  repos: Repositories,
  documentsDir: string,
  invoices: DemoInvoice[],
  actorId: number,
) {
  const { renderInvoicePdf } = await import('@procure/fixtures/invoices');
  for (const demo of invoices) {
    const bytes = await renderInvoicePdf(demo.sample);
    const docId = randomBytes(9).toString('base64url');
    const relative = path.join(docId.slice(0, 2), `${docId}.pdf`);
    await mkdir(path.join(documentsDir, docId.slice(0, 2)), { recursive: true });
    await writeFile(path.join(documentsDir, relative), bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const d = demo.detail as unknown as Record<string, unknown> & DemoInvoice['detail'];
    const hasValues = d.extraction_status !== 'processing' && d.extraction_status !== 'failed';
    const fields = hasValues
      ? Object.fromEntries(
          INVOICE_HEADER_FIELDS.map((name) => [
            name,
            seededField(
              d[name],
              d[`${name}_status`] as FieldStatus | null,
              d[`${name}_confidence`] as number | null,
            ),
          ]),
        )
      : {};
    await inTransaction(db, async (trx) => {
      await repos.documents.create(
        {
          doc_id: docId,
          file_name: demo.file_name,
          content_type: 'application/pdf',
          size: bytes.length,
          sha256,
          storage_path: relative,
          form_name: 'invoice_upload_modal',
          event_type: 'invoice',
          sub_event_type: 'invoice_sub',
          uploaded_by: actorId,
        },
        trx,
      );
      const created = await trx
        .insertInto('invoices')
        .values({
          doc_id: docId,
          sha256,
          invoice_number: text(d.invoice_number),
          number_key: numberKey(text(d.invoice_number)),
          vendor_name: text(d.vendor_name),
          vendor_key: null,
          total_cents: amountToCents(d.total_amount),
          currency: text(d.currency),
          invoice_date: text(d.invoice_date),
          due_date: text(d.dueDate),
          extraction_status: d.extraction_status,
          workflow_status: d.workflowStatus,
          payment_status: d.paymentStatus,
          approval_status: d.approvalStatus,
          tab: TAB[d.approvalStatus] ?? 'draft',
          remarks: d.remarks,
          upload_remarks: null,
          fields: JSON.stringify(fields),
          extraction_source: hasValues ? 'text' : null,
          extraction_error: d.extraction_error,
          extraction_warnings: JSON.stringify(d.extraction_warnings),
          duplicate_of: null,
          duplicate_reason: null,
          vendor_id: null,
          vendor_match_score: null,
          vendor_match_by: null,
          po_id: null,
          created_by: actorId,
          created_at: d.createdAt,
          updated_at: d.updatedAt,
          extracted_at: hasValues ? d.updatedAt : null,
        })
        .returning([
          'id',
          'tab',
          'extraction_status',
          'workflow_status',
          'payment_status',
          'approval_status',
        ])
        .executeTakeFirstOrThrow();
      await moveInvoiceCount(trx, null, pickInvoiceKey(created));
      const { id } = created;
      await indexTerms(
        trx,
        'invoice',
        id,
        invoiceTerms(text(d.invoice_number), text(d.vendor_name)),
      );
      await repos.invoices.replaceItems(
        trx,
        id,
        d.line_items.map((line) =>
          JSON.stringify(
            Object.fromEntries(
              LINE_FIELDS.map((name) => [
                name,
                seededField(line[name], 'extracted', name === 'description' ? 0.8 : 0.9),
              ]),
            ),
          ),
        ),
      );
      if (d.extraction_status === 'processing')
        await enqueueJob(trx, {
          kind: EXTRACT_INVOICE_JOB,
          payload: { invoice_id: id },
          owner: { type: 'invoice', id },
        });
    });
  }
}
