import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  activeCurrencies,
  activeLocations,
  categoryBySlug,
  categoryTree,
  locationBySlug,
  sitePublicSettings,
} from '../../catalog/catalog';
import { route } from '../../plugins/endpoints';

/** What the whole site reads to show and file ads: settings, categories, places and currencies. */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, 'getSettings', { handler: async () => sitePublicSettings(app.db) });

  route(app, 'listCategories', {
    handler: async (request) => ({ data: await categoryTree(app.db, request.locale) }),
  });

  route(app, 'getCategory', {
    handler: async (request) => categoryBySlug(app.db, request.params.slug, request.locale),
  });

  route(app, 'listLocations', { handler: async () => ({ data: await activeLocations(app.db) }) });

  route(app, 'getLocation', { handler: async (request) => locationBySlug(app.db, request.params.slug) });

  route(app, 'listCurrencies', { handler: async () => ({ data: await activeCurrencies(app.db) }) });
};
