import type { DocumentState, Issue } from '@procure/contract';
import type { Db } from '../db/connect';
import type { ProcurementKind } from '../db/schema';
import { inTransaction, type Executor } from '../db/transaction';
import { badRequest, conflict, VALIDATION_MESSAGE } from '../http/errors';
import type { Repositories } from '../plugins/repositories';
import { documentCompanies } from '../repositories/document-companies';
import type { HeaderValues, Totals } from '../repositories/procurement';
import type { CompanyScope } from '../security/company-scope';
import { historyOf, recordAudit, type Actor } from './audit';
import { firstApprovalOf } from '../repositories/approval-limits';
import { judgeProcurementApproval } from './approval-limits';
import { createProcurementCompany } from './procurement-company';
import { refuseOwnApproval } from './segregation';
import type { FormValidation } from './form-validation';
import { createReceipts } from './receipts';
import { createProcurementChecks } from './procurement-checks';
import { headerOf, KINDS, type DocumentBody } from './procurement-kinds';

export type { DocumentBody } from './procurement-kinds';

/** The rules of purchase orders (and MRNs): header and lines checked against the form metadata
 * with the form's own rules, an approved vendor, a number unique per kind, every line and total
 * recomputed with the contract's money rule (a payload whose amounts disagree is refused, so
 * no client can store a wrong total), drafts editable, decisions in the audit trail. */
