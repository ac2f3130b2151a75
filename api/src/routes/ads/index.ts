import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdListQuery, AdListResponse } from '@sokoni/contracts';
import { ApiError, notFound } from '../../errors';
import { adSearchFromListQuery, displayCurrencies } from '../../ads/list-query';
import { loadSettings } from '../../services/settings';
import { presentAds, viewerOf, type Viewer } from '../../ads/present';
import { bearerToken } from '../../plugins/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findAdByIdOrSlug, searchAds, type AdSearch, type AdSearchResult } from '../../ads/search';
import { isStatementCancelled } from '../../db/database';
import { countView, utcDay, visitorHash } from '../../ads/views';
import { pageOf } from '../../lib/pages';
import { route } from '../../plugins/endpoints';

export interface AdsRoutesOptions {
  /** Secret mixed into visitor hashes. */
  visitorSecret: string;
}

/** Seconds a visitor is told to wait before searching again when a search ran past its deadline. */
const SEARCH_RETRY_AFTER_S = 2;

/**
 * The search, cancelled on the database when the visitor goes away before the answer, and answered with a
 * translated 503 (`Retry-After`) when it runs past the statement deadline (DB_STATEMENT_TIMEOUT_MS).
 */
async function searchWithDeadline(
  request: FastifyRequest,
  reply: FastifyReply,
  search: AdSearch,
): Promise<AdSearchResult> {
  const gone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort();
  };
  reply.raw.once('close', onClose);
  try {
    return await searchAds(request.server.db, search, {
      signal: gone.signal,
      places: request.server.reference.placeNames,
      largePlaces: request.server.reference.largePlaces,
    });
  } catch (error) {
    if (!isStatementCancelled(error)) throw error;
    if (gone.signal.aborted) request.log.info('search cancelled: the visitor went away');
    else request.log.warn({ search }, 'search ran past the statement deadline');
    reply.header('retry-after', String(SEARCH_RETRY_AFTER_S));
    throw new ApiError(503, 'errors.searchTimeout');
  } finally {
    reply.raw.off('close', onClose);
  }
}

/** One key for one search whatever the order of its parameters: the language, then the parameters sorted. */
export function sharedSearchKey(locale: string, query: Record<string, unknown>): string {
  const parameters = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => [name, query[name]]);
  return `${locale} ${JSON.stringify(parameters)}`;
}

export const adsRoutes: FastifyPluginAsyncTypebox<AdsRoutesOptions> = async (app, options) => {
  /** The list a search asks for, as the visitor (`viewer`) sees it. */
  async function listAds(
    request: FastifyRequest,
    query: AdListQuery & Record<string, unknown>,
    reply: FastifyReply,
    viewer: Viewer | undefined,
  ): Promise<AdListResponse> {
    const { currencies, displayCurrency } = await displayCurrencies(
      app.db,
      { query, locale: request.locale },
      app.reference.currencies,
    );
    const search = await adSearchFromListQuery(
      {
        db: app.db,
        locale: request.locale,
        currencies,
        defaultCurrency: async () => (await loadSettings(app.db)).default_currency,
      },
      query,
    );
    const { page, perPage } = search;
    const result = await searchWithDeadline(request, reply, search);
    const data = await presentAds(result.rows, {
      db: app.db,
      storage: app.storage,
      locale: request.locale,
      currencies,
      displayCurrency,
      viewer,
    });
    return {
      ...pageOf(data, page, perPage, result.total),
      ...(result.totalIsLowerBound ? { total_is_lower_bound: true } : {}),
      ...(result.place ? { place: result.place } : {}),
    };
  }

  route(app, 'listAds', {
    handler: async (request, reply): Promise<AdListResponse> => {
      const shared = app.searchAnswers;
      // A visitor who sends a token gets their own list (their favourites), whatever the token is worth.
      if (shared && !bearerToken(request))
        return shared.answer(sharedSearchKey(request.locale, request.query), () =>
          listAds(request, request.query, reply, undefined),
        );
      const session = await app.loadSession(request);
      return listAds(request, request.query, reply, session ? viewerOf(session) : undefined);
    },
  });

  route(app, 'getAd', {
    handler: async (request) => {
      const { idOrSlug } = request.params;
      const { currencies, displayCurrency } = await displayCurrencies(
        app.db,
        request,
        app.reference.currencies,
      );
      const found = await findAdByIdOrSlug(app.db, idOrSlug);
      if (!found) throw notFound('errors.adNotFound');
      const { row, isPublic } = found;
      const session = await app.loadSession(request);
      const viewer = session ? viewerOf(session) : undefined;
      const isOwner = viewer !== undefined && viewer.id === row.user_id;
      // Anyone else learns nothing about an ad that is not public, not even that it exists.
      if (!isPublic && !isOwner && !viewer?.isAdmin) throw notFound('errors.adNotFound');

      if (isPublic && !isOwner) {
        const day = utcDay();
        const visitor = viewer
          ? { userId: viewer.id }
          : { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        const hash = visitorHash(options.visitorSecret, visitor, day);
        const counted = await countView(app.db, row.id, hash, day);
        if (counted !== null) row.views_count = counted;
      }

      const [ad] = await presentAds([row], {
        db: app.db,
        storage: app.storage,
        locale: request.locale,
        currencies,
        displayCurrency,
        viewer,
        shownAs: 'page',
      });
      return ad;
    },
  });
};
