import type {
  Ad,
  CategoryDetail,
  CategoryTreeNode,
  Currency,
  Location,
  PublicSettings,
  SellerCard,
  Review,
  Storefront,
} from '@sokoni/contracts';
import * as testing from '@sokoni/contracts/testing';

export const settings: PublicSettings = {
  site_name: 'Sokoni',
  site_description: 'Achetez et vendez près de chez vous, à Kinshasa, Lubumbashi et Goma.',
  default_language: 'fr',
  maintenance_mode: false,
  default_currency: 'USD',
  auto_approve_ads: true,
  max_images_per_ad: 10,
  ad_expiry_days: 30,
  expiry_reminder_days: 3,
  featured_ad_price: 5,
  enable_email_notifications: true,
};

const category = (id: number, slug: string, name: string, parentId: number | null, adsCount: number) => ({
  id,
  slug,
  name,
  names: { fr: name, en: name },
  description: null,
  parent_id: parentId,
  ads_count: adsCount,
  attributes: [],
});

export const categoryTree: CategoryTreeNode[] = [
  {
    ...category(1, 'electronics', 'Électronique', null, 3),
    children: [category(6, 'mobile-phones', 'Téléphones', 1, 3)],
  },
  { ...category(2, 'vehicles', 'Véhicules', null, 0), children: [category(9, 'cars', 'Voitures', 2, 0)] },
];

export const phonesCategory: CategoryDetail = {
  ...category(6, 'mobile-phones', 'Téléphones', 1, 3),
  description: 'Smartphones neufs et d’occasion.',
  parent: category(1, 'electronics', 'Électronique', null, 3),
  children: [],
};

export const gombe: Location = {
  id: 40,
  slug: 'gombe',
  name: 'Gombe',
  description: null,
  type: 'commune',
  parent_id: 30,
  path: 'Gombe, Kinshasa',
};

export const currencies: Currency[] = [
  { ...testing.currencies[0], name: 'Dollar américain' },
  testing.currencies[1],
];

/** An ad as the api lists it, with one photo, by the verified seller Mado Kabila (id 7). */
export function makeAd(id: number, overrides: Partial<Ad> = {}): Ad {
  return testing.makeAd({
    id,
    description: `Description de l'annonce ${id}`,
    category: {
      id: 6,
      name: 'Téléphones',
      slug: 'mobile-phones',
      parent: { id: 1, name: 'Électronique', slug: 'electronics' },
    },
    images: [{ ...testing.makeAdImage(id * 10, id), ...photo(id) }],
    views_count: 12,
    created_at: '2025-01-10T09:00:00.000Z',
    updated_at: '2025-01-10T09:00:00.000Z',
    user: {
      id: 7,
      name: 'Mado Kabila',
      username: null,
      account_type: 'individual',
      business_profile: null,
      is_verified: true,
    },
    ...overrides,
  });
}

function photo(id: number) {
  return {
    url: `/media/ads/${id}/photo-400.webp`,
    image_path: `ads/${id}/photo.webp`,
    sizes: {
      card: `/media/ads/${id}/photo-400.webp`,
      gallery: `/media/ads/${id}/photo-800.webp`,
      zoom: `/media/ads/${id}/photo-1600.webp`,
    },
    position: 0,
  };
}

export const MALICIOUS_TITLE = '</title><script>alert(1)</script>';

export const ads: Ad[] = [
  makeAd(1, { slug: 'samsung-galaxy-a15', title: 'Samsung Galaxy A15 "neuf" & garanti' }),
  makeAd(2, { slug: 'piege', title: MALICIOUS_TITLE, description: '<img src=x onerror=alert(2)> Bon état' }),
  makeAd(3, {
    slug: 'iphone-11',
    title: 'iPhone 11',
    boost: { type: 'premium', expires_at: '2099-01-01T00:00:00.000Z' },
  }),
];

export const seller: SellerCard = {
  ...makeAd(1).user,
  member_since: '2024-03-01T00:00:00.000Z',
  active_ads_count: 3,
  profile_image: null,
};

/** A review of the storefront's owner as GET /api/users/{id}/reviews gives it. */
export function makeReview(id: number): Review {
  return testing.makeReview({
    id,
    reviewer: { id: 10 + id, name: `Client ${id}`, avatar: null, is_verified: false },
    ad: { id: 1, slug: 'tecno-spark-20', title: 'Tecno Spark 20' },
    rating: id % 2 === 0 ? 4 : 5,
    comment: `Avis ${id}`,
    created_at: `2026-11-0${id}T10:00:00.000Z`,
  });
}

/** A storefront as GET /api/businesses/{slug} gives it; `kin-electro-old` is its former slug. */
export function makeStorefront(overrides: Partial<Storefront> = {}): Storefront {
  const base = testing.makeStorefront({ logo_url: '/media/business/5/logo-abc-256.webp' }, ads.slice(0, 1));
  return {
    ...base,
    user: { ...base.user, member_since: '2024-03-01T00:00:00.000Z', rating: 4.5, reviews_count: 4 },
    ...overrides,
  };
}
