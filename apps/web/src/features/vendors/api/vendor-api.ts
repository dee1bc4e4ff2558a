import {
  exportFileName,
  extensionForContentType,
  vendorContract,
  type VendorEntrySectionKey,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { rowId } from '../../../components/list';
import { DROPDOWN_SOURCES_TAG } from '../../../components/metadata-form';
import { api, type ContractQueryArg } from '../../../lib/api';
import { contractMutation, contractQuery } from '../../../lib/contract-endpoints';
import type { ContractArgs, ContractData, ContractError } from '../../../lib/contract-query';
import { saveBlob } from '../../../lib/save-blob';
import { VENDOR_ERRORS, withDefaultMessage } from './vendor-errors';

/** The contract router of each repeatable section's POST/PUT pair. */
const SECTION_ROUTERS = {
  address: vendorContract.address,
  bank: vendorContract.bank,
  representative: vendorContract.representative,
  tax_code: vendorContract.taxCode,
  compliance: vendorContract.compliance,
  site_mapping: vendorContract.siteMapping,
} as const satisfies Record<VendorEntrySectionKey, unknown>;

export type SectionSave = {
  key: VendorEntrySectionKey;
  mode: 'create' | 'update';
  basicId: number;
  body: ContractArgs<typeof vendorContract.compliance.create>['body'];
};
type SavedEntries = ContractData<typeof vendorContract.address.create>;

const vendorTag = (id: number) => ({ type: 'Vendor' as const, id });
const LIST = { type: 'Vendor' as const, id: 'LIST' };

export type VendorExport = ContractArgs<typeof vendorContract.export>['query'];

/** Every vendor call; each failure carries the server's message or the spec's default text. */
export const vendorApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVendors: contractQuery(build, vendorContract.list, 'vendor', {
      // Rows of another backend may carry no id (or a text one): tagged by the ids there are.
      providesTags: (result) => [
        LIST,
        ...(result?.data ?? []).flatMap((row) => {
          const id = Number(rowId(row));
          return Number.isInteger(id) ? [vendorTag(id)] : [];
        }),
      ],
      transformErrorResponse: withDefaultMessage(VENDOR_ERRORS.list),
    }),
    getVendor: contractQuery(build, vendorContract.get, 'vendor', {
      providesTags: (_result, _error, args) => [vendorTag(Number(args.params.id))],
      transformErrorResponse: withDefaultMessage(VENDOR_ERRORS.fetch),
    }),
    createBasic: contractMutation(build, vendorContract.createBasic, 'vendor', {
      invalidatesTags: [LIST],
      transformErrorResponse: withDefaultMessage(VENDOR_ERRORS.createBasic),
    }),
    updateBasic: contractMutation(build, vendorContract.updateBasic, 'vendor', {
      invalidatesTags: (_result, _error, args) => [vendorTag(Number(args.params.id)), LIST],
      transformErrorResponse: withDefaultMessage(VENDOR_ERRORS.updateBasic),
    }),
    saveSection: build.mutation<SavedEntries, SectionSave>({
      query: ({ key, mode, body }): ContractQueryArg => ({
        route: SECTION_ROUTERS[key][mode] as AppRoute,
        args: { body } as unknown as ContractArgs<AppRoute>,
        root: 'vendor',
      }),
      // The list shows the city of the address; site-mapping dropdowns list saved entries.
      invalidatesTags: (_result, _error, { basicId }) => [
        vendorTag(basicId),
        LIST,
        DROPDOWN_SOURCES_TAG,
      ],
      transformErrorResponse: (error: ContractError, _meta, { key, mode }) =>
        withDefaultMessage(VENDOR_ERRORS.section(key, mode))(error),
    }),
    deleteEntry: contractMutation(build, vendorContract.deleteEntry, 'vendor', {
      invalidatesTags: [LIST, DROPDOWN_SOURCES_TAG],
      transformErrorResponse: withDefaultMessage(VENDOR_ERRORS.fetch),
    }),
    submitVendor: contractMutation(build, vendorContract.submit, 'vendor', {
      invalidatesTags: (_result, _error, args) => [vendorTag(args.body.basic_id), LIST],
      transformErrorResponse: withDefaultMessage(VENDOR_ERRORS.submit),
    }),
    approveVendor: contractMutation(build, vendorContract.approve, 'vendor', {
      invalidatesTags: (_result, _error, args) => [vendorTag(Number(args.params.id)), LIST],
    }),
    rejectVendor: contractMutation(build, vendorContract.reject, 'vendor', {
      invalidatesTags: (_result, _error, args) => [vendorTag(Number(args.params.id)), LIST],
    }),
    // A changed bank account of an approved vendor, decided by a second user (ours, issue 22).
    approveBankChange: contractMutation(build, vendorContract.bankChange.approve, 'vendor', {
      invalidatesTags: (_result, _error, args) => [vendorTag(Number(args.params.id))],
    }),
    rejectBankChange: contractMutation(build, vendorContract.bankChange.reject, 'vendor', {
      invalidatesTags: (_result, _error, args) => [vendorTag(Number(args.params.id))],
    }),
    /** Downloads the export as vendors-{type}.{ext}; the file is saved, never cached. */
    downloadVendors: build.mutation<string, VendorExport>({
      queryFn: async (query, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          route: vendorContract.export,
          args: { query } as ContractArgs<AppRoute>,
          root: 'vendor',
        });
        if (result.error)
          return {
            error: withDefaultMessage(VENDOR_ERRORS.download)(result.error as ContractError),
          };
        const blob = result.data as Blob;
        const name = exportFileName.vendors(
          query.type ?? 'active',
          extensionForContentType(blob.type),
        );
        saveBlob(blob, name);
        return { data: name };
      },
    }),
  }),
});

export const {
  useListVendorsQuery,
  useGetVendorQuery,
  useCreateBasicMutation,
  useUpdateBasicMutation,
  useSaveSectionMutation,
  useDeleteEntryMutation,
  useSubmitVendorMutation,
  useApproveVendorMutation,
  useRejectVendorMutation,
  useApproveBankChangeMutation,
  useRejectBankChangeMutation,
  useDownloadVendorsMutation,
} = vendorApi;
