import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { AppRoute } from '@ts-rest/core';
import type { ApiRootName } from '../config/api-roots';
import type { ContractQueryArg, TagType, contractBaseQuery } from './api';
import type { ContractArgs, ContractData } from './contract-query';

/** Endpoint builders that take their request and response types from the contract route, so
 * no feature writes a request or response type by hand. */

type BaseQuery = typeof contractBaseQuery;
export type ApiBuilder = EndpointBuilder<BaseQuery, TagType, 'api'>;

type QueryDef<R extends AppRoute> = QueryDefinition<
  ContractArgs<R>,
  BaseQuery,
  TagType,
  ContractData<R>,
  'api'
>;
type MutationDef<R extends AppRoute> = MutationDefinition<
  ContractArgs<R>,
  BaseQuery,
  TagType,
  ContractData<R>,
  'api'
>;

export type QueryExtras<R extends AppRoute> = Partial<
  Pick<
    QueryDef<R>,
    'providesTags' | 'keepUnusedDataFor' | 'onQueryStarted' | 'transformErrorResponse'
  >
>;
export type MutationExtras<R extends AppRoute> = Partial<
  Pick<MutationDef<R>, 'invalidatesTags' | 'onQueryStarted' | 'transformErrorResponse'>
>;

const toArg =
  <R extends AppRoute>(route: R, root: ApiRootName) =>
  (args: ContractArgs<R>): ContractQueryArg => ({
    route,
    args: args as ContractArgs<AppRoute>,
    root,
  });

export function contractQuery<R extends AppRoute>(
  build: ApiBuilder,
  route: R,
  root: ApiRootName,
  extras: QueryExtras<R> = {},
) {
  return build.query<ContractData<R>, ContractArgs<R>>({ query: toArg(route, root), ...extras });
}

export function contractMutation<R extends AppRoute>(
  build: ApiBuilder,
  route: R,
  root: ApiRootName,
  extras: MutationExtras<R> = {},
) {
  return build.mutation<ContractData<R>, ContractArgs<R>>({ query: toArg(route, root), ...extras });
}
