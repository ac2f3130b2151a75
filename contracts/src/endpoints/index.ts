import type { EndpointBody, EndpointParams, EndpointQuery, EndpointResponse, EndpointSpec } from './define';
import { reviewEndpoints } from './reviews';

export * from './define';

/**
 * Every endpoint of the api, by name: the api registers a handler for each (and nothing else under `/api`), the
 * front end builds its queries from them, the bff calls the api through them and the OpenAPI document is made
 * from them. Paths are relative to `/api`. See contracts/README.md for how to add one.
 */
export const API_ENDPOINTS = {
  ...reviewEndpoints,
} satisfies Record<string, EndpointSpec>;

export type ApiEndpoints = typeof API_ENDPOINTS;
export type ApiEndpointName = keyof ApiEndpoints;

/** Per endpoint name: what it answers on success, and what its path parameters, query and body are. */
export type ApiResults = { [N in ApiEndpointName]: EndpointResponse<ApiEndpoints[N]> };
export type ApiParams = { [N in ApiEndpointName]: EndpointParams<ApiEndpoints[N]> };
export type ApiQueries = { [N in ApiEndpointName]: EndpointQuery<ApiEndpoints[N]> };
export type ApiBodies = { [N in ApiEndpointName]: EndpointBody<ApiEndpoints[N]> };
