import { fail, type Answer, type Call, type SpecRequest } from './spec-call';
import { SPEC_FORMS } from './spec-forms';
import { DOCUMENT_CALLS } from './spec-documents';
import { INVOICE_DETAIL_CALLS } from './spec-invoices';
import { MASTER_SAVE_CALLS } from './spec-masters';
import { VENDOR_FORM_CALLS } from './spec-vendors';
import {
  SPEC_CATEGORIES,
  SPEC_INVOICES,
  SPEC_LOOKUPS,
  SPEC_MRNS,
  SPEC_POS,
  SPEC_SIGN_IN_SUBTITLE,
  SPEC_USER,
  SPEC_VENDORS,
  type Tab,
} from './spec-data';

/** The documented calls the spec backend answers, each with the query parameters the documents
 * list for it and the documented minimum answer (spec part 1 §7, part 2 §7). */

export const SPEC_TOKEN = 'other-backend-token';
export { fail, type Answer, type Call, type SpecRequest };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One tab's rows, filtered by the search words (this backend's idea of a search). */
function rowsOf(
  all: Array<{ tab: Tab; row: Record<string, string | number> }>,
  query: URLSearchParams,
) {
  const type = query.get('type') ?? 'active';
  const search = (query.get('search') ?? '').toLowerCase();
  return all
    .filter((item) => item.tab === (type as Tab))
    .map((item) => item.row)
    .filter(
      (row) =>
        !search ||
        String(row.name ?? '')
          .toLowerCase()
          .includes(search),
    );
}

/** A documented list: `data` rows and `pagination.total`, nothing else. */
const listAnswer =
  (all: Array<{ tab: Tab; row: Record<string, string | number> }>) =>
  ({ query }: SpecRequest): Answer => {
    const rows = rowsOf(all, query);
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 5);
    const data = rows.slice((page - 1) * size, page * size);
    return { status: 200, json: { data, pagination: { total: rows.length } } };
  };

/** A documented export: a file blob, its type telling the extension. */
const exportAnswer =
  (all: Array<{ tab: Tab; row: Record<string, string | number> }>) =>
  ({ query }: SpecRequest): Answer => {
    const rows = rowsOf(all, query);
    if (query.get('export_type') !== 'csv')
      return { status: 200, file: { type: XLSX, body: 'PK-other-backend-sheet' } };
    const keys = Object.keys(rows[0] ?? {});
    const lines = [keys.join(','), ...rows.map((r) => keys.map((k) => `"${r[k]}"`).join(','))];
    return { status: 200, file: { type: 'text/csv', body: lines.join('\n') } };
  };

const isExport = (query: URLSearchParams) => query.has('export_type');

