import type { DocumentState, MrnLineItem } from '@procure/contract';
import type { DemoMrn, DemoPo } from '@procure/fixtures';
import type { Db } from '../db/connect';
import type { ProcurementKind } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { Repositories } from '../plugins/repositories';
import { recordAudit, type Actor } from '../services/audit';

const AUDIT: Record<ProcurementKind, string> = { po: 'purchase_order', mrn: 'mrn' };

/** The demo purchase orders, then the MRNs (some received against approved POs), each in one
 * transaction with the approval trail its state implies; a PO's receipt state is derived from
 * its MRNs exactly as when they are saved through the API. `vendorIds` turns the dataset's
 * vendor ids into this database's. */
export async function seedProcurement(
  db: Db,
  repos: Repositories,
  dataset: { purchaseOrders: DemoPo[]; mrns: DemoMrn[] },
  vendorIds: ReadonlyMap<number, number>,
  actor: Actor,
  /** Who approved or rejected the decided ones (someone else than their creator). */
  decider: Actor = actor,
) {
  const { procurement } = repos;
  const poIds = new Map<number, number>();

  async function seedOne(
    kind: ProcurementKind,
    doc: DemoPo | DemoMrn,
    number: string,
    date: string,
    poId: number | null,
  ) {
    const lines = doc.line_items as MrnLineItem[];
    return inTransaction(db, async (trx) => {
      const id = await procurement.createHeader(
        trx,
        kind,
        {
          number,
          vendor_id: vendorIds.get(doc.vendorId) ?? doc.vendorId,
          doc_date: date,
          expected_delivery_date: doc.expectedDeliveryDate ?? null,
          payment_terms: doc.paymentTerms ?? 'Net 30',
          notes: doc.notes ?? null,
          doc_id: null,
          po_id: poId,
        },
        actor.id,
      );
      const poLineIds = poId
        ? new Map((await procurement.poLines(poId, trx)).map((l) => [l.line_no, l.id]))
        : undefined;
      const totals = {
        basic: 'po_basic_amount' in doc ? doc.po_basic_amount : doc.mrn_basic_amount,
        tax: 'po_basic_amount' in doc ? doc.po_total_tax_amount : doc.mrn_total_tax_amount,
        total: 'po_basic_amount' in doc ? doc.po_total_amount : doc.mrn_total_amount,
      };
      await procurement.replaceLines(trx, id, lines, totals, poLineIds);
      const status = (doc.status ?? 'draft') as DocumentState;
      await recordAudit(trx, { entityType: AUDIT[kind], entityId: id, action: 'created' }, actor);
      if (status !== 'draft') {
        await procurement.setTab(trx, kind, id, 'draft', status);
        await recordAudit(
          trx,
          {
            entityType: AUDIT[kind],
            entityId: id,
            action: status === 'active' ? 'approved' : 'rejected',
            reason: status === 'reject' ? 'Prices differ from the quotation' : null,
          },
          decider,
        );
      }
      if (poId) await procurement.refreshReceipts(trx, poId);
      return id;
    });
  }

  for (const po of dataset.purchaseOrders)
    poIds.set(po.id, await seedOne('po', po, po.poNumber, po.poDate, null));
  for (const mrn of dataset.mrns)
    await seedOne('mrn', mrn, mrn.mrnNumber, mrn.mrnDate, mrn.poId ? poIds.get(mrn.poId)! : null);
}
