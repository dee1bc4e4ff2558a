import type { Executor } from '../db/transaction';

/** What a document needs to know of a company: who it is and whether it may still be chosen. */
export type DocumentCompany = {
  id: number;
  name: string;
  code: string;
  vat_id: string | null;
  status: 'active' | 'inactive';
};

/** A VAT id as printed on invoices ('DE 123 456 789', 'de123456789'): letters and digits only,
 * upper case. */
export const vatKey = (vatId: string | null | undefined) =>
  (vatId ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '') || null;

/** Legal forms and punctuation a buyer's printed name may carry or drop ('Procure GmbH',
 * 'PROCURE G.m.b.H.'): what is left is compared. */
const LEGAL_FORMS = new Set([
  'gmbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'se',
  'ltd',
  'limited',
  'llc',
  'inc',
  'plc',
  'pvt',
  'private',
  'sa',
  'sas',
  'sarl',
  'bv',
  'nv',
  'co',
  'kgaa',
  'mbh',
]);
export const companyNameKey = (name: string | null | undefined) =>
  (name ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\./g, '')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word && !LEGAL_FORMS.has(word))
    .join(' ') || null;

const columns = ['id', 'name', 'code', 'vat_id', 'status'] as const;

/** The companies' side of documents: which company a document may take, and which company an
 * invoice's buyer is. */
export const documentCompanies = {
  find: (executor: Executor, id: number): Promise<DocumentCompany | undefined> =>
    executor.selectFrom('companies').select(columns).where('id', '=', id).executeTakeFirst(),

  /** Names and codes of companies by id, for a page of rows. */
  async named(executor: Executor, ids: Array<number | null>) {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (!wanted.length) return new Map<number, { name: string; code: string }>();
    const rows = await executor
      .selectFrom('companies')
      .select(['id', 'name', 'code'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(rows.map((r) => [r.id, { name: r.name, code: r.code }]));
  },

  /** The active company an invoice's buyer is: the VAT id first (it is unique to a legal entity),
   * else the name without its legal form; none when nothing or more than one company fits. */
  async byBuyer(
    executor: Executor,
    buyer: { name: string | null; vatId: string | null },
  ): Promise<DocumentCompany | null> {
    const active = await executor
      .selectFrom('companies')
      .select(columns)
      .where('status', '=', 'active')
      .execute();
    const vat = vatKey(buyer.vatId);
    if (vat) {
      const byVat = active.filter((c) => vatKey(c.vat_id) === vat);
      if (byVat.length === 1) return byVat[0]!;
    }
    const name = companyNameKey(buyer.name);
    if (!name) return null;
    const byName = active.filter((c) => companyNameKey(c.name) === name);
    return byName.length === 1 ? byName[0]! : null;
  },
};
