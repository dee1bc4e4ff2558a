import type { mrnContract, purchaseOrderContract } from '@procure/contract';
import {
  documentContract,
  extensionForContentType,
  type DocumentState,
  type ExportType,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { rowId } from '../../../components/list';
import { api, type ContractQueryArg } from '../../../lib/api';
import { contractQuery } from '../../../lib/contract-endpoints';
import type { ContractArgs, ContractData, ContractError } from '../../../lib/contract-query';
import { withDefaultMessage } from '../../../lib/default-message';
import { saveBlob } from '../../../lib/save-blob';
import { KINDS, type DocumentKind } from '../kinds';

type Po = typeof purchaseOrderContract;
type Mrn = typeof mrnContract;

export type ListQuery = ContractArgs<Po['list']>['query'];
export type DocumentList = ContractData<Po['list']> | ContractData<Mrn['list']>;
export type SavedDocument = ContractData<Po['get']>['data'] | ContractData<Mrn['get']>['data'];
export type HeaderBody =
  ContractArgs<Po['saveHeader']>['body'] | ContractArgs<Mrn['saveHeader']>['body'];
export type SavedHeader = ContractData<Po['saveHeader']> | ContractData<Mrn['saveHeader']>;
export type DocumentBody =
  ContractArgs<Po['create']>['body'][number] | ContractArgs<Mrn['create']>['body'][number];
export type SavedDocuments = ContractData<Po['create']> | ContractData<Mrn['create']>;
type Decided = ContractData<Po['approve']>;

const routeArg = (
  route: AppRoute,
  args: { params?: unknown; query?: unknown; body?: unknown },
): ContractQueryArg => ({ route, args: args as ContractArgs<AppRoute>, root: 'po' });

const tagOf = (kind: DocumentKind, id: number | string) => ({ type: KINDS[kind].tag, id });
const listTag = (kind: DocumentKind) => ({ type: KINDS[kind].tag, id: 'LIST' });

/** Purchase order and MRN calls, one endpoint per action with the kind as an argument; each
 * failure carries the server's message or the spec's default text. */
export const procurementApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDocuments: build.query<DocumentList, { kind: DocumentKind; query: ListQuery }>({
      query: ({ kind, query }) => routeArg(KINDS[kind].routes.list, { query }),
      providesTags: (result, _error, { kind }) => [
        listTag(kind),
        // Another backend's rows may carry no id: tagged by the ids there are.
        ...(result?.data ?? []).flatMap((row) => {
          const id = rowId(row);
          return id === undefined ? [] : [tagOf(kind, id)];
        }),
      ],
      transformErrorResponse: (error: ContractError, _meta, { kind }) =>
        withDefaultMessage(KINDS[kind].errors.list)(error),
    }),
    getDocument: build.query<SavedDocument, { kind: DocumentKind; id: number }>({
      query: ({ kind, id }) => routeArg(KINDS[kind].routes.get, { params: { id } }),
      transformResponse: (body: { data: SavedDocument }) => body.data,
      providesTags: (_result, _error, { kind, id }) => [tagOf(kind, id)],
      transformErrorResponse: (error: ContractError, _meta, { kind }) =>
        withDefaultMessage(KINDS[kind].errors.list)(error),
    }),
    saveHeader: build.mutation<SavedHeader, { kind: DocumentKind; body: HeaderBody }>({
      query: ({ kind, body }) => routeArg(KINDS[kind].routes.saveHeader, { body }),
      invalidatesTags: (_result, _error, { kind, body }) =>
        body.id ? [listTag(kind), tagOf(kind, body.id)] : [listTag(kind)],
      transformErrorResponse: (error: ContractError, _meta, { kind }) =>
        withDefaultMessage(KINDS[kind].errors.create)(error),
    }),
    createDocument: build.mutation<SavedDocuments, { kind: DocumentKind; body: DocumentBody }>({
      // The spec sends the document as an array of one.
      query: ({ kind, body }) => routeArg(KINDS[kind].routes.create, { body: [body] }),
      invalidatesTags: (_result, _error, { kind, body }) => [
        listTag(kind),
        ...(body.id ? [tagOf(kind, body.id)] : []),
        // A receipt changes what its purchase order has received.
        ...(kind === 'mrn' ? [listTag('po'), { type: KINDS.po.tag, id: 'RECEIPTS' }] : []),
      ],
      transformErrorResponse: (error: ContractError, _meta, { kind }) =>
        withDefaultMessage(KINDS[kind].errors.create)(error),
    }),
    approveDocument: build.mutation<Decided, { kind: DocumentKind; id: number }>({
      query: ({ kind, id }) => routeArg(KINDS[kind].routes.approve, { params: { id } }),
      invalidatesTags: (_result, _error, { kind, id }) => [listTag(kind), tagOf(kind, id)],
    }),
    rejectDocument: build.mutation<Decided, { kind: DocumentKind; id: number; reason: string }>({
      query: ({ kind, id, reason }) =>
        routeArg(KINDS[kind].routes.reject, { params: { id }, body: { reason } }),
      invalidatesTags: (_result, _error, { kind, id }) => [listTag(kind), tagOf(kind, id)],
    }),
    /** A stored file's description (its name, for the attachment link). */
    storedDocument: contractQuery(build, documentContract.get, 'storage', {
      providesTags: (_result, _error, args) => [{ type: 'Document', id: args.params.id }],
    }),
    /** Downloads the export as po-{type}.{ext} / mrn-{type}.{ext}; saved, never cached. */
    downloadDocuments: build.mutation<
      string,
      {
        kind: DocumentKind;
        /** The tab exported, named in the file (po-{type}.{ext}) whether or not it is sent. */
        tab: DocumentState;
        query: Omit<ListQuery, 'page' | 'page_size'> & { export_type: ExportType };
      }
    >({
      queryFn: async ({ kind, tab, query }, _api, _extra, baseQuery) => {
        const result = await baseQuery(routeArg(KINDS[kind].routes.export, { query }));
        // The spec only logs a failed export; the global rule still shows its toast.
        if (result.error) return { error: result.error as ContractError };
        const blob = result.data as Blob;
        const name = KINDS[kind].fileName(tab, extensionForContentType(blob.type));
        saveBlob(blob, name);
        return { data: name };
      },
    }),
  }),
});

export const {
  useListDocumentsQuery,
  useGetDocumentQuery,
  useSaveHeaderMutation,
  useCreateDocumentMutation,
  useApproveDocumentMutation,
  useRejectDocumentMutation,
  useDownloadDocumentsMutation,
  useStoredDocumentQuery,
} = procurementApi;