export const CALLS: Call[] = [
  ...VENDOR_FORM_CALLS,
  ...DOCUMENT_CALLS,
  ...MASTER_SAVE_CALLS,
  ...INVOICE_DETAIL_CALLS,
  {
    name: 'POST /auth',
    method: 'POST',
    path: /^\/api\/v1\/auth$/,
    params: [],
    bodyKeys: ['email', 'password'],
    open: true,
    answer: ({ body }) =>
      body.email === SPEC_USER.email && body.password === SPEC_USER.password
        ? {
            status: 200,
            json: {
              data: { token: SPEC_TOKEN, user_name: SPEC_USER.name, email: SPEC_USER.email },
            },
          }
        : fail(401, 'Invalid credentials'),
  },
  {
    name: 'POST /api/translate/details',
    method: 'POST',
    path: /^\/api\/translate\/details$/,
    params: [],
    open: true,
    // Every namespace asked for; one pair of this backend's own wording on the sign-in page
    // (SPEC_SIGN_IN_SUBTITLE), the others empty, so the app's English defaults show.
    answer: ({ body }) => ({
      status: 200,
      json: {
        data: Object.fromEntries(
          (Array.isArray(body.feature_type) ? body.feature_type : []).map((ns) => [
            String(ns),
            ns === 'auth' ? [{ key: 'sign_in_subtitle', value: SPEC_SIGN_IN_SUBTITLE }] : [],
          ]),
        ),
      },
    }),
  },
  {
    name: 'GET /vendor/ (export)',
    method: 'GET',
    path: /^\/api\/v1\/vendor\/?$/,
    params: ['type', 'search', 'export_type'],
    when: isExport,
    answer: exportAnswer(SPEC_VENDORS),
  },
  {
    name: 'GET /vendor/ (list)',
    method: 'GET',
    path: /^\/api\/v1\/vendor\/?$/,
    params: ['type', 'search', 'page', 'page_size'],
    answer: listAnswer(SPEC_VENDORS),
  },
  {
    // Part 2 §7: the PO export takes export_type alone.
    name: 'GET /po/ (export)',
    method: 'GET',
    path: /^\/api\/v1\/po\/?$/,
    params: ['export_type'],
    when: isExport,
    answer: exportAnswer(SPEC_POS),
  },
  {
    name: 'GET /po',
    method: 'GET',
    path: /^\/api\/v1\/po\/?$/,
    params: ['type', 'page', 'page_size', 'search'],
    answer: listAnswer(SPEC_POS),
  },
  {
    name: 'GET /mrn/ (export)',
    method: 'GET',
    path: /^\/api\/v1\/mrn\/?$/,
    params: ['type', 'search', 'event_type', 'export_type'],
    when: isExport,
    answer: exportAnswer(SPEC_MRNS),
  },
  {
    name: 'GET /mrn',
    method: 'GET',
    path: /^\/api\/v1\/mrn\/?$/,
    params: ['type', 'search', 'event_type', 'page', 'page_size'],
    answer: listAnswer(SPEC_MRNS),
  },
  // Master data (part 2 §7), served under both master roots.
  {
    name: 'GET /lookup-categories',
    method: 'GET',
    path: /^\/api\/v1\/lookup-categories\/?$/,
    params: [],
    answer: () => ({ status: 200, json: { data: SPEC_CATEGORIES } }),
  },
  {
    name: 'GET /lookups/ (export)',
    method: 'GET',
    path: /^\/api\/v1\/lookups\/?$/,
    params: ['category', 'export_type'],
    when: isExport,
    answer: () => ({ status: 200, file: { type: XLSX, body: 'PK-other-backend-sheet' } }),
  },
  {
    name: 'GET /lookups/',
    method: 'GET',
    path: /^\/api\/v1\/lookups\/?$/,
    params: ['category'],
    // data.data[name], an empty list for a category it does not know.
    answer: ({ query }) => {
      const name = query.get('category') ?? '';
      return { status: 200, json: { data: { [name]: SPEC_LOOKUPS[name] ?? [] } } };
    },
  },
  {
    // Part 2 §7: type (draft), search, page, page_size (12); data and pagination (total, pages).
    name: 'GET /invoice/',
    method: 'GET',
    path: /^\/api\/v1\/invoice\/?$/,
    params: ['type', 'search', 'page', 'page_size'],
    answer: ({ query }) => {
      const size = Number(query.get('page_size') ?? 12);
      const page = Number(query.get('page') ?? 1);
      const total = SPEC_INVOICES.length;
      const data = SPEC_INVOICES.slice((page - 1) * size, page * size);
      return { status: 200, json: { data, pagination: { total, pages: Math.ceil(total / size) } } };
    },
  },
  {
    // data.meta_data and data.form_name; a form this backend does not have is a 404.
    name: 'GET /form-metadata/',
    method: 'GET',
    path: /^\/api\/v1\/form-metadata\/?$/,
    params: ['form_name'],
    answer: ({ query }) => {
      const form = SPEC_FORMS[query.get('form_name') ?? ''];
      return form ? { status: 200, json: { data: form } } : fail(404, 'Form not found');
    },
  },
  {
    // Multipart: file, form_name, event_type, optional sub_event_type; answers data.doc_id.
    name: 'POST /store/upload',
    method: 'POST',
    path: /^\/api\/v1\/store\/upload$/,
    params: [],
    answer: () => ({ status: 200, json: { data: { doc_id: 'OB-DOC-0001' } } }),
  },
  {
    // The answer is not shown in the documents: a message, and the list reloads.
    name: 'POST /invoice/upload',
    method: 'POST',
    path: /^\/api\/v1\/invoice\/upload$/,
    params: [],
    answer: () => ({ status: 200, json: { message: 'Invoice uploaded' } }),
  },
];
