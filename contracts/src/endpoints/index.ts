import type { EndpointBody, EndpointParams, EndpointQuery, EndpointResponse, EndpointSpec } from './define';
import type { ApiEndpointName } from './paths';
import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { adminReferenceEndpoints } from './admin-reference';
import { adEndpoints } from './ads';
import { authEndpoints } from './auth';
import { businessEndpoints } from './business';
import { catalogEndpoints } from './catalog';
import { conversationEndpoints } from './conversations';
import { devEndpoints } from './dev';
import { paymentEndpoints } from './payments';
import { phoneEndpoints } from './phone';
import { reviewEndpoints } from './reviews';
import { savedSearchEndpoints } from './saved-searches';
import { siteEndpoints } from './site';
import { socialEndpoints } from './social';
import { systemEndpoints } from './system';
import { userEndpoints } from './users';

export * from './define';
export * from './paths';

/**
 * Every endpoint of the api, by name, with its schemas: the api registers a handler for each (and nothing else
 * under `/api`), the bff calls the api through them (answers checked) and the OpenAPI document is made from them.
 * The front end builds its requests from `API_PATHS`. See contracts/README.md for how to add one.
 */
export const API_ENDPOINTS = {
  ...accountEndpoints,
  ...adminEndpoints,
  ...adminReferenceEndpoints,
  ...adEndpoints,
  ...authEndpoints,
  ...businessEndpoints,
  ...catalogEndpoints,
  ...conversationEndpoints,
  ...devEndpoints,
  ...paymentEndpoints,
  ...phoneEndpoints,
  ...reviewEndpoints,
  ...savedSearchEndpoints,
  ...siteEndpoints,
  ...socialEndpoints,
  ...systemEndpoints,
  ...userEndpoints,
} satisfies Record<ApiEndpointName, EndpointSpec>;

export type ApiEndpoints = typeof API_ENDPOINTS;

/** Per endpoint name: what it answers on success, and what its path parameters, query and body are. */
export type ApiResults = { [N in ApiEndpointName]: EndpointResponse<ApiEndpoints[N]> };
export type ApiParams = { [N in ApiEndpointName]: EndpointParams<ApiEndpoints[N]> };
export type ApiQueries = { [N in ApiEndpointName]: EndpointQuery<ApiEndpoints[N]> };
export type ApiBodies = { [N in ApiEndpointName]: EndpointBody<ApiEndpoints[N]> };
