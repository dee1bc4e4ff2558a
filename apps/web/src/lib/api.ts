import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AppRoute } from '@ts-rest/core';
import type { ApiRootName } from '../config/api-roots';
import { apiRoots } from '../config/runtime';
import { STORAGE_KEYS } from '../config/storage-keys';
import { callContract, type ContractArgs, type ContractError } from './contract-query';
import { sessionExpired } from './session-events';
import { readToken, removeItem } from './storage';

/** What an endpoint hands the base query: a contract route, its typed args and its API root. */
export type ContractQueryArg = { route: AppRoute; args: ContractArgs<AppRoute>; root: ApiRootName };

/** RTK Query's base query: the contract bridge with the stored token and the 401 rule added. */
export const contractBaseQuery: BaseQueryFn<ContractQueryArg, unknown, ContractError> = async (
  { route, args, root },
  { dispatch, signal },
) => {
  const token = readToken();
  return callContract(route, args, {
    root: apiRoots()[root],
    token,
    signal,
    // A 401 without a token is a failed sign-in, not an expired session.
    onUnauthorized: token
      ? () => {
          removeItem(STORAGE_KEYS.token);
          dispatch(sessionExpired());
        }
      : undefined,
  });
};

/** Cache tags of every resource; features tag per id plus a LIST entry and invalidate precisely. */
export const TAG_TYPES = [
  'Translation',
  'FormMetadata',
  'Vendor',
  'PurchaseOrder',
  'Mrn',
  'Invoice',
  'Document',
  'MasterCategory',
  'Lookup',
  'Profile',
  'Session',
  'User',
  'PaymentRun',
  'Company',
  'ExchangeRate',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The one API of the app. Features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
