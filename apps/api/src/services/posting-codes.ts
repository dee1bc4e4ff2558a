import type { FieldValue, Issue } from '@procure/contract';
import type { Executor } from '../db/transaction';
import { activeLookupCodes } from '../repositories/posting';
import { POSTING_LINE_FIELDS } from './invoice-terms';

/** The GL accounts and cost centres a save posts lines to must be active lookups of the invoice
 * master's `gl_account` and `cost_center` categories, as the dropdowns offer them; an issue at
 * the line's path otherwise. Empty values are allowed (posted later, or by the vendor's
 * default at export). */
export async function checkPostingCodes(
  trx: Executor,
  lines: { path: string; values: (readonly [string, FieldValue])[] }[],
  issues: Issue[],
): Promise<void> {
  for (const category of Object.values(POSTING_LINE_FIELDS)) {
    const sent = lines.flatMap(({ path, values }) =>
      values
        .filter(([key, value]) => key === category && value !== null && value !== '')
        .map(([, value]) => ({ path: `${path}.${category}`, value: String(value) })),
    );
    if (!sent.length) continue;
    const codes = await activeLookupCodes(trx, category);
    for (const { path, value } of sent)
      if (!codes.has(value))
        issues.push({
          path,
          message:
            category === 'gl_account'
              ? 'Not an active GL account of the master data'
              : 'Not an active cost centre of the master data',
        });
  }
}
