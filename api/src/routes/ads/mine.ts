import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_PAGE_SIZE, type MyAdsResponse, type MyFavoritesResponse } from '@sokoni/contracts';
import { translate } from '../../i18n/messages';
import { route } from '../../plugins/endpoints';
import { displayCurrencies } from '../../ads/list-query';
import type { AdRow } from '../../db/types';
import { presentAds, viewerOf } from '../../ads/present';
import { myAdsPage, myFavoritesPage, toggleFavorite } from '../../ads/mine';
import { pageOf } from '../../lib/pages';

/** My ads, favourites and the favourite toggle: everything here is about the signed-in person's own things. */
export const myAdsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Presents the person's ads in the currency the list asks for; the currency is checked before anything is read. */
  const presenterFor = async (request: FastifyRequest & { query: { display_currency?: string } }) => {
    const { currencies, displayCurrency } = await displayCurrencies(app.db, request);
    return (rows: AdRow[]) =>
      presentAds(rows, {
        db: app.db,
        storage: app.storage,
        locale: request.locale,
        currencies,
        displayCurrency,
        viewer: viewerOf(request),
      });
  };

  route(app, 'listMyAds', {
    handler: async (request): Promise<MyAdsResponse> => {
      const { status = 'all', page = 1, per_page: perPage = DEFAULT_PAGE_SIZE } = request.query;
      const present = await presenterFor(request);
      const { rows, counts } = await myAdsPage(app.db, request.user!.id, status, { page, perPage });
      const total = counts[status] ?? 0;
      const data = await present(rows);
      return { ...pageOf(data, page, perPage, total), counts };
    },
  });

  route(app, 'listMyFavorites', {
    handler: async (request): Promise<MyFavoritesResponse> => {
      const { page = 1, per_page: perPage = DEFAULT_PAGE_SIZE } = request.query;
      const present = await presenterFor(request);
      const { rows, total } = await myFavoritesPage(app.db, request.user!.id, { page, perPage });
      const data = await present(rows);
      return pageOf(data, page, perPage, total);
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
