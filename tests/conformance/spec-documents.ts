import { fail, ok, type Call } from './spec-call';

/** PO and MRN creation and the stored documents, as the other backend might answer them. The
 * documents show no answer for the header saves, the whole-document saves (beyond "the server
 * message") or GET /document/{id}: each gives the minimum docs/decisions.md lists (a header's
 * id, a message, a file's name and type). /r/{docId} redirects to the file, as documented. */

export const PDF = 'application/pdf';
let nextHeaderId = 4001;
const headers = new Map<number, Record<string, unknown>>();

/** Header saves: a new header gets an id, a header sent again with its id keeps it. */
const saveHeader =
  (noun: string): Call['answer'] =>
  ({ body }) => {
    const id = typeof body.id === 'number' && headers.has(body.id) ? body.id : nextHeaderId++;
    headers.set(id, body);
    return ok({ message: `${noun} header saved`, data: { id } });
  };

/** Whole documents: "the line items go as an array of one document" (part 2 §7). */
const saveDocuments =
  (noun: string, totals: string): Call['answer'] =>
  ({ body }) => {
    const documents = Array.isArray(body) ? (body as Record<string, unknown>[]) : [];
    const complete = documents.every(
      (doc) => Array.isArray(doc.line_items) && doc.line_items.length > 0 && totals in doc,
    );
    if (documents.length !== 1 || !complete)
      return fail(400, `${noun}: one document with line items and ${totals}`);
    return ok({ message: `${noun} created` });
  };

export const DOCUMENT_CALLS: Call[] = [
  {
    name: 'POST /po/detail',
    method: 'POST',
    path: /^\/api\/v1\/po\/detail$/,
    params: [],
    answer: saveHeader('PO'),
  },
  {
    name: 'POST /po',
    method: 'POST',
    path: /^\/api\/v1\/po\/?$/,
    params: [],
    answer: saveDocuments('Purchase order', 'po_total_amount'),
  },
  {
    name: 'POST /mrn/detail',
    method: 'POST',
    path: /^\/api\/v1\/mrn\/detail$/,
    params: [],
    answer: saveHeader('MRN'),
  },
  {
    name: 'POST /mrn',
    method: 'POST',
    path: /^\/api\/v1\/mrn\/?$/,
    params: [],
    answer: saveDocuments('MRN', 'mrn_total_amount'),
  },
  {
    name: 'GET /document/{id}',
    method: 'GET',
    path: /^\/api\/v1\/document\/([\w-]+)$/,
    params: [],
    answer: ({ match }) => ok({ data: { file_name: `${match[1]}.pdf`, content_type: PDF } }),
  },
  {
    // Documented: "without following redirects, accepting status 200 to 399"; the Location
    // is the file address (served by this backend under /files/).
    name: 'GET /r/{docId}',
    method: 'GET',
    path: /^\/api\/v1\/r\/([\w-]+)$/,
    params: [],
    answer: ({ match }) => ({ status: 302, location: `/files/${match[1]}.pdf` }),
  },
];

/** The file behind every /files/ address: the smallest PDF a viewer opens. */
export const SPEC_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\n' +
  'trailer<</Root 1 0 R>>\n%%EOF\n';
