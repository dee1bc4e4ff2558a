import { formMetadataContract, storeContract } from '@procure/contract';
import type { AppRoute } from '@ts-rest/core';
import type { ApiRootName } from '../../config/api-roots';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';
import type { ContractArgs } from '../../lib/contract-query';

/** A GET on a url written in form metadata: not a contract route, so it is described as a
 * route with no answer schema (the body passes through and the form reads its path). */
/** Invalidate this after saving data that dropdowns read (a vendor's addresses, banks, ...). */
export const DROPDOWN_SOURCES_TAG = { type: 'FormMetadata' as const, id: 'SOURCES' };

/** Master data changed: forms are served with their lookup-fed dropdowns' options inside, so
 * every form's metadata is asked for again (an unchanged one answers 304). */
export const LOOKUP_OPTIONS_TAG = { type: 'FormMetadata' as const, id: 'LOOKUPS' };

const sourceRoute = (path: string): AppRoute => ({ method: 'GET', path, responses: {} });

/** Calls every metadata form shares: dropdown sources and file uploads. */
export const metadataFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    dropdownSource: build.query<unknown, { root: ApiRootName; path: string }>({
      query: ({ root, path }) => ({
        route: sourceRoute(path),
        args: {} as ContractArgs<AppRoute>,
        root,
      }),
      // Options change when their source's data changes (a vendor's own saved entries).
      providesTags: [DROPDOWN_SOURCES_TAG],
      keepUnusedDataFor: 300,
    }),
    uploadFile: contractMutation(build, storeContract.upload, 'storage'),
    formMetadata: contractQuery(build, formMetadataContract.get, 'vendor', {
      providesTags: (_result, _error, args) => [
        { type: 'FormMetadata', id: args.query.form_name },
        LOOKUP_OPTIONS_TAG,
      ],
      transformErrorResponse: (error) =>
        error.serverMessage ? error : { ...error, message: 'Failed to fetch data' },
    }),
  }),
});

export const { useDropdownSourceQuery, useUploadFileMutation, useFormMetadataQuery } =
  metadataFormApi;
