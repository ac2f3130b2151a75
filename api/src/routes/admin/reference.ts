import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  createCurrency,
  createPlan,
  deleteCurrency,
  deletePlan,
  listCurrencies,
  listLanguages,
  listPlans,
  setBaseCurrency,
  setLanguageActive,
  updateCurrency,
  updatePlan,
} from '../../admin/reference';
import {
  createCategory,
  createLocation,
  deleteCategory,
  deleteLocation,
  listCategories,
  listLocations,
  mergeCategory,
  updateCategory,
  updateLocation,
} from '../../admin/catalogue';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';

/** Reference data: currencies, languages, promotion plans, categories and places. */
export const adminReferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const by = (request: { user: { id: number } | null }) => request.user!.id;

  // Currencies
  route(app, 'listAdminCurrencies', { handler: async () => ({ data: await listCurrencies(app.db) }) });
  route(app, 'createCurrency', {
    handler: async (request, reply) =>
      reply.code(201).send(await createCurrency(app.db, by(request), request.body)),
  });
  route(app, 'updateCurrency', {
    handler: async (request) => updateCurrency(app.db, by(request), request.params.code, request.body),
  });
  route(app, 'setBaseCurrency', {
    handler: async (request) => setBaseCurrency(app.db, by(request), request.params.code),
  });
  route(app, 'deleteCurrency', {
    handler: async (request, reply) => {
      await deleteCurrency(app.db, by(request), request.params.code);
      return reply.code(204).send(null);
    },
  });

  // Languages
  route(app, 'listAdminLanguages', { handler: async () => ({ data: await listLanguages(app.db) }) });
  for (const [name, active] of [
    ['activateLanguage', true],
    ['deactivateLanguage', false],
  ] as const) {
    route(app, name, {
      handler: async (request) => setLanguageActive(app.db, by(request), request.params.code, active),
    });
  }

  // Promotion plans
  route(app, 'listAdminPromotionPlans', { handler: async () => ({ data: await listPlans(app.db) }) });
  route(app, 'createPromotionPlan', {
    handler: async (request, reply) =>
      reply.code(201).send(await createPlan(app.db, by(request), request.body)),
  });
  route(app, 'updatePromotionPlan', {
    handler: async (request) => updatePlan(app.db, by(request), request.params.id, request.body),
  });
  route(app, 'deletePromotionPlan', {
    handler: async (request, reply) => {
      await deletePlan(app.db, by(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  // Categories
  route(app, 'listAdminCategories', { handler: async () => ({ data: await listCategories(app.db) }) });
  route(app, 'createCategory', {
    handler: async (request, reply) =>
      reply.code(201).send(await createCategory(app.db, by(request), request.body)),
  });
  route(app, 'updateCategory', {
    handler: async (request) => updateCategory(app.db, by(request), request.params.id, request.body),
  });
  route(app, 'deleteCategory', {
    handler: async (request, reply) => {
      await deleteCategory(app.db, by(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
  route(app, 'mergeCategory', {
    handler: async (request) => ({
      message: translate(request.locale, 'admin.categoryMerged'),
      ...(await mergeCategory(app.db, by(request), request.params.id, request.body.into_id)),
    }),
  });

  // Places
  route(app, 'listAdminLocations', { handler: async () => ({ data: await listLocations(app.db) }) });
  route(app, 'createLocation', {
    handler: async (request, reply) =>
      reply.code(201).send(await createLocation(app.db, by(request), request.body)),
  });
  route(app, 'updateLocation', {
    handler: async (request) => updateLocation(app.db, by(request), request.params.id, request.body),
  });
  route(app, 'deleteLocation', {
    handler: async (request, reply) => {
      await deleteLocation(app.db, by(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
