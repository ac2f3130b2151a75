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
import { baseApi } from '@sokoni/shared-ui';

/** Currencies, languages, promotion plans, categories and places under /api/admin. */
export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminCurrencies: build.query<AdminCurrencyList, void>({
      query: () => '/admin/currencies',
      providesTags: [{ type: 'Currency', id: 'LIST' }],
    }),
    createCurrency: build.mutation<AdminCurrency, AdminCurrencyCreate>({
      query: (body) => ({ url: '/admin/currencies', method: 'POST', body }),
      invalidatesTags: ['Currency'],
    }),
    updateCurrency: build.mutation<AdminCurrency, { code: string; changes: AdminCurrencyUpdate }>({
      query: ({ code, changes }) => ({ url: `/admin/currencies/${code}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Currency'],
    }),
    setBaseCurrency: build.mutation<AdminCurrency, { code: string }>({
      query: ({ code }) => ({ url: `/admin/currencies/${code}/base`, method: 'POST' }),
      invalidatesTags: ['Currency'],
    }),
    deleteCurrency: build.mutation<void, { code: string }>({
      query: ({ code }) => ({ url: `/admin/currencies/${code}`, method: 'DELETE' }),
      invalidatesTags: ['Currency'],
    }),
    listLanguages: build.query<LanguageList, void>({
      query: () => '/admin/languages',
      providesTags: [{ type: 'Language', id: 'LIST' }],
    }),
    setLanguageActive: build.mutation<Language, { code: string; active: boolean }>({
      query: ({ code, active }) => ({ url: `/admin/languages/${code}/${active ? 'activate' : 'deactivate'}`, method: 'POST' }),
      invalidatesTags: [{ type: 'Language', id: 'LIST' }],
    }),
    listPlans: build.query<AdminPlanList, void>({
      query: () => '/admin/promotion-plans',
      providesTags: [{ type: 'PromotionPlan', id: 'LIST' }],
    }),
    createPlan: build.mutation<AdminPlan, AdminPlanCreate>({
      query: (body) => ({ url: '/admin/promotion-plans', method: 'POST', body }),
      invalidatesTags: ['PromotionPlan'],
    }),
    updatePlan: build.mutation<AdminPlan, { id: number; changes: AdminPlanUpdate }>({
      query: ({ id, changes }) => ({ url: `/admin/promotion-plans/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: ['PromotionPlan'],
    }),
    deletePlan: build.mutation<void, { id: number }>({
      query: ({ id }) => ({ url: `/admin/promotion-plans/${id}`, method: 'DELETE' }),
      invalidatesTags: ['PromotionPlan'],
    }),
    listAdminCategories: build.query<AdminCategoryList, void>({
      query: () => '/admin/categories',
      providesTags: [{ type: 'Category', id: 'ADMIN' }],
    }),
    createCategory: build.mutation<AdminCategory, AdminCategoryCreate>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      invalidatesTags: ['Category'],
    }),
    updateCategory: build.mutation<AdminCategory, { id: number; changes: AdminCategoryUpdate }>({
      query: ({ id, changes }) => ({ url: `/admin/categories/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Category'],
    }),
    mergeCategory: build.mutation<AdminCategoryMergeResponse, { id: number; into_id: number }>({
      query: ({ id, into_id }) => ({ url: `/admin/categories/${id}/merge`, method: 'POST', body: { into_id } }),
      invalidatesTags: ['Category', { type: 'Ad', id: 'LIST' }, { type: 'Admin', id: 'STATS' }],
    }),
    deleteCategory: build.mutation<void, { id: number }>({
      query: ({ id }) => ({ url: `/admin/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Category'],
    }),
    listAdminLocations: build.query<AdminLocationList, void>({
      query: () => '/admin/locations',
      providesTags: [{ type: 'Location', id: 'ADMIN' }],
    }),
    createLocation: build.mutation<AdminLocation, AdminLocationCreate>({
      query: (body) => ({ url: '/admin/locations', method: 'POST', body }),
      invalidatesTags: ['Location'],
    }),
    updateLocation: build.mutation<AdminLocation, { id: number; changes: AdminLocationUpdate }>({
      query: ({ id, changes }) => ({ url: `/admin/locations/${id}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Location'],
    }),
    deleteLocation: build.mutation<void, { id: number }>({
      query: ({ id }) => ({ url: `/admin/locations/${id}`, method: 'DELETE' }),
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
