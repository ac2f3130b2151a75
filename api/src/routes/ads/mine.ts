import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, type MyAdsResponse, type MyFavoritesResponse } from '@sokoni/contracts';
import { invalidFields } from '../../errors';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';
import { loadCurrencies, type CurrencyInfo } from '../../services/currencies';
import { presentAds, viewerOf } from '../../ads/present';
import { myAdsPage, myFavoritesPage, toggleFavorite } from '../../ads/mine';

const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** My ads, favourites and the favourite toggle: everything here is about the signed-in person's own things. */
export const myAdsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const displayCurrencyOf = (currencies: Map<string, CurrencyInfo>, code: string | undefined) => {
    if (code === undefined) return undefined;
    const currency = currencies.get(code.toUpperCase());
    if (!currency || !currency.is_active)
      throw invalidFields({ display_currency: ['validation.unknownCurrency'] });
    return currency;
  };

  route(app, 'listMyAds', {
    handler: async (request): Promise<MyAdsResponse> => {
      const { status = 'all', page = 1, per_page: perPage = DEFAULT_PAGE_SIZE } = request.query;
      const currencies = await loadCurrencies(app.db);
      const displayCurrency = displayCurrencyOf(currencies, request.query.display_currency);
      const { rows, counts } = await myAdsPage(app.db, request.user!.id, status, { page, perPage });
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
  });

  route(app, 'listMyFavorites', {
    handler: async (request): Promise<MyFavoritesResponse> => {
      const { page = 1, per_page: perPage = DEFAULT_PAGE_SIZE } = request.query;
      const currencies = await loadCurrencies(app.db);
      const displayCurrency = displayCurrencyOf(currencies, request.query.display_currency);
      const { rows, total } = await myFavoritesPage(app.db, request.user!.id, { page, perPage });
      const data = await presentAds(rows, {
        db: app.db,
        storage: app.storage,
        locale: request.locale,
        currencies,
        displayCurrency,
        viewer: viewerOf(request),
      });
      return { data, current_page: page, last_page: lastPage(total, perPage), per_page: perPage, total };
    },
  });

  route(app, 'toggleFavorite', {
    handler: async (request) => {
      const favorited = await toggleFavorite(app.db, request.user!.id, request.params.idOrSlug);
      return {
        message: translate(request.locale, favorited ? 'ads.favoriteAdded' : 'ads.favoriteRemoved'),
        is_favorited: favorited,
      };
    },
  });
};
