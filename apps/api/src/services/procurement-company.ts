import type { Issue } from '@procure/contract';
import type { Db } from '../db/connect';
import type { ProcurementKind } from '../db/schema';
import type { Executor } from '../db/transaction';
import { notFound } from '../http/errors';
import type { HeaderValues, ProcurementRepository } from '../repositories/procurement';
import { inCompanyScope, type CompanyScope } from '../security/company-scope';
import { documentCompany } from './document-company';

const NAMES = { po: 'purchase order', mrn: 'MRN' } as const;

/** The company side of POs and MRNs: which company a header is saved for, and which documents a
 * user limited to companies may see. */
export function createProcurementCompany(db: Db, procurement: ProcurementRepository) {
  return {
    /** A document the user may see (another company's is, to a limited user, no document: a
     * 404, so its id tells them nothing). */
    async visible(kind: ProcurementKind, id: number, scope: CompanyScope, executor: Executor = db) {
      const doc = await procurement.find(kind, id, executor);
      if (!doc || !inCompanyScope(scope, doc.company_id)) throw notFound(`No such ${NAMES[kind]}`);
      return doc;
    },

    /** Sets the company the header is saved for, or answers its issue: an MRN receiving against
     * a PO takes the PO's (so receipts and the invoices matched to them stay with the ordering
     * company); otherwise the one sent, checked (see documentCompany). A limited user's PO of
     * another company is, to them, no PO. */
    async companyIssues(
      kind: ProcurementKind,
      body: { id?: number; company_id?: number | null },
      header: HeaderValues,
      prefix: string,
      scope: CompanyScope,
    ): Promise<Issue[]> {
      const current =
        body.id === undefined
          ? null
          : ((await procurement.find(kind, body.id))?.company_id ?? null);
      if (kind === 'mrn' && header.po_id !== null) {
        const po = await procurement.find('po', header.po_id);
        if (po && !inCompanyScope(scope, po.company_id))
          return [{ path: `${prefix}poId`, message: 'Choose an approved purchase order' }];
        header.company_id = po?.company_id ?? null;
        return [];
      }
      const { companyId, issues } = await documentCompany(
        db,
        scope,
        body.company_id,
        current,
        `${prefix}company_id`,
      );
      header.company_id = companyId;
      return issues;
    },
  };
}
