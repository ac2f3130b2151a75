import { Type } from '@sinclair/typebox';
import {
  CategoryDetailSchema,
  CategoryListResponseSchema,
  CurrencyListResponseSchema,
  LocationListResponseSchema,
  LocationSchema,
  PublicSettingsSchema,
} from '../catalog';
import { ErrorResponseSchema } from '../common';
import { endpoint } from './endpoint';

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) });

/** What the whole site reads to show and file ads: settings, categories, places and currencies. */
export const catalogEndpoints = {
  getSettings: endpoint('getSettings', {
    tags: ['catalogue'],
    summary: 'Public application settings',
    responses: { 200: PublicSettingsSchema },
  }),
  listCategories: endpoint('listCategories', {
    tags: ['catalogue'],
    summary: 'Category tree with active-ad counts, names in the request language',
    responses: { 200: CategoryListResponseSchema },
  }),
  getCategory: endpoint('getCategory', {
    tags: ['catalogue'],
    summary:
      'One category with its parent and children; a former slug (merged or renamed category) answers with the category now there, under its current slug',
    params: SlugParams,
    responses: { 200: CategoryDetailSchema, 404: ErrorResponseSchema },
  }),
  listLocations: endpoint('listLocations', {
    tags: ['catalogue'],
    summary: 'Every active place (provinces, cities, communes) with its path',
    responses: { 200: LocationListResponseSchema },
  }),
  getLocation: endpoint('getLocation', {
    tags: ['catalogue'],
    summary: 'One place by slug',
    params: SlugParams,
    responses: { 200: LocationSchema, 404: ErrorResponseSchema },
  }),
  listCurrencies: endpoint('listCurrencies', {
    tags: ['catalogue'],
    summary: 'Active currencies',
    responses: { 200: CurrencyListResponseSchema },
  }),
};
