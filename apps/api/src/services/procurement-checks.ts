import {
  documentMoney,
  lineMoney,
  MAX_STORED_AMOUNT,
  VENDOR_STATUS,
  type Issue,
} from '@procure/contract';
import type { ProcurementKind } from '../db/schema';
import type { Repositories } from '../plugins/repositories';
import type { FormValidation } from './form-validation';
import { KINDS, type DocumentBody } from './procurement-kinds';
import type { Receipts } from './receipts';

/** A purchase order's or MRN's payload checked before anything is written: the form metadata's
 * rules, an approved vendor, a stored document that exists, (MRN) the PO it receives, and every
 * line and total recomputed with the contract's money rule. */
export function createProcurementChecks(
  repos: Repositories,
  forms: FormValidation,
  receipts: Receipts,
) {
  const { vendors, documents } = repos;

  /** Header issues, paths prefixed: metadata rules, an unknown or unapproved vendor, an
   * unknown stored document, and (MRN) a PO that is not an approved PO of that vendor. */
  async function headerIssues(kind: ProcurementKind, body: DocumentBody, prefix: string) {
    const names = KINDS[kind];
    const section = await forms.section(names.form, (name) => name === names.header);
    const issues = await forms.check(section, [body], (_i, field) => prefix + field);
    const vendor = await vendors.find(Number(body.vendorId));
    if (!vendor || vendor.status !== VENDOR_STATUS.active)
      issues.push({ path: `${prefix}vendorId`, message: 'Choose an approved vendor' });
    if (body.doc_id && !(await documents.findByDocId(body.doc_id)))
      issues.push({ path: `${prefix}doc_id`, message: 'Upload the document again' });
    if (kind === 'mrn')
      issues.push(...(await receipts.headerIssues(body.poId ?? null, body.vendorId, prefix)));
    return issues;
  }

  /** Line issues (metadata rules, then money), and the totals the document must carry. */
  async function lineIssues(kind: ProcurementKind, body: DocumentBody, prefix: string) {
    const names = KINDS[kind];
    const lines = body.line_items ?? [];
    const section = await forms.section(names.form, (name) => name === names.items);
    const issues: Issue[] = await forms.check(
      section,
      lines,
      (j, field) => `${prefix}line_items.${j}.${field}`,
    );
    if (kind === 'mrn')
      issues.push(...(await receipts.lineIssues(body.poId ?? null, lines, prefix)));
    lines.forEach((line, j) => {
      const expected = lineMoney(line).amount;
      if (Math.abs(line.amount - expected) > 0.001)
        issues.push({
          path: `${prefix}line_items.${j}.amount`,
          message: `Amount must be ${expected.toFixed(2)}: quantity × unit price plus tax`,
        });
    });
    const totals = documentMoney(lines);
    for (const key of ['basic', 'tax', 'total'] as const) {
      const field = names.totals[key];
      // Each line is within the bound (the contract), their sum may not be.
      if (Math.abs(totals[key]) > MAX_STORED_AMOUNT)
        issues.push({
          path: prefix + field,
          message: `The lines add up to more than ${MAX_STORED_AMOUNT.toLocaleString('en-US')}: split the document`,
        });
      else if (Math.abs(Number(body[field]) - totals[key]) > 0.001)
        issues.push({
          path: prefix + field,
          message: `Must be ${totals[key].toFixed(2)}, the sum of the lines`,
        });
    }
    return { issues, totals };
  }

  return { headerIssues, lineIssues };
}
