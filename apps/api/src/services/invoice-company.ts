import type { Executor } from '../db/transaction';
import type { InvoiceRecord } from '../db/schema';
import { badRequest, VALIDATION_MESSAGE } from '../http/errors';
import { documentCompanies } from '../repositories/document-companies';
import type { InvoicesRepository } from '../repositories/invoices';
import type { CompanyScope } from '../security/company-scope';
import { recordAudit, type Actor } from './audit';
import { documentCompany } from './document-company';
import type { StoredFields } from './invoice-extraction';

/** Where the reviewer's choice of company is kept among the invoice's fields: a `corrected` field
 * survives extraction read again (keepCorrections), so a second reading does not undo it. */
export const COMPANY_FIELD = 'company_id';

/** Which of the buying organisation's companies an invoice is for, once read (issue 22 item 6):
 * the reviewer's choice when they made one; else the buyer the document names, by VAT id, then
 * by name (documentCompanies.byBuyer); else, when the document names no buyer, the company of
 * the purchase order it matched. A named buyer that is none of our companies stays unassigned:
 * the PO's company would then be a guess over the document's own word. */
export async function pickInvoiceCompany(
  trx: Executor,
  fields: StoredFields,
  poId: number | null,
): Promise<number | null> {
  const chosen = fields[COMPANY_FIELD];
  if (chosen?.status === 'corrected') return typeof chosen.value === 'number' ? chosen.value : null;
  const text = (name: string) => {
    const value = fields[name]?.value;
    return typeof value === 'string' && value.trim() ? value : null;
  };
  const buyer = { name: text('buyer_name'), vatId: text('buyer_tax_id') };
  if (buyer.name || buyer.vatId) return (await documentCompanies.byBuyer(trx, buyer))?.id ?? null;
  return poId === null ? null : companyOfPo(trx, poId);
}

async function companyOfPo(trx: Executor, poId: number): Promise<number | null> {
  const po = await trx
    .selectFrom('procurement_documents')
    .select('company_id')
    .where('id', '=', poId)
    .executeTakeFirst();
  return po?.company_id ?? null;
}

/** The printed PO an invoice is linked to, unless it belongs to another company than the one
 * the invoice is for: its lines and receipts would then show in the invoice's match view to a
 * user limited to the invoice's company (issue 22 item 6), and another entity's order matches
 * no invoice of ours anyway. A PO or invoice with no company links as before. */
export async function poOfCompany(
  trx: Executor,
  poId: number | null,
  companyId: number | null,
): Promise<number | null> {
  if (poId === null || companyId === null) return poId;
  const poCompany = await companyOfPo(trx, poId);
  return poCompany === null || poCompany === companyId ? poId : null;
}

/** A reviewer chooses the invoice's company (our extra on the review save): checked like a
 * document's company (known, active, the user's), kept as a corrected field and written to the
 * invoice's history, in the review's transaction. */
export async function chooseInvoiceCompany(
  trx: Executor,
  invoices: InvoicesRepository,
  invoice: InvoiceRecord,
  companyId: number | null,
  scope: CompanyScope,
  actor: Actor,
) {
  if (companyId === invoice.company_id) return;
  const { issues } = await documentCompany(
    trx,
    scope,
    companyId,
    invoice.company_id,
    COMPANY_FIELD,
  );
  // A limited user's only company is not taken for "none": they asked to clear it.
  if (companyId === null && scope !== null)
    issues.push({ path: COMPANY_FIELD, message: 'Choose one of your companies' });
  if (issues.length) throw badRequest(VALIDATION_MESSAGE, issues, 'validation_failed');
  const fields = JSON.parse(invoice.fields) as StoredFields;
  fields[COMPANY_FIELD] = {
    value: companyId,
    confidence: null,
    page: null,
    box: null,
    source: 'user',
    status: 'corrected',
  };
  await invoices.update(trx, invoice.id, { company_id: companyId, fields: JSON.stringify(fields) });
  const names = await documentCompanies.named(trx, [invoice.company_id, companyId]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id)?.name ?? null));
  await recordAudit(
    trx,
    {
      entityType: 'invoice',
      entityId: invoice.id,
      action: 'edited',
      field: 'company',
      oldValue: JSON.stringify(nameOf(invoice.company_id)),
      newValue: JSON.stringify(nameOf(companyId)),
    },
    actor,
  );
}
