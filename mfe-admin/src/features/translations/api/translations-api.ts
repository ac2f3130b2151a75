import type {
  AdminTranslationUpsert,
  AdminTranslationsQuery,
  AdminTranslationsResponse,
  AuditLogQuery,
  AuditLogResponse,
  MessageResponse,
  TranslationGroupsResponse,
} from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

/** Stored translations (admin list and edit) and the audit log. */
export const translationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTranslations: build.query<AdminTranslationsResponse, AdminTranslationsQuery>({
      query: (query) => apiRequest('listAdminTranslations', { query }),
      providesTags: [{ type: 'Translation', id: 'LIST' }],
    }),
    saveTranslation: build.mutation<MessageResponse, AdminTranslationUpsert>({
      query: (body) => apiRequest('saveTranslation', { body }),
      invalidatesTags: ['Translation'],
    }),
    /** Every stored text of one language (the public read), to compare with the bundled dictionaries. */
    storedTexts: build.query<TranslationGroupsResponse, string>({
      query: (locale) => ({ ...apiRequest('getTranslations', { params: { locale } }), cache: 'no-store' }),
      providesTags: [{ type: 'Translation', id: 'LIST' }],
    }),
    listAuditLog: build.query<AuditLogResponse, AuditLogQuery>({
      query: (query) => apiRequest('listAuditLog', { query }),
      providesTags: [{ type: 'Admin', id: 'AUDIT' }],
    }),
  }),
});

export const {
  useListTranslationsQuery,
  useSaveTranslationMutation,
  useListAuditLogQuery,
  useStoredTextsQuery,
} = translationsApi;
