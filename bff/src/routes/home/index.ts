import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DisplayCurrencyQuerySchema,
  ErrorResponseSchema,
  HomeResponseSchema,
  type HomeResponse,
} from '@sokoni/contracts';
import { inlineSchema } from '../../schema';
import type { BffConfig } from '../../config';
import { apiLocale } from '../../i18n';
import { TtlCache, type PublicChanges } from '@sokoni/server-kit';

export const RECENT_ADS = 12;
export const BOOSTED_ADS = 8;

/**
 * GET /bff/home: settings, top-level categories with counts, currencies, recent and boosted ads and figures, fetched
 * from the api in parallel. The anonymous payload is kept a few seconds per language and currency.
 */
export const homeRoutes: FastifyPluginAsyncTypebox<{
  config: BffConfig;
  publicChanges?: PublicChanges;
}> = async (app, { config, publicChanges }) => {
  const cache = new TtlCache<HomeResponse>(config.cacheTtlMs, 50);
  publicChanges?.onChange(() => cache.clear());

  app.get(
    '/bff/home',
    {
      schema: {
        querystring: DisplayCurrencyQuerySchema,
        response: {
          200: inlineSchema(HomeResponseSchema),
          '4xx': inlineSchema(ErrorResponseSchema),
          '5xx': inlineSchema(ErrorResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const displayCurrency = request.query.display_currency?.toUpperCase();
      const anonymous = !request.headers.authorization;
      const key = `${apiLocale(request)}|${displayCurrency ?? ''}`;
      reply.header('cache-control', 'private, no-cache');
      if (anonymous) {
        const cached = cache.get(key);
        if (cached) return cached;
      }

      const options = { request };
      const [settings, categories, currencies, recent, boosted, stats] = await Promise.all([
        app.api.call('getSettings', options),
        app.api.call('listCategories', options),
        app.api.call('listCurrencies', options),
        // Newest first, boosted or not; enough to fill the row once the featured ads are left out.
        app.api.call('listAds', {
          ...options,
          query: { sort: 'newest', per_page: RECENT_ADS + BOOSTED_ADS, display_currency: displayCurrency },
        }),
        app.api.call('listAds', {
          ...options,
          query: { boosted: true, per_page: BOOSTED_ADS, display_currency: displayCurrency },
        }),
        app.api.call('getSiteStats', options),
      ]);

      const featured = boosted.data.slice(0, BOOSTED_ADS);
      const featuredIds = new Set(featured.map((ad) => ad.id));
      const home: HomeResponse = {
        settings,
        categories: categories.data.map(({ id, slug, name, names, ads_count }) => ({
          id,
          slug,
          name,
          names,
          ads_count,
        })),
        currencies: currencies.data,
        // "Recent" repeats none of the featured row above it.
        recent_ads: recent.data.filter((ad) => !featuredIds.has(ad.id)).slice(0, RECENT_ADS),
        boosted_ads: featured,
        stats: { active_ads: stats.active_ads, sellers: stats.sellers },
      };
      if (anonymous) cache.set(key, home);
      return home;
    },
  );
};
