import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/dialect';
import { conflict, notFound } from '../http/errors';
import { enqueueJob } from '../jobs/queue';
import { matchPurchaseOrder, matchVendor } from '../repositories/invoice-matching';
import type { InvoicesRepository } from '../repositories/invoices';
import { replaceInvoiceWords } from '../repositories/invoice-words';
import { nameWords } from '../repositories/invoice-matching';
import { recordAudit, SYSTEM_ACTOR, type Actor, type AuditActor } from './audit';
import { assertOpen } from './invoice-review';
import {
  keepCorrections,
  numberKey,
  textOf,
  toStored,
  totalCentsOf,
  type ExtractionAnswer,
  type StoredFields,
} from './invoice-extraction';
import { pickInvoiceCompany, poOfCompany } from './invoice-company';
import { readVendorOf } from './vendor-learning';
import { applyTermsAndPosting, discountUntil } from './invoice-terms';
import { NO_FIRST_APPROVAL } from '../repositories/approval-limits';

export const EXTRACT_INVOICE_JOB = 'extract-invoice';
export type ExtractInvoicePayload = { invoice_id: number };

type Trx = Transaction<Database>;

/** What made an invoice a duplicate, as its remarks say it. */
const DUPLICATE_BECAUSE = {
  file: 'same file',
  number: 'same vendor and invoice number',
  amount: 'same invoice number, date and amount',
} as const;

