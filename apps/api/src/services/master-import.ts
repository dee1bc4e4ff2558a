import {
  importIssuePath,
  LOOKUP_FILE_COLUMNS,
  LookupInputSchema,
  type Issue,
  type LookupFileKey,
} from '@procure/contract';
import { badRequest } from '../http/errors';
import { LOOKUP_VALUE_KEYS, type LookupRecord, type LookupValues } from '../repositories/masters';
import { readTable } from './import-table';

export { readImportFile } from './import-table';

/** One data row of an import file: its spreadsheet row number and the columns it has. */
export type ImportRow = { row: number; values: Partial<LookupValues> & { name: string } };
export type ImportPlan = {
  creates: LookupValues[];
  updates: Array<{ id: number; values: LookupValues }>;
  unchanged: number;
};

const fileIssue = (message: string) => badRequest(message, [{ path: 'file', message }]);

const normalizeHeader = (text: string) => text.toLowerCase().replace(/[\s_]+/g, '');
const HEADER_KEYS = new Map<string, LookupFileKey>(
  LOOKUP_FILE_COLUMNS.flatMap((c) => [
    [normalizeHeader(c.header), c.key],
    [normalizeHeader(c.key), c.key],
  ]),
);

const ACTIVE = new Set(['active', 'true', '1', 'yes', 'y']);
const INACTIVE = new Set(['inactive', 'false', '0', 'no', 'n']);
const RowSchema = LookupInputSchema.omit({ category_id: true, status: true });

/** Every data row of the file, checked: the rows that pass, and an issue for every bad cell.
 * Columns are found by their headers; a column the file lacks leaves that field as it is. */
export async function parseLookupFile(
  file: Buffer,
): Promise<{ rows: ImportRow[]; issues: Issue[] }> {
  const table = await readTable(file);
  const header = table[0]?.row === 1 ? table[0].cells : [];
  const columns = header.map((h) => HEADER_KEYS.get(normalizeHeader(h)));
  if (!columns.includes('name'))
    throw fileIssue('The file has no Name column: use the columns of an export');
  const dataRows = table.filter((r) => r.row > 1);

  const rows: ImportRow[] = [];
  const issues: Issue[] = [];
  for (const { row, cells } of dataRows) {
    const raw: Partial<Record<LookupFileKey, string>> = {};
    columns.forEach((key, i) => {
      if (key) raw[key] = cells[i] ?? '';
    });
    const rowIssues: Issue[] = [];
    const parsed = RowSchema.safeParse({ ...raw, status: undefined });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        // One message per cell, the first rule it breaks (as the form validation does).
        const path = importIssuePath(row, issue.path[0] as LookupFileKey);
        if (!rowIssues.some((i) => i.path === path))
          rowIssues.push({ path, message: issue.message });
      }
    let status: boolean | undefined;
    if (raw.status !== undefined) {
      const word = raw.status.toLowerCase();
      status = word === '' || ACTIVE.has(word) ? true : INACTIVE.has(word) ? false : undefined;
      if (status === undefined)
        rowIssues.push({ path: importIssuePath(row, 'status'), message: 'Use Active or Inactive' });
    }
    if (rowIssues.length || !parsed.success) {
      issues.push(...rowIssues);
      continue;
    }
    const values: ImportRow['values'] = { name: parsed.data.name };
    for (const key of LOOKUP_VALUE_KEYS)
      if (key !== 'name' && key !== 'status' && raw[key] !== undefined)
        values[key] = parsed.data[key] || null;
    if (status !== undefined) values.status = status;
    rows.push({ row, values });
  }
  return { rows, issues };
}

const EMPTY: LookupValues = {
  name: '',
  status: true,
  description: null,
  code: null,
  code_2: null,
  code_3: null,
  code_4: null,
  code_5: null,
};
const stored = (r: LookupRecord): LookupValues => ({
  name: r.name,
  status: r.status === 1,
  description: r.description,
  code: r.code,
  code_2: r.code_2,
  code_3: r.code_3,
  code_4: r.code_4,
  code_5: r.code_5,
});
const same = (a: LookupValues, b: LookupValues) => LOOKUP_VALUE_KEYS.every((k) => a[k] === b[k]);

/** What the rows do to a category's lookups: each row matches an existing lookup by code, else
 * by name, and updates it; unmatched rows are created. The result must keep names and codes
 * unique in the category; every row that breaks that is reported. */
export function planImport(
  existing: LookupRecord[],
  rows: ImportRow[],
): { plan: ImportPlan; issues: Issue[] } {
  const byCode = new Map(existing.filter((r) => r.code).map((r) => [r.code!, r]));
  const byName = new Map(existing.map((r) => [r.name, r]));
  const matchedRow = new Map<number, number>();
  const issues: Issue[] = [];
  const finals: Array<{ values: LookupValues; row?: number; id?: number }> = [];
  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0 };

  for (const { row, values } of rows) {
    const target = (values.code && byCode.get(values.code)) || byName.get(values.name);
    if (target) {
      const earlier = matchedRow.get(target.id);
      if (earlier !== undefined) {
        const field = values.code && target.code === values.code ? 'code' : 'name';
        issues.push({
          path: importIssuePath(row, field),
          message: `Row ${earlier} already changes this lookup`,
        });
        continue;
      }
      matchedRow.set(target.id, row);
      const merged = { ...stored(target), ...values };
      finals.push({ values: merged, row, id: target.id });
      if (same(merged, stored(target))) plan.unchanged += 1;
      else plan.updates.push({ id: target.id, values: merged });
    } else {
      const created = { ...EMPTY, ...values };
      finals.push({ values: created, row });
      plan.creates.push(created);
    }
  }
  for (const record of existing)
    if (!matchedRow.has(record.id)) finals.push({ values: stored(record), id: record.id });

  for (const field of ['name', 'code'] as const) {
    const holders = new Map<string, typeof finals>();
    for (const entry of finals) {
      const value = entry.values[field];
      if (value) holders.set(value, [...(holders.get(value) ?? []), entry]);
    }
    for (const [value, entries] of holders) {
      if (entries.length < 2) continue;
      for (const entry of entries) {
        if (entry.row === undefined) continue;
        const other = entries.find((e) => e !== entry)!;
        issues.push({
          path: importIssuePath(entry.row, field),
          message:
            other.row !== undefined
              ? `Row ${other.row} has the same ${field} '${value}'`
              : `The lookup '${other.values.name}' already has the ${field} '${value}'`,
        });
      }
    }
  }
  return { plan, issues };
}
