import { useCallback } from 'react';
import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import { useLocation } from 'react-router-dom';
import type { Ad } from '@sokoni/contracts';
import {
  adPhotoUrls,
  loadTranslationParts,
  useAppDispatch,
  useDataSaver,
  useDisplayCurrency,
  type AdCardProps,
  type AppDispatch,
  type RootState,
} from '@sokoni/shared-ui';
import { adPageApi } from '../features/ad-details/api/ad-page-api';

/**
 * When an ad is got ready before it is opened: as its card comes into sight on a fast connection, on a touch,
 * a press or a focus of the card on a slow one, never when the visitor or the browser saves data.
 */
export type AdPrefetchMode = 'in-view' | 'on-intent' | 'never';

/** How many ads a page gets ready as their cards come into sight: the rest wait for a touch. */
export const IN_VIEW_PREFETCH_LIMIT = 6;

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

function connection(): NetworkInformation | undefined {
  return (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
}

/** The prefetch mode for this visitor: `dataSaver` is the site's data saver (their choice, else Save-Data). */
export function adPrefetchMode(dataSaver: boolean): AdPrefetchMode {
  const network = connection();
  if (dataSaver || network?.saveData === true) return 'never';
  return network?.effectiveType === '4g' ? 'in-view' : 'on-intent';
}

/** The ad page's code and texts, fetched as its route fetches them. */
function preloadAdPageCode(): void {
  void import('../features/ad-details/components/ad-details-page').catch(() => undefined);
  void loadTranslationParts(['ads/details']).catch(() => undefined);
}

/** What RTK Query's middleware answers to `internal_getRTKQSubscriptions`. */
interface RtkqSubscriptions {
  getSubscriptionCount(queryCacheKey: QueryCacheKey): number;
}

/** The ads got ready on the page now shown because their card came into sight. */
const inViewBudget = { page: '', slugs: new Set<string>() };

/** Forgets the ads got ready as their cards came into sight (tests). */
export function resetAdPrefetch(): void {
  inViewBudget.page = '';
  inViewBudget.slugs.clear();
}

/**
 * Starts loading the ad page of `ad`: its data (the ad page query, which the page then finds in the cache or on
 * its way), its code and, when the visitor is about to open it, its main photo. Nothing is fetched for an ad the
 * cache already holds or is loading, and at most `IN_VIEW_PREFETCH_LIMIT` ads per page because their card came
 * into sight.
 */
export function prefetchAd(
  ad: Pick<Ad, 'slug' | 'images' | 'media_urls'>,
  displayCurrency: string,
  trigger: { inViewOn: string } | 'intent',
) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const args = { slug: ad.slug, display_currency: displayCurrency };
    if (!adPageApi.endpoints.getAdPage.select(args)(getState()).isUninitialized) return;
    if (trigger !== 'intent') {
      if (inViewBudget.page !== trigger.inViewOn) {
        inViewBudget.page = trigger.inViewOn;
        inViewBudget.slugs.clear();
      }
      if (inViewBudget.slugs.size >= IN_VIEW_PREFETCH_LIMIT) return;
      inViewBudget.slugs.add(ad.slug);
    }
    const request = dispatch(adPageApi.endpoints.getAdPage.initiate(args, { subscribe: false }));
    void request.then((result) => {
      if (!result.isError) return;
      // A failed attempt made ahead is forgotten, unless the page already shows it: once opened, the page asks
      // again instead of showing that failure first.
      const subscriptions = dispatch(
        adPageApi.internalActions.internal_getRTKQSubscriptions(),
      ) as unknown as RtkqSubscriptions;
      const queryCacheKey = request.queryCacheKey as QueryCacheKey;
      if (subscriptions.getSubscriptionCount(queryCacheKey) > 0) return;
      dispatch(adPageApi.internalActions.removeQueryResult({ queryCacheKey }));
    });
    preloadAdPageCode();
    const photo = trigger === 'intent' ? adPhotoUrls(ad, 'gallery')[0] : undefined;
    if (photo && typeof Image !== 'undefined') new Image().src = photo;
  };
}

/**
 * For `AdGrid`'s `cardProps`: each card gets its ad ready as the visitor's connection allows (`adPrefetchMode`).
 * Stable while the mode, the currency and the page stay the same, so the grid's cards are not drawn again.
 */
export function useAdPrefetch(): (ad: Ad) => Pick<AdCardProps, 'onInView' | 'onOpenIntent'> {
  const dispatch = useAppDispatch();
  const displayCurrency = useDisplayCurrency();
  const mode = adPrefetchMode(useDataSaver());
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  return useCallback(
    (ad: Ad) => {
      if (mode === 'never') return {};
      const onOpenIntent = () => dispatch(prefetchAd(ad, displayCurrency, 'intent'));
      if (mode === 'on-intent') return { onOpenIntent };
      return { onOpenIntent, onInView: () => dispatch(prefetchAd(ad, displayCurrency, { inViewOn: page })) };
    },
    [dispatch, displayCurrency, mode, page],
  );
}
