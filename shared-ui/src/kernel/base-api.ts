import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { DEFAULT_LOCALE, SESSION_KEEPING_PATH_PREFIXES, STORAGE_KEYS } from '@sokoni/contracts';
import { readStorage } from './storage';
import { sessionRejected } from './session-slice';

export const API_PREFIX = '/api';
export const BFF_PREFIX = '/bff';

interface StateWithSessionAndPreferences {
  session?: { token: string | null };
  preferences?: { locale: string };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders(headers, { getState }) {
    const state = getState() as StateWithSessionAndPreferences;
    const token = state.session?.token ?? readStorage(STORAGE_KEYS.token);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    const locale = state.preferences?.locale ?? readStorage(STORAGE_KEYS.locale) ?? DEFAULT_LOCALE;
    headers.set('Accept-Language', locale);
    headers.set('X-Requested-With', 'XMLHttpRequest');
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    return headers;
  },
});

/** Paths under /api whose 401 answers leave the session alone (spec §8). */
export function keepsSessionOn401(apiPath: string): boolean {
  return SESSION_KEEPING_PATH_PREFIXES.some((prefix) => apiPath === prefix || apiPath.startsWith(`${prefix}/`) || apiPath.startsWith(`${prefix}?`));
}

/**
 * Endpoints give paths relative to the product API (`/ads`, `/user/profile`) or, for aggregations,
 * absolute bff paths (`/bff/home`). A 401 on a protected api path rejects the session.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const isBff = request.url.startsWith(`${BFF_PREFIX}/`);
  const url = isBff ? request.url : `${API_PREFIX}${request.url}`;
  const result = await rawBaseQuery({ ...request, url }, api, extra);
  if (result.error?.status === 401 && !isBff && !keepsSessionOn401(request.url)) {
    api.dispatch(sessionRejected());
  }
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
] as const;

/** The one RTK Query api of the site; features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
