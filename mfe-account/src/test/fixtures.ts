import type { Ad } from '@sokoni/contracts';

/** A contract-shaped ad for the profile tests; override what a test is about. */
export function makeAd(overrides: Partial<Ad> = {}): Ad {
  return {
    id: 12,
    slug: 'samsung-galaxy-a54-12',
    title: 'Samsung Galaxy A54 128 Go',
    description: 'Très bon état, vendu avec chargeur.',
    price: 250,
    currency: { code: 'USD', symbol: '$', position: 'before', decimal_places: 2 },
    currency_code: 'USD',
    converted_price: null,
    is_negotiable: false,
    condition: 'used',
    category: {
      id: 6,
      name: 'Mobile phones',
      slug: 'mobile-phones',
      parent: { id: 1, name: 'Electronics', slug: 'electronics' },
    },
    location: { id: 40, name: 'Gombe', slug: 'gombe', path: 'Gombe, Kinshasa' },
    images: [
      {
        id: 1,
        url: '/media/ads/12/a-400.webp',
        image_path: 'ads/12/a.webp',
        sizes: {
          card: '/media/ads/12/a-400.webp',
          gallery: '/media/ads/12/a-800.webp',
          zoom: '/media/ads/12/a-1600.webp',
        },
        width: 1600,
        height: 1200,
        position: 0,
      },
    ],
    media_urls: [],
    status: 'active',
    views_count: 37,
    created_at: '2026-03-19T09:00:00.000Z',
    updated_at: '2026-03-19T09:00:00.000Z',
    expires_at: null,
    rating: null,
    reviews_count: 0,
    is_sponsored: false,
    is_featured: false,
    is_premium: false,
    is_urgent: false,
    boost: null,
    user: {
      id: 3,
      name: 'Patrick Mbala',
      username: null,
      account_type: 'individual',
      business_profile: null,
      is_verified: false,
    },
    ...overrides,
  };
}
