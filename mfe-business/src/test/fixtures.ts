import type { Ad, MyAdsResponse } from '@sokoni/contracts';

/** A page of the seller's own ads, as GET /api/my-ads gives it. */
export function productsPage(ads: Ad[], overrides: Partial<MyAdsResponse> = {}): MyAdsResponse {
  return { data: ads, current_page: 1, last_page: 1, per_page: 20, total: ads.length, counts: { all: ads.length }, ...overrides };
}

