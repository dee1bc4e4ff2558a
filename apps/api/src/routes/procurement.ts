import { contract, exportFileName } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import type { ProcurementKind } from '../db/schema';
import { implement } from '../http/contract-routes';
import type { DocumentFilter } from '../repositories/procurement';
import { actorOf } from '../services/audit';
import { exportFile, type ExportColumn } from '../services/export';
import { createFormValidation } from '../services/form-validation';
import { createProcurementService, type DocumentBody } from '../services/procurement';

type ExportRow = {
  id: number;
  number: string;
  name: string;
  phone: string;
  doc_date: string;
  expected_delivery_date: string | null;
  payment_terms: string;
  basic: number;
  tax: number;
  total: number;
  tab: string;
  receipt_state: string;
};

/** What differs between the two kinds on the wire: labels, row keys, routes and file names. */
const KINDS = {
  po: {
    routes: contract.purchaseOrder,
    label: 'PO',
    title: 'Purchase orders',
    saved: 'Purchase order',
    fileName: exportFileName.po,
  },
  mrn: {
    routes: contract.mrn,
    label: 'MRN',
    title: 'MRNs',
    saved: 'MRN',
    fileName: exportFileName.mrn,
  },
} as const;

const exportColumns = (kind: ProcurementKind, label: string): ExportColumn<ExportRow>[] => [
  { key: 'id', header: 'ID', type: 'integer', width: 8 },
  { key: 'number', header: `${label} Number`, type: 'text', width: 18 },
  { key: 'name', header: 'Vendor', type: 'text', width: 34 },
  { key: 'phone', header: 'Contact', type: 'text', width: 18 },
  { key: 'doc_date', header: `${label} Date`, type: 'date', width: 12 },
  { key: 'expected_delivery_date', header: 'Delivery Date', type: 'date', width: 14 },
  { key: 'payment_terms', header: 'Payment Terms', type: 'text', width: 14 },
  { key: 'basic', header: 'Basic Amount', type: 'money', width: 14 },
  { key: 'tax', header: 'Tax Amount', type: 'money', width: 14 },
  { key: 'total', header: 'Total Amount', type: 'money', width: 14 },
  { key: 'tab', header: 'Status', type: 'text', width: 10 },
  ...(kind === 'po'
    ? [{ key: 'receipt_state', header: 'Receipt State', type: 'text', width: 18 } as const]
    : []),
];

/** Purchase orders and MRNs: tabbed list and export, header then whole-document save, approval.
 * One set of handlers serves both kinds. */
export function procurementRoutes(app: FastifyInstance, kind: ProcurementKind) {
  const { procurement } = app.repos;
  const service = createProcurementService(
    app.db,
    app.repos,
    createFormValidation(app.repos.reference, app.repos.masters),
  );
  const { routes, label, title, saved, fileName } = KINDS[kind];

  async function* exportRows(filter: DocumentFilter) {
    // Each row built field by field: a rest/spread copy allocated ~1.2 KB a row (123 MB over a
    // 100k-row export, sampled), garbage that lived as long as its batch and grew the heap.
    for await (const batch of procurement.batches(kind, filter))
      yield batch.map((r): ExportRow => ({
        id: r.id,
        number: r.number,
        name: r.name,
        phone: r.phone,
        doc_date: r.doc_date,
        expected_delivery_date: r.expected_delivery_date,
        payment_terms: r.payment_terms,
        basic: r.basic_cents / 100,
        tax: r.tax_cents / 100,
        total: r.total_cents / 100,
        tab: r.tab,
        receipt_state: r.receipt_state,
      }));
  }

  return [
    implement(routes.list, async ({ query }) => {
      const { rows, total, counts } = await procurement.list(
        kind,
        query,
        query.page,
        query.page_size,
      );
      return {
        status: 200,
        body: {
          data: rows.map((r) => ({
            id: r.id,
            [`${kind}_number`]: r.number,
            name: r.name,
            phone: r.phone,
            [`${kind}_date`]: r.doc_date,
            delivery_date: r.expected_delivery_date,
            payment_terms: r.payment_terms,
            total_amount: r.total_cents / 100,
            status: r.tab,
            ...(kind === 'po' ? { receipt_state: r.receipt_state } : {}),
          })) as never,
          counts,
          pagination: {
            total,
            pages: Math.ceil(total / query.page_size),
            page: query.page,
            page_size: query.page_size,
          },
        },
      };
    }),
    implement(routes.export, async ({ query }) => {
      const file = exportFile(
        query.export_type,
        title,
        exportColumns(kind, label),
        exportRows(query),
      );
      return {
        status: 200,
        file: {
          body: file.body,
          contentType: file.contentType,
          fileName: fileName(query.type, file.ext),
        },
      };
    }),
    implement(routes.get, async ({ params }) => ({
      status: 200,
      body: { data: (await service.detail(kind, params.id)) as never },
    })),
    implement(routes.saveHeader, async ({ body, request }) => {
      const id = await service.saveHeader(kind, body as DocumentBody, actorOf(request));
      return {
        status: 201,
        body: { message: `${saved} header saved`, data: { ...body, id } as never },
      };
    }),
    implement(routes.create, async ({ body, request }) => {
      const ids = await service.saveDocuments(kind, body as DocumentBody[], actorOf(request));
      const documents = await Promise.all(ids.map((id) => service.detail(kind, id)));
      // The spec's success text, which it uses for MRNs as well.
      return {
        status: 201,
        body: { message: 'Purchase Order saved successfully!', data: documents as never },
      };
    }),
    implement(routes.approve, async ({ params, request }) => ({
      status: 200,
      body: {
        message: `${saved} approved`,
        data: {
          id: params.id,
          status: await service.decide(kind, params.id, 'active', actorOf(request)),
        },
      },
    })),
    implement(routes.reject, async ({ params, body, request }) => ({
      status: 200,
      body: {
        message: `${saved} rejected`,
        data: {
          id: params.id,
          status: await service.decide(kind, params.id, 'reject', actorOf(request), body.reason),
        },
      },
    })),
  ];
}
