import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  AdParamSchema,
  DEFAULT_PAGE_SIZE,
  ErrorResponseSchema,
  FavoriteToggleResponseSchema,
  MY_ADS_STATUS_FILTERS,
  MyAdsQuerySchema,
  MyAdsResponseSchema,
  MyFavoritesQuerySchema,
  MyFavoritesResponseSchema,
  type MyAdsResponse,
  type MyFavoritesResponse,
} from '@sokoni/contracts';
import type { AdRow } from '../../db/types';
import { invalidFields, notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import { isPubliclyVisible } from '../../services/catalog';
import { loadCurrencies, type CurrencyInfo } from '../../services/currencies';
import { presentAds, viewerOf } from '../../ads/present';
import { AD_COLUMNS } from '../../ads/search';

/** The status a person sees: an active ad past its expiry date is expired even before the job marks it. */
const effectiveStatusSql = sql<string>`CASE WHEN ads.status = 'active' AND ads.expires_at IS NOT NULL AND ads.expires_at <= now() THEN 'expired' ELSE ads.status END`;

const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** My ads, favourites and the favourite toggle: everything here is about the signed-in person's own things. */
export const myAdsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { onRequest: app.authenticate };
  const unauthorised = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  const displayCurrencyOf = (currencies: Map<string, CurrencyInfo>, code: string | undefined) => {
    if (code === undefined) return undefined;
    const currency = currencies.get(code.toUpperCase());
    if (!currency || !currency.is_active)
      throw invalidFields({ display_currency: ['validation.unknownCurrency'] });
    return currency;
  };

  app.get(
    '/my-ads',
    {
      ...signedIn,
      schema: {
        tags: ['ads'],
        summary: "The signed-in user's ads in every status but deleted, newest first, with counts per status",
        security: [{ bearer: [] }],
        querystring: MyAdsQuerySchema,
        response: { 200: MyAdsResponseSchema, 422: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request): Promise<MyAdsResponse> => {
      const user = request.user!;
      const { status = 'all', page = 1, per_page: perPage = DEFAULT_PAGE_SIZE } = request.query;
      const currencies = await loadCurrencies(app.db);
      const displayCurrency = displayCurrencyOf(currencies, request.query.display_currency);
      const mine = app.db
        .selectFrom('ads')
        .where('ads.user_id', '=', user.id)
        .where('ads.deleted_at', 'is', null)
        .where('ads.status', '!=', 'deleted');
      const [countRows, rows] = await Promise.all([
        mine
          .select([effectiveStatusSql.as('status'), (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy(effectiveStatusSql)
          .execute(),
        mine
          .select([...AD_COLUMNS])
          .$if(status !== 'all', (qb) => qb.where(effectiveStatusSql, '=', status))
          .orderBy('ads.created_at', 'desc')
          .orderBy('ads.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute() as Promise<AdRow[]>,
      ]);
      const counts: Record<string, number> = Object.fromEntries(MY_ADS_STATUS_FILTERS.map((s) => [s, 0]));
      for (const row of countRows) {
        counts[row.status] = Number(row.count);
        counts.all += Number(row.count);
      }
      const total = counts[status] ?? 0;
      const data = await presentAds(rows, {
        db: app.db,
        storage: app.storage,
        locale: request.locale,
        currencies,
        displayCurrency,
        viewer: viewerOf(request),
      });
      return {
        data,
        current_page: page,
        last_page: lastPage(total, perPage),
        per_page: perPage,
        total,
        counts,
      };
    },
  );

  app.get(
    '/my-favorites',
    {
      ...signedIn,
      schema: {
        tags: ['ads'],
        summary: "The signed-in user's favourite ads that are still public, newest favourite first",
        security: [{ bearer: [] }],
        querystring: MyFavoritesQuerySchema,
        response: { 200: MyFavoritesResponseSchema, 422: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request): Promise<MyFavoritesResponse> => {
      const user = request.user!;
      const { page = 1, per_page: perPage = DEFAULT_PAGE_SIZE } = request.query;
      const currencies = await loadCurrencies(app.db);
      const displayCurrency = displayCurrencyOf(currencies, request.query.display_currency);
      const favourites = app.db
        .selectFrom('favorites')
        .where('favorites.user_id', '=', user.id)
        .where('favorites.ad_id', 'in', app.db.selectFrom('ads').where(isPubliclyVisible).select('ads.id'));
      const [{ total }, pageRows] = await Promise.all([
        favourites.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        favourites
          .select('favorites.ad_id')
          .orderBy('favorites.created_at', 'desc')
          .orderBy('favorites.ad_id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
      ]);
      const ids = pageRows.map((row) => row.ad_id);
      const rows =
        ids.length > 0
          ? ((await app.db
              .selectFrom('ads')
              .select([...AD_COLUMNS])
              .where('ads.id', 'in', ids)
              .execute()) as AdRow[])
          : [];
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.map((id) => byId.get(id)).filter((row): row is AdRow => row !== undefined);
      const data = await presentAds(ordered, {
        db: app.db,
        storage: app.storage,
        locale: request.locale,
        currencies,
        displayCurrency,
        viewer: viewerOf(request),
      });
      const count = Number(total);
      return {
        data,
        current_page: page,
        last_page: lastPage(count, perPage),
        per_page: perPage,
        total: count,
      };
    },
  );

  app.post(
    '/ads/:idOrSlug/favorite',
    {
      ...signedIn,
      schema: {
        tags: ['ads'],
        summary: 'Add the ad to my favourites, or remove it when it is there',
        security: [{ bearer: [] }],
        params: AdParamSchema,
        response: { 200: FavoriteToggleResponseSchema, 404: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request) => {
      const user = request.user!;
      const { idOrSlug } = request.params;
      const byId = /^\d{1,9}$/.test(idOrSlug);
      const ad = await app.db
        .selectFrom('ads')
        .where(byId ? 'ads.id' : 'ads.slug', '=', byId ? Number(idOrSlug) : idOrSlug)
        .select(['ads.id', (eb) => isPubliclyVisible(eb).as('is_public')])
        .executeTakeFirst();
      if (!ad) throw notFound('errors.adNotFound');
      const removed = await app.db
        .deleteFrom('favorites')
        .where('user_id', '=', user.id)
        .where('ad_id', '=', ad.id)
        .returning('ad_id')
        .execute();
      if (removed.length > 0) {
        return { message: translate(request.locale, 'ads.favoriteRemoved'), is_favorited: false };
      }
      // Only what people can see can become a favourite; taking one away always works.
      if (!ad.is_public) throw notFound('errors.adNotFound');
      await app.db
        .insertInto('favorites')
        .values({ user_id: user.id, ad_id: ad.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { message: translate(request.locale, 'ads.favoriteAdded'), is_favorited: true };
    },
  );
};
