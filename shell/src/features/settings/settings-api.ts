import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  CLIENT_DEFAULT_SETTINGS,
  SETTINGS_CACHE_MS,
  STORAGE_KEYS,
  type PublicSettings,
} from '@sokoni/contracts';
import { apiRequest, baseApi, readJson, writeStorage } from '@sokoni/shared-ui';

/** Client defaults, used when neither the server nor the local cache can answer. */
export const DEFAULT_SETTINGS: PublicSettings = CLIENT_DEFAULT_SETTINGS;
export const DEFAULT_SITE_NAME = DEFAULT_SETTINGS.site_name;

interface CachedSettings {
  data: PublicSettings;
  stored_at: number;
}

function readCache(): CachedSettings | null {
  const cached = readJson<CachedSettings>(STORAGE_KEYS.settings);
  return cached && typeof cached.stored_at === 'number' && cached.data ? cached : null;
}

function writeCache(data: PublicSettings): void {
  writeStorage(
    STORAGE_KEYS.settings,
    JSON.stringify({ data, stored_at: Date.now() } satisfies CachedSettings),
  );
}

function isAuthFailure(error: FetchBaseQueryError): boolean {
  return error.status === 401 || error.status === 403;
}

/**
 * Settings: a fresh local copy (5 minutes) first, then the public settings, then the admin
 * settings when the public call failed for another reason than 401/403 (only worth trying with a session),
 * then the stale local copy, then the defaults.
 */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteSettings: build.query<PublicSettings, void>({
      async queryFn(_arg, api, _extra, baseQuery) {
        const cached = readCache();
        if (cached && Date.now() - cached.stored_at < SETTINGS_CACHE_MS) return { data: cached.data };
        const result = await baseQuery(apiRequest('getSettings'));
        if (!result.error) {
          const data = result.data as PublicSettings;
          writeCache(data);
          return { data };
        }
        const hasSession = Boolean((api.getState() as { session?: { token: string | null } }).session?.token);
        if (!isAuthFailure(result.error) && hasSession) {
          const admin = await baseQuery(apiRequest('getAdminSettings'));
          if (!admin.error) {
            const data = admin.data as PublicSettings;
            writeCache(data);
            return { data };
          }
        }
        return { data: cached?.data ?? DEFAULT_SETTINGS };
      },
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSiteSettingsQuery } = settingsApi;

export function useSiteName(): string {
  const { data } = useGetSiteSettingsQuery();
  return data?.site_name || DEFAULT_SITE_NAME;
}
