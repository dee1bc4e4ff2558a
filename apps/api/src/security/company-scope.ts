import type { FastifyRequest } from 'fastify';
import type { ReferenceExpression, SelectQueryBuilder } from 'kysely';
import type { Executor } from '../db/transaction';
import { companiesOfUser } from '../repositories/user-companies';

/** The companies whose documents a request's user may see and write: null for every company (a
 * user with no user_companies row), else those ids. A limited user sees no document without a
 * company either: an auditor limits a user to keep the other entities' papers from them, and an
 * unassigned invoice may be any entity's. */
export type CompanyScope = readonly number[] | null;

// Read once per request, when a route first asks: most requests never do.
const scopes = new WeakMap<FastifyRequest, Promise<CompanyScope>>();

export function companyScopeOf(db: Executor, request: FastifyRequest): Promise<CompanyScope> {
  const known = scopes.get(request);
  if (known) return known;
  const { principal } = request;
  const scope =
    principal === undefined
      ? Promise.resolve<CompanyScope>([])
      : principal.limitedToCompanies === false
        ? Promise.resolve<CompanyScope>(null)
        : companiesOfUser(db, principal.id).then((ids) => (ids.length ? ids : null));
  scopes.set(request, scope);
  return scope;
}

/** Whether a document of this company (null: none) is the user's to see. */
export const inCompanyScope = (scope: CompanyScope, companyId: number | null) =>
  scope === null || (companyId !== null && scope.includes(companyId));

/** The companies a list may show: the one asked for within the user's, or all of the user's;
 * undefined when neither narrows it (an unlimited user who picked no company). */
export function listedCompanies(
  scope: CompanyScope,
  asked: number | undefined,
): readonly number[] | undefined {
  if (asked === undefined) return scope ?? undefined;
  return inCompanyScope(scope, asked) ? [asked] : [];
}

/** A query narrowed to the scope's companies by its company column; unchanged for an unlimited
 * user. The one place the documents' aggregates (dashboard, analytics, accounting export)
 * apply the lists' rule: no company of the user's, no row (documents without one too). */
export function withinCompanies<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: ReferenceExpression<DB, TB>,
  scope: CompanyScope,
): SelectQueryBuilder<DB, TB, O> {
  if (scope === null) return query;
  // Kysely cannot type a generic table's column; the ids are numbers (CompanyScope). No company
  // at all matches nothing (id 0 is never a row).
  return query.where(column, 'in', (scope.length ? [...scope] : [0]) as never);
}

/** An invoice as an answer carries it: the id of the invoice it repeats, if any. */
type DuplicateMarked = { duplicate_of?: number | null; duplicate_elsewhere?: boolean };

/** For a user limited to companies, a duplicate found among another company's invoices (or
 * one without a company) keeps its flag and reason but not the other invoice's id: detection
 * stays across companies (the same invoice under two entities must not be paid twice), yet the
 * id would open a 404 and tell them another company's invoice exists under that number. The id
 * becomes null and `duplicate_elsewhere` true. Changes the rows in place; nothing for an
 * unlimited user or rows without a duplicate. */
export async function hideForeignDuplicates(
  db: Executor,
  scope: CompanyScope,
  rows: DuplicateMarked[],
): Promise<void> {
  if (scope === null) return;
  const ids = [...new Set(rows.flatMap((r) => (r.duplicate_of == null ? [] : [r.duplicate_of])))];
  if (!ids.length) return;
  const found = await db
    .selectFrom('invoices')
    .select(['id', 'company_id'])
    .where('id', 'in', ids)
    .execute();
  const visible = new Set(
    found.filter((r) => inCompanyScope(scope, r.company_id)).map((r) => r.id),
  );
  for (const row of rows)
    if (row.duplicate_of != null && !visible.has(row.duplicate_of)) {
      row.duplicate_of = null;
      row.duplicate_elsewhere = true;
    }
}
