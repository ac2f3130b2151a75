import type { FetchArgs } from '@reduxjs/toolkit/query';
import {
  API_PATHS,
  endpointPath,
  type ApiBodies,
  type ApiEndpointName,
  type ApiParams,
  type ApiQueries,
  type ApiResults,
  type EndpointAddress,
} from '@sokoni/contracts';

type Present<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };
type BodyArg<T> = [T] extends [undefined] ? undefined : T | FormData;

/** What a call of an endpoint sends: its path parameters, its query and its body, typed from the table. */
export type EndpointArgs<N extends ApiEndpointName> = Present<'params', ApiParams[N]> &
  Partial<Present<'query', Partial<ApiQueries[N]>>> &
  Present<'body', BodyArg<ApiBodies[N]>>;

/** What an endpoint answers when it succeeds, typed from the table (`ApiResult<'getAd'>` is an `Ad`). */
export type ApiResult<N extends ApiEndpointName> = ApiResults[N];

/**
 * The request of one api endpoint for `baseQuery` (or `uploadQuery`): its method and path from the table,
 * the path parameters filled in, the query and the body as given. Endpoints never write a path themselves.
 */
export function apiRequest<N extends ApiEndpointName>(name: N, args?: EndpointArgs<N>): FetchArgs {
  const spec: EndpointAddress = API_PATHS[name as ApiEndpointName];
  const given: unknown = args;
  const { params, query, body } = (given ?? {}) as { params?: object; query?: object; body?: unknown };
  const request: FetchArgs = { url: endpointPath(spec, params), method: spec.method };
  if (query && Object.keys(query).length > 0) request.params = query as Record<string, unknown>;
  if (body !== undefined) request.body = body;
  return request;
}
