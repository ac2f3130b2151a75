import type { Ad, PendingAd } from '@sokoni/contracts';

let sequence = 0;

/** A contract-shaped ad for component tests. */
export function makeAd(values: Partial<Ad> = {}): Ad {
  const id = values.id ?? ++sequence;
  return {
    id,
    slug: `annonce-${id}`,
    title: `Annonce ${id}`,
    description: 'Bon état, peu servi.',
    price: 150,
    currency: { code: 'USD', symbol: '$', position: 'before', decimal_places: 2 },
    currency_code: 'USD',
    converted_price: null,
    is_negotiable: false,
    condition: 'used',
    category: { id: 3, name: 'Téléphones', slug: 'mobile-phones', parent: null },
    location: { id: 1, name: 'Gombe', slug: 'gombe', path: 'Gombe, Kinshasa' },
    images: [],
    media_urls: [],
    status: 'pending',
    views_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    expires_at: null,
    rating: null,
    reviews_count: 0,
    is_sponsored: false,
    is_featured: false,
    is_premium: false,
    is_urgent: false,
    boost: null,
    user: { id: 7, name: 'Mado', username: null, account_type: 'individual', business_profile: null, is_verified: false },
    ...values,
  } as Ad;
}

export function makePendingAd(
  values: Partial<Ad> = {},
  reviewChanges: PendingAd['review_changes'] = null,
): PendingAd {
  return {
    ...makeAd(values),
    review_changes: reviewChanges,
    seller_history: {
      id: 7,
      name: 'Mado',
      email: 'mado@example.cd',
      created_at: '2026-01-02T10:00:00.000Z',
      is_verified: false,
      is_banned: false,
      ads_total: 5,
      ads_active: 3,
      ads_rejected: 1,
    },
  };
}