/** The invoice pipeline's writes. Each runs inside the caller's transaction. */
export function createInvoiceService(invoices: InvoicesRepository) {
  async function enqueueExtraction(trx: Trx, invoiceId: number) {
    await enqueueJob(trx, {
      kind: EXTRACT_INVOICE_JOB,
      payload: { invoice_id: invoiceId } satisfies ExtractInvoicePayload,
      owner: { type: 'invoice', id: invoiceId },
    });
  }

  /** An intake step in the invoice's history. */
  const intake = (
    trx: Trx,
    invoiceId: number,
    action: 'uploaded' | 'extracted' | 'hold' | 'extraction_failed' | 'reextract',
    actor: AuditActor,
    reason: string | null = null,
  ) => recordAudit(trx, { entityType: 'invoice', entityId: invoiceId, action, reason }, actor);

  return {
    /** One invoice per stored document, each `processing` with its extraction job queued.
     * A document that already has an invoice answers that one (an upload dialog may send what
     * its file control already made an invoice of). */
    async create(
      trx: Trx,
      docs: { doc_id: string; sha256: string }[],
      actor: AuditActor,
      remarks: string | null,
    ): Promise<number[]> {
      const existing = new Map(
        (
          await invoices.findByDocIds(
            docs.map((d) => d.doc_id),
            trx,
          )
        ).map((r) => [r.doc_id, r.id]),
      );
      const ids: number[] = [];
      for (const doc of docs) {
        const known = existing.get(doc.doc_id);
        if (known !== undefined) {
          if (remarks) await this.setUploadRemarks(trx, known, remarks);
          ids.push(known);
          continue;
        }
        const { id } = await invoices.insert(trx, {
          doc_id: doc.doc_id,
          sha256: doc.sha256,
          upload_remarks: remarks,
          created_by: actor.id,
        });
        existing.set(doc.doc_id, id);
        await intake(trx, id, 'uploaded', actor, remarks);
        await enqueueExtraction(trx, id);
        ids.push(id);
      }
      return ids;
    },

    async setUploadRemarks(trx: Trx, id: number, remarks: string) {
      const invoice = await invoices.find(id, trx);
      if (!invoice) return;
      // The uploader's note shows unless the pipeline has something to say (failure, hold).
      const shown = invoice.remarks === invoice.upload_remarks ? remarks : invoice.remarks;
      await invoices.update(trx, id, { upload_remarks: remarks, remarks: shown });
    },

    /** Runs extraction again; the invoice is `processing` until the new job ends. */
    async reextract(trx: Trx, id: number, actor: Actor) {
      const invoice = await invoices.find(id, trx);
      if (!invoice) throw notFound('No invoice with this id');
      assertOpen(invoice);
      if (invoice.extraction_status === 'processing')
        throw conflict('This invoice is being extracted already');
      await invoices.update(trx, id, {
        extraction_status: 'processing',
        workflow_status: 'processing',
        extraction_error: null,
        remarks: invoice.upload_remarks,
        // Values read again need both approvals again (approval limits).
        ...NO_FIRST_APPROVAL,
      });
      await enqueueExtraction(trx, id);
      await intake(trx, id, 'reextract', actor);
    },

    /** Writes what the job read: fields, lines, vendor and PO links, duplicate flag, status.
     * A reviewer's corrections survive a second reading (keepCorrections). */
    async applyExtraction(trx: Trx, id: number, answer: ExtractionAnswer) {
      const invoice = await invoices.find(id, trx);
      if (!invoice) return;
      if (!answer.ok) return this.failExtraction(trx, id, answer.message);
      const { result } = answer;
      const previousItems = (await invoices.items([id], trx)).get(id) ?? [];
      const { fields, items, reasons } = keepCorrections(
        {
          fields: JSON.parse(invoice.fields) as StoredFields,
          items: previousItems.map((row) => JSON.parse(row.body) as StoredFields),
        },
        toStored(result),
      );
      const vendorName = textOf(fields, 'vendor_name');
      // By the name, tax id and IBAN read (the IBAN is stored beside the header fields).
      const vendor = await matchVendor(trx, readVendorOf(fields));
      // A vendor read but not in the master is marked unmatched; its name stays as read. A
      // reviewer's corrected name stays corrected: their word counts.
      if (vendorName && !vendor && fields.vendor_name?.status !== 'corrected')
        fields.vendor_name = { ...fields.vendor_name!, status: 'unmatched' };
      // Terms (read, else the vendor's) and the due date they give; lines get the vendor's accounts.
      await applyTermsAndPosting(trx, fields, items, result.payment_terms, vendor?.id);
      const printedPoId = await matchPurchaseOrder(trx, textOf(fields, 'po_number'));
      const companyId = await pickInvoiceCompany(trx, fields, printedPoId);
      const poId = await poOfCompany(trx, printedPoId, companyId);
      const invoiceNumber = textOf(fields, 'invoice_number');
      const vendorKey = vendor
        ? `v:${vendor.id}`
        : vendorName && nameWords(vendorName).length
          ? `n:${nameWords(vendorName).join(' ')}`
          : null;
      const keys = { number_key: numberKey(invoiceNumber), vendor_key: vendorKey };
      const money = {
        total_cents: totalCentsOf(fields),
        currency: textOf(fields, 'currency'),
        invoice_date: textOf(fields, 'invoice_date'),
      };
      const duplicate = await invoices.findDuplicate(trx, {
        id,
        sha256: invoice.sha256,
        ...keys,
        ...money,
      });
      const status = reasons.length ? 'hold' : 'extracted';
      const notes = [
        ...reasons,
        // Pages past the OCR page limit: the reviewer must know the reading is partial.
        ...(result.unread_pages ? [result.unread_pages.note] : []),
        ...(duplicate
          ? [`Duplicate of invoice ${duplicate.id} (${DUPLICATE_BECAUSE[duplicate.reason]})`]
          : []),
      ];
      await invoices.update(trx, id, {
        ...keys,
        invoice_number: invoiceNumber,
        vendor_name: vendorName,
        ...money,
        due_date: textOf(fields, 'due_date'),
        discount_until: discountUntil(fields),
        extraction_status: status,
        workflow_status: status === 'hold' ? 'hold' : 'pending',
        fields: JSON.stringify(fields),
        extraction_source: result.source,
        extraction_error: null,
        extraction_warnings: JSON.stringify(result.warnings),
        remarks: notes.length ? notes.join('; ') : invoice.upload_remarks,
        duplicate_of: duplicate?.id ?? null,
        // A number found again with the same amounts is a number duplicate to the list's marker.
        duplicate_reason: duplicate ? (duplicate.reason === 'file' ? 'file' : 'number') : null,
        vendor_id: vendor?.id ?? null,
        vendor_match_score: vendor?.score ?? null,
        vendor_match_by: vendor?.by ?? null,
        po_id: poId,
        company_id: companyId,
        extracted_at: nowIso(),
      });
      await invoices.replaceItems(
        trx,
        id,
        items.map((item) => JSON.stringify(item)),
      );
      // The words the reviewer picks from follow the file's latest reading.
      await replaceInvoiceWords(trx, id, result.words);
      await intake(trx, id, status, SYSTEM_ACTOR, notes.length ? notes.join('; ') : null);
    },

    /** The file could not be read: the invoice keeps its file and says why. */
    async failExtraction(trx: Trx, id: number, reason: string) {
      await invoices.update(trx, id, {
        extraction_status: 'failed',
        workflow_status: 'failed',
        extraction_error: reason,
        remarks: `Extraction failed: ${reason}`,
      });
      await intake(trx, id, 'extraction_failed', SYSTEM_ACTOR, reason);
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