export function createProcurementService(
  db: Db,
  repos: Repositories,
  forms: FormValidation,
  baseCurrency: string,
) {
  const { procurement } = repos;
  const receipts = createReceipts(procurement);
  const { companyIssues, visible } = createProcurementCompany(db, procurement);
  const { headerIssues, lineIssues } = createProcurementChecks(repos, forms, receipts);

  /** A new draft, and the audit line that says who created it. */
  async function createDraft(
    trx: Executor,
    kind: ProcurementKind,
    header: HeaderValues,
    actor: Actor,
  ) {
    const id = await procurement.createHeader(trx, kind, header, actor.id);
    await recordAudit(
      trx,
      { entityType: KINDS[kind].audit, entityId: id, action: 'created' },
      actor,
    );
    return id;
  }

  async function editableDraft(
    kind: ProcurementKind,
    id: number,
    scope: CompanyScope,
    executor: Executor = db,
  ) {
    const existing = await visible(kind, id, scope, executor);
    if (existing.tab !== 'draft')
      throw conflict(`This ${KINDS[kind].name} is decided and read-only`);
    return existing;
  }

  return {
    async detail(kind: ProcurementKind, id: number, scope: CompanyScope) {
      const doc = await visible(kind, id, scope);
      const names = KINDS[kind];
      const company = doc.company_id ? await documentCompanies.find(db, doc.company_id) : undefined;
      const lines = await procurement.lines(doc.id);
      return {
        id: doc.id,
        vendorId: doc.vendor_id,
        vendor_name: doc.vendor_name,
        [names.number]: doc.number,
        [names.date]: doc.doc_date,
        expectedDeliveryDate: doc.expected_delivery_date,
        paymentTerms: doc.payment_terms,
        notes: doc.notes,
        doc_id: doc.doc_id,
        status: doc.tab,
        company_id: doc.company_id,
        company_name: company?.name ?? null,
        ...(kind === 'po'
          ? {
              line_items: lines.map(receipts.withBalances),
              receipt_state: doc.receipt_state,
              receipts: (await procurement.receipts(doc.id)).map((mrn) => ({
                id: mrn.id,
                mrnNumber: mrn.number,
                mrnDate: mrn.doc_date,
                status: mrn.tab,
                mrn_total_amount: mrn.total_cents / 100,
              })),
            }
          : {
              poId: doc.po_id,
              po_number: doc.po_id
                ? ((await procurement.find('po', doc.po_id))?.number ?? null)
                : null,
              line_items: lines.map(({ receivedMilli: _, orderedMilli: __, ...line }) => line),
            }),
        [names.totals.basic]: doc.basic_cents / 100,
        [names.totals.tax]: doc.tax_cents / 100,
        [names.totals.total]: doc.total_cents / 100,
        createdAt: doc.created_at,
        history: await historyOf(db, names.audit, doc.id),
        ...(kind === 'po' ? { first_approval: await firstApprovalOf(db, doc) } : {}),
      };
    },

    /** Step 1: the header alone (a new draft, or the same draft again). */
    async saveHeader(kind: ProcurementKind, body: DocumentBody, actor: Actor, scope: CompanyScope) {
      if (body.id !== undefined) await editableDraft(kind, body.id, scope);
      const header = headerOf(kind, body);
      const issues = [
        ...(await headerIssues(kind, body, '')),
        ...(await companyIssues(kind, body, header, '', scope)),
      ];
      if (issues.length) throw badRequest(VALIDATION_MESSAGE, issues, 'validation_failed');
      if (body.id !== undefined) {
        const existing = await editableDraft(kind, body.id, scope);
        if (existing.po_id !== header.po_id && (await procurement.lines(body.id)).length)
          throw badRequest(
            VALIDATION_MESSAGE,
            [
              {
                path: 'poId',
                message: 'Save the whole MRN to change the purchase order it receives',
              },
            ],
            'validation_failed',
          );
      }
      if (await procurement.numberTaken(kind, header.number, body.id))
        throw conflict(`Another ${KINDS[kind].name} already has the number ${header.number}`);
      return inTransaction(db, async (trx) => {
        if (body.id !== undefined) {
          await procurement.updateHeader(trx, body.id, header, actor.id);
          return body.id;
        }
        return createDraft(trx, kind, header, actor);
      });
    },

    /** Step 2: whole documents with their lines, all or none. */
    async saveDocuments(
      kind: ProcurementKind,
      bodies: DocumentBody[],
      actor: Actor,
      scope: CompanyScope,
    ) {
      const issues: Issue[] = [];
      const checked: Array<{
        body: DocumentBody;
        totals: Totals;
        header: HeaderValues;
        prefix: string;
        oldPoId?: number | null;
      }> = [];
      for (const [i, body] of bodies.entries()) {
        const prefix = `${i}.`;
        if (body.id !== undefined) await editableDraft(kind, body.id, scope);
        const header = headerOf(kind, body);
        issues.push(...(await headerIssues(kind, body, prefix)));
        issues.push(...(await companyIssues(kind, body, header, prefix, scope)));
        const lines = await lineIssues(kind, body, prefix);
        issues.push(...lines.issues);
        checked.push({ body, totals: lines.totals, header, prefix });
      }
      if (issues.length) throw badRequest(VALIDATION_MESSAGE, issues, 'validation_failed');
      const numbers = checked.map((c) => c.header.number);
      if (new Set(numbers).size !== numbers.length) throw conflict('Two documents have one number');
      for (const entry of checked) {
        const { body, header } = entry;
        if (body.id !== undefined)
          entry.oldPoId = (await editableDraft(kind, body.id, scope)).po_id;
        if (await procurement.numberTaken(kind, header.number, body.id))
          throw conflict(`Another ${KINDS[kind].name} already has the number ${header.number}`);
      }
      return inTransaction(db, async (trx) => {
        const ids: number[] = [];
        for (const { body, header, totals, prefix, oldPoId } of checked) {
          const lines = body.line_items ?? [];
          const poLineIds = header.po_id
            ? await receipts.checkQuantities(trx, header.po_id, body.id, lines, prefix)
            : undefined;
          let id = body.id;
          if (id === undefined) id = await createDraft(trx, kind, header, actor);
          else await procurement.updateHeader(trx, id, header, actor.id);
          await procurement.replaceLines(trx, id, lines, totals, poLineIds);
          for (const poId of new Set([header.po_id, oldPoId]))
            if (poId) await procurement.refreshReceipts(trx, poId);
          ids.push(id);
        }
        return ids;
      });
    },

    /** Approve or reject a draft: it leaves Pending and becomes read-only. An approval whose
     * approver's limit falls short is a first approval (`first`: the answer's sentence) and the
     * draft stays pending (approval-limits.ts). */
    async decide(
      kind: ProcurementKind,
      id: number,
      to: DocumentState,
      actor: Actor,
      scope: CompanyScope,
      reason?: string,
    ): Promise<DocumentState | { first: string }> {
      return inTransaction(db, async (trx) => {
        const { po_id: poId, ...current } = await editableDraft(kind, id, scope, trx);
        if (to === 'active') refuseOwnApproval(current, actor, KINDS[kind].name);
        const first =
          to === 'active'
            ? await judgeProcurementApproval(trx, kind, current, actor, baseCurrency)
            : null;
        if (first) return { first };
        await procurement.setTab(trx, kind, id, 'draft', to);
        // A rejected MRN no longer counts as received.
        if (poId) await procurement.refreshReceipts(trx, poId);
        await recordAudit(
          trx,
          {
            entityType: KINDS[kind].audit,
            entityId: id,
            action: to === 'active' ? 'approved' : 'rejected',
            reason: reason ?? null,
          },
          actor,
        );
        return to;
      });
    },
  };
}
export type ProcurementService = ReturnType<typeof createProcurementService>;
