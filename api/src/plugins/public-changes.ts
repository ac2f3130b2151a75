import fp from 'fastify-plugin';
import type { AdListResponse } from '@sokoni/contracts';
import { changesPublicContent, createPublicChanges, type PublicChanges } from '@sokoni/server-kit';
import { SharedAnswers } from '../ads/shared-answers';
import { keptPlaceNames, type PlaceNames } from '../ads/place-names';
import { KeptReference } from '../services/kept-reference';
import { loadCurrencies, type CurrencyInfo } from '../services/currencies';
import { readLargePlaces } from '../ads/search';

/** How long the large places are kept (see readLargePlaces). */
const LARGE_PLACES_TTL_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every instance (api and bff) that something the public sees changed. */
    publicChanges: PublicChanges;
    /** Anonymous answers of the public list and search of ads; null when SEARCH_CACHE is off. */
    searchAnswers: SharedAnswers<AdListResponse> | null;
    /** Reference data the lists read on every request, kept in this process (see KeptReference). */
    reference: {
      placeNames: PlaceNames;
      currencies: KeptReference<Map<string, CurrencyInfo>>;
      largePlaces: KeptReference<Set<string>>;
    };
  }
}

export interface PublicChangesPluginOptions {
  redisUrl?: string;
  /** Shared anonymous search answers; none when absent (each search runs its statements). */
  searchCache?: { ttlMs: number; maxEntries: number };
}

/**
 * Public changes and what depends on them here. A successful public write answered by this instance (the same
 * rule as the bff's page cache: an ad, a shop, the catalogue, the settings…) forgets the shared search answers and
 * the kept reference data (places, currencies) before the answer leaves, so its author never sees a list without
 * their change, and tells the other instances; jobs that change what the public sees (ads and boosts that end)
 * announce it themselves.
 */
export const publicChangesPlugin = fp<PublicChangesPluginOptions>(
  async (app, options) => {
    const changes = createPublicChanges(options.redisUrl, app.log);
    const answers = options.searchCache ? new SharedAnswers<AdListResponse>(options.searchCache) : null;
    if (answers) changes.onChange(() => answers.clear());
    const reference = {
      placeNames: keptPlaceNames(),
      currencies: new KeptReference(loadCurrencies),
      // Shares of the ads, which no single change moves: kept their lifetime, whatever changes.
      largePlaces: new KeptReference(readLargePlaces, LARGE_PLACES_TTL_MS),
    };
    changes.onChange(() => {
      reference.placeNames.forget();
      reference.currencies.forget();
    });
    app.decorate('publicChanges', changes);
    app.decorate('searchAnswers', answers);
    app.decorate('reference', reference);
    app.addHook('onSend', async (request, reply, payload) => {
      if (changesPublicContent(request.method, request.url, reply.statusCode)) changes.announce();
      return payload;
    });
    app.addHook('onClose', async () => changes.close());
  },
  { name: 'public-changes' },
);
