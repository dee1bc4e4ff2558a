import {
  exportFileName,
  extensionForContentType,
  masterContract,
  type MasterSet,
} from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import { LOOKUP_OPTIONS_TAG } from '../../../components/metadata-form';
import { MASTER_ROOTS } from '../../../config/api-roots';
import { api, type ContractQueryArg } from '../../../lib/api';
import type { ContractArgs, ContractData, ContractError } from '../../../lib/contract-query';
import { saveBlob } from '../../../lib/save-blob';
import { MASTER_ERRORS, withMasterText } from './master-errors';

const m = masterContract;
/** A call to one set: the route's own arguments plus the set, whose API root serves it. */
type SetArgs<R extends AppRoute> = ContractArgs<R> & { set: MasterSet };

const toArg =
  <R extends AppRoute>(route: R) =>
  ({ set, ...args }: SetArgs<R>): ContractQueryArg => ({
    route,
    args: args as ContractArgs<AppRoute>,
    root: MASTER_ROOTS[set],
  });

const categoriesTag = (set: MasterSet) => ({ type: 'MasterCategory' as const, id: set });
const lookupsTag = (set: MasterSet, category: string) => ({
  type: 'Lookup' as const,
  id: `${set}:${category}`,
});

export type Category = ContractData<typeof m.listCategories>['data'][number];
export type Lookup = NonNullable<ContractData<typeof m.listLookups>['data'][string]>[number];
export type ImportResult = ContractData<typeof m.importLookups>['data'];

/** Both master sets' calls; each failure carries the spec's text for it. Saving a lookup also
 * refreshes the form dropdowns fed by its category. */
export const masterApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCategories: build.query<
      ContractData<typeof m.listCategories>,
      SetArgs<typeof m.listCategories>
    >({
      query: toArg(m.listCategories),
      providesTags: (_r, _e, { set }) => [categoriesTag(set)],
      transformErrorResponse: withMasterText(MASTER_ERRORS.categories),
    }),
    createCategory: build.mutation<
      ContractData<typeof m.createCategory>,
      SetArgs<typeof m.createCategory>
    >({
      query: toArg(m.createCategory),
      invalidatesTags: (_r, _e, { set }) => [categoriesTag(set)],
      transformErrorResponse: (error: ContractError, _meta, { set }) =>
        withMasterText(MASTER_ERRORS.createCategory(set))(error),
    }),
    updateCategory: build.mutation<
      ContractData<typeof m.updateCategory>,
      SetArgs<typeof m.updateCategory>
    >({
      query: toArg(m.updateCategory),
      invalidatesTags: (_r, _e, { set }) => [categoriesTag(set), LOOKUP_OPTIONS_TAG],
      transformErrorResponse: (error: ContractError, _meta, { set }) =>
        withMasterText(MASTER_ERRORS.updateCategory(set))(error),
    }),
    listLookups: build.query<ContractData<typeof m.listLookups>, SetArgs<typeof m.listLookups>>({
      query: toArg(m.listLookups),
      providesTags: (_r, _e, { set, query }) => [lookupsTag(set, query.category)],
      transformErrorResponse: withMasterText(MASTER_ERRORS.lookups),
    }),
    createLookup: build.mutation<
      ContractData<typeof m.createLookup>,
      SetArgs<typeof m.createLookup> & { category: string }
    >({
      query: ({ category: _category, ...args }) => toArg(m.createLookup)(args),
      invalidatesTags: (_r, _e, { set, category }) => [
        lookupsTag(set, category),
        categoriesTag(set),
        LOOKUP_OPTIONS_TAG,
      ],
      transformErrorResponse: (error: ContractError, _meta, { set }) =>
        withMasterText(MASTER_ERRORS.createLookup(set))(error),
    }),
    updateLookup: build.mutation<
      ContractData<typeof m.updateLookup>,
      SetArgs<typeof m.updateLookup> & { category: string }
    >({
      query: ({ category: _category, ...args }) => toArg(m.updateLookup)(args),
      invalidatesTags: (_r, _e, { set, category }) => [
        lookupsTag(set, category),
        LOOKUP_OPTIONS_TAG,
      ],
      transformErrorResponse: (error: ContractError, _meta, { set }) =>
        withMasterText(MASTER_ERRORS.updateLookup(set))(error),
    }),
    importLookups: build.mutation<
      ContractData<typeof m.importLookups>,
      SetArgs<typeof m.importLookups>
    >({
      query: toArg(m.importLookups),
      invalidatesTags: (_r, _e, { set, query }) => [
        lookupsTag(set, query.category),
        categoriesTag(set),
        LOOKUP_OPTIONS_TAG,
      ],
    }),
    /** Downloads one category as master-{name}.{ext}; the file is saved, never cached. */
    downloadLookups: build.mutation<string, SetArgs<typeof m.exportLookups>>({
      queryFn: async (args, _api, _extra, baseQuery) => {
        const result = await baseQuery(toArg(m.exportLookups)(args));
        if (result.error) return { error: result.error as ContractError };
        const blob = result.data as Blob;
        const name = exportFileName.master(args.query.category, extensionForContentType(blob.type));
        saveBlob(blob, name);
        return { data: name };
      },
    }),
  }),
});

export const {
  useListCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useListLookupsQuery,
  useCreateLookupMutation,
  useUpdateLookupMutation,
  useImportLookupsMutation,
  useDownloadLookupsMutation,
} = masterApi;
