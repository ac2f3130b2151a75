import type { Settings, SettingsUpdate } from '@sokoni/contracts';
import { baseApi } from '@sokoni/shared-ui';

/** GET/POST /api/admin/settings. Saving refreshes the site's public settings too. */
export const adminSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<Settings, void>({
      query: () => '/admin/settings',
      providesTags: [{ type: 'Settings', id: 'ADMIN' }],
    }),
    updateSettings: build.mutation<Settings, SettingsUpdate>({
      query: (body) => ({ url: '/admin/settings', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetAdminSettingsQuery, useUpdateSettingsMutation } = adminSettingsApi;
