import type { UnknownAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { DEFAULT_LOCALE, SESSION_KEEPING_PATH_PREFIXES, STORAGE_KEYS } from '@sokoni/contracts';
import { readStorage } from './storage';
import { sessionRejected } from './session-slice';

/**
 * `skipToken` for a query that waits for its arguments. Remotes take it from here: Redux Toolkit is bundled inside
 * shared-ui, not shared, and importing it in a remote would fetch a second copy for one symbol.
 */
export { skipToken } from '@reduxjs/toolkit/query';

export const API_PREFIX = '/api';

/** True when the code runs in Node, i.e. when the bff renders a page on the server. */
export const IS_SERVER = typeof window === 'undefined';

/**
 * Server rendering: the site's own origin (the bff) that `/api` and `/bff` calls go to, and how long one call
 * may take. The browser keeps relative URLs.
 */
const serverFetch: { origin: string; timeoutMs: number; headers: Record<string, string> } = {
  origin: '',
  timeoutMs: 2_500,
  headers: {},
};
export function configureServerFetch(
  origin: string,
  timeoutMs: number,
  headers: Record<string, string> = {},
): void {
  serverFetch.origin = origin.replace(/\/+$/, '');
  serverFetch.timeoutMs = timeoutMs;
  serverFetch.headers = headers;
}

/** Dispatched once in the browser, before hydration, with the api state the server rendered the page from. */
export const SERVER_STATE_HYDRATED = 'sokoni/serverStateHydrated';
export function serverStateHydrated(apiState: unknown): UnknownAction & { payload: unknown } {
  return { type: SERVER_STATE_HYDRATED, payload: apiState };
}
export const BFF_PREFIX = '/bff';

interface StateWithSessionAndPreferences {
  session?: { token: string | null };
  preferences?: { locale: string };
}

/**
 * The headers of every call to the api and the bff: the session's token, the visitor's language, the
 * XMLHttpRequest marker and JSON answers (and, on the server, the headers the bff forwards). `baseQuery` (fetch)
 * and `uploadQuery` (XMLHttpRequest) both send exactly these.
 */
export function prepareApiHeaders(headers: Headers, { getState }: Pick<BaseQueryApi, 'getState'>): Headers {
  const state = getState() as StateWithSessionAndPreferences;
  const token = state.session?.token ?? readStorage(STORAGE_KEYS.token);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const locale = state.preferences?.locale ?? readStorage(STORAGE_KEYS.locale) ?? DEFAULT_LOCALE;
  headers.set('Accept-Language', locale);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (IS_SERVER) for (const [name, value] of Object.entries(serverFetch.headers)) headers.set(name, value);
  return headers;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders: prepareApiHeaders,
});

/** Paths under /api whose 401 answers leave the session alone (docs/errors.md#the-401-rule). */
export function keepsSessionOn401(apiPath: string): boolean {
  return SESSION_KEEPING_PATH_PREFIXES.some(
    (prefix) => apiPath === prefix || apiPath.startsWith(`${prefix}/`) || apiPath.startsWith(`${prefix}?`),
  );
}

/** Where an endpoint's path is sent, and whether a 401 there rejects the session. */
export interface ApiTarget {
  url: string;
  rejectsSessionOn401: boolean;
}

/**
 * Endpoints give paths relative to the product API (`/ads`, `/user/profile`) or, for aggregations,
 * absolute bff paths (`/bff/home`). A 401 on a protected api path rejects the session.
 */
export function apiTarget(endpointPath: string): ApiTarget {
  const isBff = endpointPath.startsWith(`${BFF_PREFIX}/`);
  const path = isBff ? endpointPath : `${API_PREFIX}${endpointPath}`;
  return {
    url: IS_SERVER ? `${serverFetch.origin}${path}` : path,
    rejectsSessionOn401: !isBff && !keepsSessionOn401(endpointPath),
  };
}

/** The 401 rule (docs/errors.md#the-401-rule), for every transport: the session is rejected (the shell then goes to /login). */
export function applySessionRule(
  target: ApiTarget,
  error: FetchBaseQueryError | undefined,
  { dispatch }: Pick<BaseQueryApi, 'dispatch'>,
): void {
  if (error?.status === 401 && target.rejectsSessionOn401) dispatch(sessionRejected());
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extra,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const target = apiTarget(request.url);
  const result = await rawBaseQuery(
    IS_SERVER
      ? { ...request, url: target.url, timeout: serverFetch.timeoutMs }
      : { ...request, url: target.url },
    api,
    extra,
  );
  applySessionRule(target, result.error, api);
  return result;
};

export const TAG_TYPES = [
  'Ad',
  'MyAds',
  'Favorite',
  'Category',
  'Location',
  'Currency',
  'Settings',
  'User',
  'Statistics',
  'Conversation',
  'Message',
  'Review',
  'Business',
  'Transaction',
  'PromotionPlan',
  'Translation',
  'Language',
  'Admin',
  'SavedSearch',
] as const;

/**
 * On the server, a query starts while the page renders (there are no effects there): the bff renders, waits
 * for the queries that started, and renders again with their data.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: IS_SERVER }),
);

/** The one RTK Query api of the site; features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // The answers the server rendered the page with become this store's cache: no second fetch after hydration.
  extractRehydrationInfo(action, { reducerPath }) {
    if (action.type !== SERVER_STATE_HYDRATED) return undefined;
    const payload = (action as { payload?: Record<string, unknown> }).payload;
    return payload && typeof payload === 'object' ? (payload[reducerPath] as never) : undefined;
  },
});
