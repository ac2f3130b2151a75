import type { Ad, BusinessProfile, MyAdsResponse, Review, Storefront } from '@sokoni/contracts';

export function makeAd(overrides: Partial<Ad> = {}): Ad {
  const id = overrides.id ?? 12;
  return {
    id,
    slug: `ad-${id}`,
    title: `Annonce ${id}`,
    description: 'Très bon état.',
    price: 250,
    currency: { code: 'USD', symbol: '$', position: 'before', decimal_places: 2 },
    currency_code: 'USD',
    converted_price: null,
    is_negotiable: false,
    condition: 'used',
    category: { id: 6, name: 'Mobile phones', slug: 'mobile-phones', parent: { id: 1, name: 'Electronics', slug: 'electronics' } },
    location: { id: 40, name: 'Gombe', slug: 'gombe', path: 'Gombe, Kinshasa' },
    images: [],
    media_urls: [],
    status: 'active',
    views_count: 3,
    created_at: '2026-03-10T09:00:00.000Z',
    updated_at: '2026-03-10T09:00:00.000Z',
    expires_at: null,
    rating: null,
    reviews_count: 0,
    is_sponsored: false,
    is_featured: false,
    is_premium: false,
    is_urgent: false,
    boost: null,
    user: { id: 3, name: 'Patrick', username: null, account_type: 'individual', business_profile: null, is_verified: false },
    ...overrides,
  };
}

export function makeImage(id: number): Ad['images'][number] {
  return {
    id,
    url: `/media/ads/1/${id}-400.webp`,
    image_path: `ads/1/${id}.webp`,
    sizes: { card: `/media/ads/1/${id}-400.webp`, gallery: `/media/ads/1/${id}-800.webp`, zoom: `/media/ads/1/${id}-1600.webp` },
    width: 1600,
    height: 1200,
    position: id,
  };
}

export function makeProfile(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
  return {
    id: 5,
    business_name: 'Kin Électro',
    slug: 'kin-electro',
    description: 'Téléphones et accessoires à Gombe',
    phone_number: '+243812345678',
    address: 'Avenue du Commerce 12, Gombe',
    website: 'https://kin-electro.cd',
    logo_url: null,
    ...overrides,
  };
}

export function productsPage(ads: Ad[], overrides: Partial<MyAdsResponse> = {}): MyAdsResponse {
  return { data: ads, current_page: 1, last_page: 1, per_page: 20, total: ads.length, counts: { all: ads.length }, ...overrides };
}

export function makeStorefront(overrides: Partial<Storefront> = {}, ads: Ad[] = []): Storefront {
  return {
    name: 'Kin Électro',
    description: 'Téléphones et accessoires à Gombe',
    logo_url: null,
    address: 'Avenue du Commerce 12, Gombe',
    phone: '+243812345678',
    website: 'https://kin-electro.cd',
    slug: 'kin-electro',
    user: {
      id: 3,
      name: 'Patrick',
      is_verified: true,
      member_since: '2025-01-01T00:00:00.000Z',
      rating: null,
      reviews_count: 0,
      ads: { data: ads, current_page: 1, last_page: 1, per_page: 24, total: ads.length },
    },
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 51,
    seller_id: 3,
    reviewer: { id: 7, name: 'Amani', avatar: null, is_verified: false },
    ad: { id: 1, slug: 'tecno-1', title: 'Tecno Spark 20' },
    rating: 5,
    comment: 'Livraison rapide, téléphone conforme',
    reply: null,
    replied_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
