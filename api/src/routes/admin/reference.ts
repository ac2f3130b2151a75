import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
  ErrorResponseSchema,
  IdParamSchema,
  LanguageCodeParamSchema,
  LanguageListSchema,
  LanguageSchema,
} from '@sokoni/contracts';
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
import { adminOnly, refused } from './shared';

const failures = { 404: ErrorResponseSchema, 409: ErrorResponseSchema, 422: ErrorResponseSchema, ...refused };
const doc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** Reference data: currencies, languages, promotion plans, categories and places. */
export const adminReferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guard = adminOnly(app);
  const by = (request: { user: { id: number } | null }) => request.user!.id;

  // Currencies
  app.get('/admin/currencies', { ...guard, schema: { ...doc('Every currency with its ads count'), response: { 200: AdminCurrencyListSchema, ...refused } } },
    async () => ({ data: await listCurrencies(app.db) }));
  app.post('/admin/currencies', { ...guard, schema: { ...doc('Add a currency'), body: AdminCurrencyCreateSchema, response: { 201: AdminCurrencySchema, ...failures } } },
    async (request, reply) => reply.code(201).send(await createCurrency(app.db, by(request), request.body)));
  app.put('/admin/currencies/:code', { ...guard, schema: { ...doc('Edit a currency (rate, decimals, symbol position, active)'), params: CurrencyCodeParamSchema, body: AdminCurrencyUpdateSchema, response: { 200: AdminCurrencySchema, ...failures } } },
    async (request) => updateCurrency(app.db, by(request), request.params.code, request.body));
  app.post('/admin/currencies/:code/base', { ...guard, schema: { ...doc('Make a currency the base currency'), params: CurrencyCodeParamSchema, response: { 200: AdminCurrencySchema, ...failures } } },
    async (request) => setBaseCurrency(app.db, by(request), request.params.code));
  app.delete('/admin/currencies/:code', { ...guard, schema: { ...doc('Delete a currency (not the base, not one with ads)'), params: CurrencyCodeParamSchema, response: { 204: { type: 'null' }, ...failures } } },
    async (request, reply) => {
      await deleteCurrency(app.db, by(request), request.params.code);
      return reply.code(204).send();
    });

  // Languages
  app.get('/admin/languages', { ...guard, schema: { ...doc('Languages'), response: { 200: LanguageListSchema, ...refused } } },
    async () => ({ data: await listLanguages(app.db) }));
  for (const [suffix, active] of [['activate', true], ['deactivate', false]] as const) {
    app.post(`/admin/languages/:code/${suffix}`, { ...guard, schema: { ...doc(`${suffix} a language (the default cannot be deactivated)`), params: LanguageCodeParamSchema, response: { 200: LanguageSchema, ...failures } } },
      async (request) => setLanguageActive(app.db, by(request), request.params.code, active));
  }

  // Promotion plans
  app.get('/admin/promotion-plans', { ...guard, schema: { ...doc('Every promotion plan, active or not'), response: { 200: AdminPlanListSchema, ...refused } } },
    async () => ({ data: await listPlans(app.db) }));
  app.post('/admin/promotion-plans', { ...guard, schema: { ...doc('Add a promotion plan'), body: AdminPlanCreateSchema, response: { 201: AdminPlanSchema, ...failures } } },
    async (request, reply) => reply.code(201).send(await createPlan(app.db, by(request), request.body)));
  app.put('/admin/promotion-plans/:id', { ...guard, schema: { ...doc('Edit, activate or deactivate a plan'), params: IdParamSchema, body: AdminPlanUpdateSchema, response: { 200: AdminPlanSchema, ...failures } } },
    async (request) => updatePlan(app.db, by(request), request.params.id, request.body));
  app.delete('/admin/promotion-plans/:id', { ...guard, schema: { ...doc('Delete a plan never bought'), params: IdParamSchema, response: { 204: { type: 'null' }, ...failures } } },
    async (request, reply) => {
      await deletePlan(app.db, by(request), request.params.id);
      return reply.code(204).send();
    });

  // Categories
  app.get('/admin/categories', { ...guard, schema: { ...doc('Every category, hidden ones too, with ads counts'), response: { 200: AdminCategoryListSchema, ...refused } } },
    async () => ({ data: await listCategories(app.db) }));
  app.post('/admin/categories', { ...guard, schema: { ...doc('Add a category'), body: AdminCategoryCreateSchema, response: { 201: AdminCategorySchema, ...failures } } },
    async (request, reply) => reply.code(201).send(await createCategory(app.db, by(request), request.body)));
  app.put('/admin/categories/:id', { ...guard, schema: { ...doc('Edit, hide or show a category'), params: IdParamSchema, body: AdminCategoryUpdateSchema, response: { 200: AdminCategorySchema, ...failures } } },
    async (request) => updateCategory(app.db, by(request), request.params.id, request.body));
  app.delete('/admin/categories/:id', { ...guard, schema: { ...doc('Delete a category without ads or children'), params: IdParamSchema, response: { 204: { type: 'null' }, ...failures } } },
    async (request, reply) => {
      await deleteCategory(app.db, by(request), request.params.id);
      return reply.code(204).send();
    });

  app.post('/admin/categories/:id/merge', { ...guard, schema: { ...doc('Merge a category into another: its ads and sub-categories move there, then it is removed'), params: IdParamSchema, body: AdminCategoryMergeSchema, response: { 200: AdminCategoryMergeResponseSchema, ...failures } } },
    async (request) => ({
      message: translate(request.locale, 'admin.categoryMerged'),
      ...(await mergeCategory(app.db, by(request), request.params.id, request.body.into_id)),
    }));

  // Locations
  app.get('/admin/locations', { ...guard, schema: { ...doc('Every place, hidden ones too, with ads counts'), response: { 200: AdminLocationListSchema, ...refused } } },
    async () => ({ data: await listLocations(app.db) }));
  app.post('/admin/locations', { ...guard, schema: { ...doc('Add a place'), body: AdminLocationCreateSchema, response: { 201: AdminLocationSchema, ...failures } } },
    async (request, reply) => reply.code(201).send(await createLocation(app.db, by(request), request.body)));
  app.put('/admin/locations/:id', { ...guard, schema: { ...doc('Edit, hide or show a place'), params: IdParamSchema, body: AdminLocationUpdateSchema, response: { 200: AdminLocationSchema, ...failures } } },
    async (request) => updateLocation(app.db, by(request), request.params.id, request.body));
  app.delete('/admin/locations/:id', { ...guard, schema: { ...doc('Delete a place without ads or children'), params: IdParamSchema, response: { 204: { type: 'null' }, ...failures } } },
    async (request, reply) => {
      await deleteLocation(app.db, by(request), request.params.id);
      return reply.code(204).send();
    });
};
