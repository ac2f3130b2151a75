import { Type } from '@sinclair/typebox';
import {
  AdminCategoryCreateSchema,
  AdminCategoryListSchema,
  AdminCategoryMergeResponseSchema,
  AdminCategoryMergeSchema,
  AdminCategorySchema,
  AdminCategoryUpdateSchema,
  AdminCurrencyCreateSchema,
  AdminCurrencyListSchema,
  AdminCurrencySchema,
  AdminCurrencyUpdateSchema,
  AdminLocationCreateSchema,
  AdminLocationListSchema,
  AdminLocationSchema,
  AdminLocationUpdateSchema,
  AdminPlanCreateSchema,
  AdminPlanListSchema,
  AdminPlanSchema,
  AdminPlanUpdateSchema,
  CurrencyCodeParamSchema,
  LanguageCodeParamSchema,
  LanguageListSchema,
  LanguageSchema,
} from '../admin';
import { IdParamSchema } from '../common';
import { adminFailures as failures, adminRefused as refused } from './admin';
import { endpoint } from './endpoint';

const tags = ['admin'] as const;
const deleted = { 204: Type.Null(), ...failures };

/** Reference data (administrators only): currencies, languages, promotion plans, categories and places. */
export const adminReferenceEndpoints = {
  // Currencies
  listAdminCurrencies: endpoint('listAdminCurrencies', {
    tags,
    summary: 'Every currency with its ads count',
    responses: { 200: AdminCurrencyListSchema, ...refused },
  }),
  createCurrency: endpoint('createCurrency', {
    tags,
    summary: 'Add a currency',
    body: AdminCurrencyCreateSchema,
    responses: { 201: AdminCurrencySchema, ...failures },
  }),
  updateCurrency: endpoint('updateCurrency', {
    tags,
    summary: 'Edit a currency (rate, decimals, symbol position, active)',
    params: CurrencyCodeParamSchema,
    body: AdminCurrencyUpdateSchema,
    responses: { 200: AdminCurrencySchema, ...failures },
  }),
  setBaseCurrency: endpoint('setBaseCurrency', {
    tags,
    summary: 'Make a currency the base currency',
    params: CurrencyCodeParamSchema,
    responses: { 200: AdminCurrencySchema, ...failures },
  }),
  deleteCurrency: endpoint('deleteCurrency', {
    tags,
    summary: 'Delete a currency (not the base, not one with ads)',
    params: CurrencyCodeParamSchema,
    responses: deleted,
  }),

  // Languages
  listAdminLanguages: endpoint('listAdminLanguages', {
    tags,
    summary: 'Languages',
    responses: { 200: LanguageListSchema, ...refused },
  }),
  activateLanguage: endpoint('activateLanguage', {
    tags,
    summary: 'Activate a language',
    params: LanguageCodeParamSchema,
    responses: { 200: LanguageSchema, ...failures },
  }),
  deactivateLanguage: endpoint('deactivateLanguage', {
    tags,
    summary: 'Deactivate a language (the default cannot be deactivated)',
    params: LanguageCodeParamSchema,
    responses: { 200: LanguageSchema, ...failures },
  }),

  // Promotion plans
  listAdminPromotionPlans: endpoint('listAdminPromotionPlans', {
    tags,
    summary: 'Every promotion plan, active or not',
    responses: { 200: AdminPlanListSchema, ...refused },
  }),
  createPromotionPlan: endpoint('createPromotionPlan', {
    tags,
    summary: 'Add a promotion plan',
    body: AdminPlanCreateSchema,
    responses: { 201: AdminPlanSchema, ...failures },
  }),
  updatePromotionPlan: endpoint('updatePromotionPlan', {
    tags,
    summary: 'Edit, activate or deactivate a plan',
    params: IdParamSchema,
    body: AdminPlanUpdateSchema,
    responses: { 200: AdminPlanSchema, ...failures },
  }),
  deletePromotionPlan: endpoint('deletePromotionPlan', {
    tags,
    summary: 'Delete a plan never bought',
    params: IdParamSchema,
    responses: deleted,
  }),

  // Categories
  listAdminCategories: endpoint('listAdminCategories', {
    tags,
    summary: 'Every category, hidden ones too, with ads counts',
    responses: { 200: AdminCategoryListSchema, ...refused },
  }),
  createCategory: endpoint('createCategory', {
    tags,
    summary: 'Add a category',
    body: AdminCategoryCreateSchema,
    responses: { 201: AdminCategorySchema, ...failures },
  }),
  updateCategory: endpoint('updateCategory', {
    tags,
    summary: 'Edit, hide or show a category',
    params: IdParamSchema,
    body: AdminCategoryUpdateSchema,
    responses: { 200: AdminCategorySchema, ...failures },
  }),
  deleteCategory: endpoint('deleteCategory', {
    tags,
    summary: 'Delete a category without ads or children',
    params: IdParamSchema,
    responses: deleted,
  }),
  mergeCategory: endpoint('mergeCategory', {
    tags,
    summary: 'Merge a category into another: its ads and sub-categories move there, then it is removed',
    params: IdParamSchema,
    body: AdminCategoryMergeSchema,
    responses: { 200: AdminCategoryMergeResponseSchema, ...failures },
  }),

  // Places
  listAdminLocations: endpoint('listAdminLocations', {
    tags,
    summary: 'Every place, hidden ones too, with ads counts',
    responses: { 200: AdminLocationListSchema, ...refused },
  }),
  createLocation: endpoint('createLocation', {
    tags,
    summary: 'Add a place',
    body: AdminLocationCreateSchema,
    responses: { 201: AdminLocationSchema, ...failures },
  }),
  updateLocation: endpoint('updateLocation', {
    tags,
    summary: 'Edit, hide or show a place',
    params: IdParamSchema,
    body: AdminLocationUpdateSchema,
    responses: { 200: AdminLocationSchema, ...failures },
  }),
  deleteLocation: endpoint('deleteLocation', {
    tags,
    summary: 'Delete a place without ads or children',
    params: IdParamSchema,
    responses: deleted,
  }),
};
