import type {
  AdminCategory,
  AdminCategoryCreate,
  AdminCategoryList,
  AdminCategoryMergeResponse,
  AdminCategoryUpdate,
  AdminCurrency,
  AdminCurrencyCreate,
  AdminCurrencyList,
  AdminCurrencyUpdate,
  AdminLocation,
  AdminLocationCreate,
  AdminLocationList,
  AdminLocationUpdate,
  AdminPlan,
  AdminPlanCreate,
  AdminPlanList,
  AdminPlanUpdate,
  Language,
  LanguageList,
} from '@sokoni/contracts';
import { apiRequest, baseApi } from '@sokoni/shared-ui';

/** Currencies, languages, promotion plans, categories and places (administrators). */
export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminCurrencies: build.query<AdminCurrencyList, void>({
      query: () => apiRequest('listAdminCurrencies'),
      providesTags: [{ type: 'Currency', id: 'LIST' }],
    }),
    createCurrency: build.mutation<AdminCurrency, AdminCurrencyCreate>({
      query: (body) => apiRequest('createCurrency', { body }),
      invalidatesTags: ['Currency'],
    }),
    updateCurrency: build.mutation<AdminCurrency, { code: string; changes: AdminCurrencyUpdate }>({
      query: ({ code, changes }) => apiRequest('updateCurrency', { params: { code }, body: changes }),
      invalidatesTags: ['Currency'],
    }),
    setBaseCurrency: build.mutation<AdminCurrency, { code: string }>({
      query: ({ code }) => apiRequest('setBaseCurrency', { params: { code } }),
      invalidatesTags: ['Currency'],
    }),
    deleteCurrency: build.mutation<void, { code: string }>({
      query: ({ code }) => apiRequest('deleteCurrency', { params: { code } }),
      invalidatesTags: ['Currency'],
    }),
    listLanguages: build.query<LanguageList, void>({
      query: () => apiRequest('listAdminLanguages'),
      providesTags: [{ type: 'Language', id: 'LIST' }],
    }),
    setLanguageActive: build.mutation<Language, { code: string; active: boolean }>({
      query: ({ code, active }) =>
        apiRequest(active ? 'activateLanguage' : 'deactivateLanguage', { params: { code } }),
      invalidatesTags: [{ type: 'Language', id: 'LIST' }],
    }),
    listPlans: build.query<AdminPlanList, void>({
      query: () => apiRequest('listAdminPromotionPlans'),
      providesTags: [{ type: 'PromotionPlan', id: 'LIST' }],
    }),
    createPlan: build.mutation<AdminPlan, AdminPlanCreate>({
      query: (body) => apiRequest('createPromotionPlan', { body }),
      invalidatesTags: ['PromotionPlan'],
    }),
    updatePlan: build.mutation<AdminPlan, { id: number; changes: AdminPlanUpdate }>({
      query: ({ id, changes }) => apiRequest('updatePromotionPlan', { params: { id }, body: changes }),
      invalidatesTags: ['PromotionPlan'],
    }),
    deletePlan: build.mutation<void, { id: number }>({
      query: ({ id }) => apiRequest('deletePromotionPlan', { params: { id } }),
      invalidatesTags: ['PromotionPlan'],
    }),
    listAdminCategories: build.query<AdminCategoryList, void>({
      query: () => apiRequest('listAdminCategories'),
      providesTags: [{ type: 'Category', id: 'ADMIN' }],
    }),
    createCategory: build.mutation<AdminCategory, AdminCategoryCreate>({
      query: (body) => apiRequest('createCategory', { body }),
      invalidatesTags: ['Category'],
    }),
    updateCategory: build.mutation<AdminCategory, { id: number; changes: AdminCategoryUpdate }>({
      query: ({ id, changes }) => apiRequest('updateCategory', { params: { id }, body: changes }),
      invalidatesTags: ['Category'],
    }),
    mergeCategory: build.mutation<AdminCategoryMergeResponse, { id: number; into_id: number }>({
      query: ({ id, into_id }) => apiRequest('mergeCategory', { params: { id }, body: { into_id } }),
      invalidatesTags: ['Category', { type: 'Ad', id: 'LIST' }, { type: 'Admin', id: 'STATS' }],
    }),
    deleteCategory: build.mutation<void, { id: number }>({
      query: ({ id }) => apiRequest('deleteCategory', { params: { id } }),
      invalidatesTags: ['Category'],
    }),
    listAdminLocations: build.query<AdminLocationList, void>({
      query: () => apiRequest('listAdminLocations'),
      providesTags: [{ type: 'Location', id: 'ADMIN' }],
    }),
    createLocation: build.mutation<AdminLocation, AdminLocationCreate>({
      query: (body) => apiRequest('createLocation', { body }),
      invalidatesTags: ['Location'],
    }),
    updateLocation: build.mutation<AdminLocation, { id: number; changes: AdminLocationUpdate }>({
      query: ({ id, changes }) => apiRequest('updateLocation', { params: { id }, body: changes }),
      invalidatesTags: ['Location'],
    }),
    deleteLocation: build.mutation<void, { id: number }>({
      query: ({ id }) => apiRequest('deleteLocation', { params: { id } }),
      invalidatesTags: ['Location'],
    }),
  }),
});

export const {
  useListAdminCurrenciesQuery,
  useCreateCurrencyMutation,
  useUpdateCurrencyMutation,
  useSetBaseCurrencyMutation,
  useDeleteCurrencyMutation,
  useListLanguagesQuery,
  useSetLanguageActiveMutation,
  useListPlansQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDeletePlanMutation,
  useListAdminCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useMergeCategoryMutation,
  useListAdminLocationsQuery,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useDeleteLocationMutation,
} = referenceApi;
