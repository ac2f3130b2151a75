import type { Ad } from '@sokoni/contracts';
import type { RootState } from '@sokoni/shared-ui';

/** The ads each cached list answer carries, by the endpoint that answered. */
const LISTED_ADS: Partial<Record<string, (data: never) => Ad[][]>> = {
  listAds: (data: { data: Ad[] }) => [data.data],
  listMyFavorites: (data: { data: Ad[] }) => [data.data],
  getHome: (data: { recent_ads: Ad[]; boosted_ads: Ad[] }) => [data.boosted_ads, data.recent_ads],
  getAdPage: (data: { similar_ads: Ad[] }) => [data.similar_ads],
};

/**
 * The ad `slug` as a list the visitor has seen shows it (browse, category and location pages, home, favourites,
 * similar ads), with prices in `displayCurrency`: what the ad page shows while its own answer is on its way.
 */
export function selectListedAd(state: RootState, slug: string, displayCurrency: string): Ad | undefined {
  for (const entry of Object.values(state.api.queries)) {
    if (!entry?.data || !entry.endpointName) continue;
    const ads = LISTED_ADS[entry.endpointName];
    if (!ads) continue;
    const args = entry.originalArgs as { display_currency?: string } | undefined;
    if (args?.display_currency !== undefined && args.display_currency !== displayCurrency) continue;
    for (const list of ads(entry.data as never)) {
      const found = list.find((ad: Ad) => ad.slug === slug);
      if (found) return found;
    }
  }
  return undefined;
}
