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
    /**
     * Every stored text of each language (the public read), by language, to compare with the bundled
     * dictionaries: one failed read fails the whole, so no language is taken for one without texts.
     */
    storedTexts: build.query<Record<string, TranslationGroupsResponse['translations']>, readonly string[]>({
      async queryFn(locales, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          locales.map((locale) =>
            baseQuery({ ...apiRequest('getTranslations', { params: { locale } }), cache: 'no-store' }),
          ),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return {
          data: Object.fromEntries(
            locales.map((locale, index) => [
              locale,
              (answers[index].data as TranslationGroupsResponse).translations,
            ]),
          ),
        };
      },
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
