import { contract, exportFileName, type VendorEntrySectionKey } from '@procure/contract';
import type { FastifyInstance } from 'fastify';
import type { AppRoute } from '@ts-rest/core';
import { implement, type RouteDefinition } from '../http/contract-routes';
import type { VendorBasicValues } from '../repositories/vendors';
import { actorOf } from '../services/audit';
import { exportFile, type ExportColumn } from '../services/export';
import { createVendorService, type VendorEntryInput } from '../services/vendors';
import { createFormValidation } from '../services/form-validation';
import { createVendorValidation } from '../services/vendor-validation';
import type { VendorRow } from '@procure/contract';

const EXPORT_COLUMNS: ExportColumn<VendorRow>[] = [
  { key: 'id', header: 'ID', type: 'integer', width: 8 },
  { key: 'name', header: 'Name', type: 'text', width: 36 },
  { key: 'code', header: 'Code', type: 'text', width: 18 },
  { key: 'email', header: 'Email', type: 'text', width: 32 },
  { key: 'phone', header: 'Phone', type: 'text', width: 18 },
  { key: 'vendor_type', header: 'Vendor Type', type: 'text', width: 14 },
  { key: 'city', header: 'City', type: 'text', width: 20 },
  { key: 'status', header: 'Status', type: 'integer', width: 8 },
  { key: 'updated_at', header: 'Updated At', type: 'date', width: 20 },
];

/** The six section routes share one handler; their bodies were parsed by their own schemas. */
const bodyOf = (args: object) => (args as { body: VendorEntryInput | VendorEntryInput[] }).body;

/** What a save or removal answers when it waits for a second user's approval (issue 22). */
const HELD_MESSAGE =
  'Saved for approval: the new bank details take effect when another user approves them, and payments to this vendor wait until then';

/** Vendors: list and export by tab, the registration sections, submit, approve and reject. */
export function vendorRoutes(app: FastifyInstance) {
  const { vendors } = app.repos;
  const service = createVendorService(
    app.db,
    app.repos,
    createVendorValidation(createFormValidation(app.repos.reference, app.repos.masters)),
  );
  const v = contract.vendor;

  const sections: Array<[{ create: AppRoute; update: AppRoute }, VendorEntrySectionKey]> = [
    [v.address, 'address'],
    [v.bank, 'bank'],
    [v.representative, 'representative'],
    [v.taxCode, 'tax_code'],
    [v.compliance, 'compliance'],
    [v.siteMapping, 'site_mapping'],
  ];
  const sectionRoutes: RouteDefinition[] = sections.flatMap(([routes, key]) => [
    implement(routes.create, async (args) => {
      const done = await service.saveEntries(key, bodyOf(args), actorOf(args.request));
      return 'held' in done
        ? { status: 202, body: { message: HELD_MESSAGE, data: done.held } }
        : { status: 201, body: { message: 'Saved', data: done.saved } };
    }),
    implement(routes.update, async (args) => {
      const done = await service.saveEntries(key, bodyOf(args), actorOf(args.request));
      return 'held' in done
        ? { status: 202, body: { message: HELD_MESSAGE, data: done.held } }
        : { status: 200, body: { message: 'Saved', data: done.saved } };
    }),
  ]);

  return [
    implement(v.list, async ({ query }) => {
      const { rows, total, counts } = await vendors.list(query, query.page, query.page_size);
      return {
        status: 200,
        body: {
          data: rows,
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
    implement(v.export, async ({ query }) => {
      const file = exportFile(query.export_type, 'Vendors', EXPORT_COLUMNS, vendors.batches(query));
      return {
        status: 200,
        file: {
          body: file.body,
          contentType: file.contentType,
          fileName: exportFileName.vendors(query.type, file.ext),
        },
      };
    }),
    implement(v.get, async ({ params }) => ({
      status: 200,
      body: { data: await service.detail(params.id) },
    })),
    implement(v.createBasic, async ({ body, request }) => {
      const id = await service.createBasic(body as VendorBasicValues, actorOf(request));
      return {
        status: 201,
        body: { message: 'Vendor saved', data: (await service.detail(id)).basic },
      };
    }),
    implement(v.updateBasic, async ({ params, body, request }) => {
      await service.updateBasic(params.id, body as VendorBasicValues, actorOf(request));
      return {
        status: 200,
        body: { message: 'Vendor updated', data: (await service.detail(params.id)).basic },
      };
    }),
    ...sectionRoutes,
    implement(v.deleteEntry, async ({ params, request }) => {
      const done = await service.removeEntry(params.key, params.id, actorOf(request));
      return done.held
        ? { status: 202, body: { message: HELD_MESSAGE, data: done.held } }
        : { status: 200, body: { message: 'Removed', data: { id: params.id } } };
    }),
    implement(v.submit, async ({ body, request }) => ({
      status: 200,
      body: {
        message: 'Vendor submitted for approval',
        data: { id: body.basic_id, status: await service.submit(body.basic_id, actorOf(request)) },
      },
    })),
    implement(v.approve, async ({ params, request }) => ({
      status: 200,
      body: {
        message: 'Vendor approved',
        data: {
          id: params.id,
          status: await service.decide(params.id, 'approved', actorOf(request)),
        },
      },
    })),
    implement(v.bankChange.approve, async ({ params, request }) => ({
      status: 200,
      body: {
        message: 'Bank details approved',
        data: await service.decideBankChange(params.id, 'approved', actorOf(request)),
      },
    })),
    implement(v.bankChange.reject, async ({ params, body, request }) => ({
      status: 200,
      body: {
        message: 'Bank change rejected',
        data: await service.decideBankChange(params.id, 'rejected', actorOf(request), body.reason),
      },
    })),
    implement(v.reject, async ({ params, body, request }) => ({
      status: 200,
      body: {
        message: 'Vendor rejected',
        data: {
          id: params.id,
          status: await service.decide(params.id, 'rejected', actorOf(request), body.reason),
        },
      },
    })),
  ];
}
