import type { Settings, SettingsUpdate } from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

/** Every setting, for administrators. Saving refreshes the site's public settings too. */
export const adminSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<Settings, void>({
      query: () => apiRequest('getAdminSettings'),
      providesTags: [{ type: 'Settings', id: 'ADMIN' }],
    }),
    updateSettings: build.mutation<Settings, SettingsUpdate>({
      query: (body) => apiRequest('updateSettings', { body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useGetAdminSettingsQuery, useUpdateSettingsMutation } = adminSettingsApi;
