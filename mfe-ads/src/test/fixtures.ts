import type {
  Ad,
  AdListResponse,
  AdPageResponse,
  CategoryAttribute,
  CategoryDetail,
  CategoryTreeNode,
  HomeResponse,
  Location,
} from '@sokoni/contracts';
import { currencies, makeAd, makeAdImage } from '@sokoni/contracts/testing';

/** The catalogue and page responses of the ads remote; entities come from `@sokoni/contracts/testing`. */

export function page(ads: Ad[], overrides: Partial<AdListResponse> = {}): AdListResponse {
  return { data: ads, current_page: 1, last_page: 1, per_page: 24, total: ads.length, ...overrides };
}

/** The fields of the cars of the fixtures (a short form of the reference ones). */
export const carFields: CategoryAttribute[] = [
  {
    key: 'make',
    type: 'option',
    label: { fr: 'Marque', en: 'Make' },
    options: [
      { value: 'toyota', label: { fr: 'Toyota', en: 'Toyota' } },
      { value: 'nissan', label: { fr: 'Nissan', en: 'Nissan' } },
    ],
  },
  { key: 'year', type: 'number', label: { fr: 'Année', en: 'Year' }, integer: true, min: 1960, max: 2030 },
  { key: 'mileage_km', type: 'number', label: { fr: 'Kilométrage', en: 'Mileage' }, unit: 'km', integer: true, min: 0, max: 2000000 },
];

const category = (
  id: number,
  slug: string,
  name: string,
  parent_id: number | null,
  ads_count = 0,
  attributes: CategoryAttribute[] = [],
) => ({
  id,
  slug,
  name,
  names: { fr: name, en: name },
  description: null,
  parent_id,
  ads_count,
  attributes,
});

export const categoryTree: CategoryTreeNode[] = [
  { ...category(1, 'electronics', 'Électronique', null, 42), children: [category(6, 'mobile-phones', 'Téléphones', 1, 30), category(7, 'laptops', 'Ordinateurs', 1, 12)] },
  { ...category(2, 'vehicles', 'Véhicules', null, 7), children: [category(9, 'cars', 'Voitures', 2, 7, carFields)] },
];

export const electronicsDetail: CategoryDetail = {
  ...category(1, 'electronics', 'Électronique', null, 42),
  description: 'Téléphones, ordinateurs et téléviseurs',
  parent: null,
  children: categoryTree[0].children,
};

export const locations: Location[] = [
  { id: 1, slug: 'kinshasa', name: 'Kinshasa', description: null, type: 'province', parent_id: null, path: 'Kinshasa' },
  { id: 2, slug: 'kinshasa-ville', name: 'Kinshasa', description: null, type: 'city', parent_id: 1, path: 'Kinshasa, Kinshasa' },
  { id: 40, slug: 'gombe', name: 'Gombe', description: null, type: 'commune', parent_id: 2, path: 'Gombe, Kinshasa' },
  { id: 5, slug: 'haut-katanga', name: 'Haut-Katanga', description: null, type: 'province', parent_id: null, path: 'Haut-Katanga' },
  { id: 6, slug: 'lubumbashi', name: 'Lubumbashi', description: null, type: 'city', parent_id: 5, path: 'Lubumbashi, Haut-Katanga' },
];

export function home(overrides: Partial<HomeResponse> = {}): HomeResponse {
  return {
    settings: {
      site_name: 'Sokoni',
      site_description: 'Petites annonces',
      default_language: 'fr',
      maintenance_mode: false,
      default_currency: 'USD',
      auto_approve_ads: true,
      max_images_per_ad: 8,
      ad_expiry_days: 60,
      expiry_reminder_days: 3,
      featured_ad_price: 5,
      enable_email_notifications: false,
    },
    categories: categoryTree,
    currencies,
    recent_ads: [makeAd({ id: 1, title: 'Toyota RAV4 2015' }), makeAd({ id: 2, title: 'Canapé 3 places' })],
    boosted_ads: [makeAd({ id: 3, title: 'Villa à Ngaliema', boost: { type: 'premium', expires_at: '2026-04-01T00:00:00.000Z' } })],
    stats: { active_ads: 49, sellers: 12 },
    ...overrides,
  };
}

export function adPage(overrides: Partial<AdPageResponse> = {}): AdPageResponse {
  const ad = makeAd({
    id: 77,
    slug: 'iphone-13-77',
    title: 'iPhone 13 128 Go',
    description: 'Batterie 90 %.\nVendu avec sa boîte.',
    price: 350000,
    currency: { code: 'CDF', symbol: 'FC', position: 'after', decimal_places: 0 },
    currency_code: 'CDF',
    converted_price: { amount: 125, currency_code: 'USD', symbol: '$', position: 'before', decimal_places: 2 },
    images: [makeAdImage(1), makeAdImage(2), makeAdImage(3)],
    views_count: 15,
    user: {
      id: 9,
      name: 'Jean',
      username: null,
      account_type: 'business',
      business_profile: { name: 'Kin Phones', slug: 'kin-phones' },
      is_verified: true,
    },
  });
  return {
    ad,
    seller: { ...ad.user, member_since: '2024-03-05T10:00:00.000Z', active_ads_count: 8, profile_image: null },
    similar_ads: [makeAd({ id: 78, title: 'Samsung A54' })],
    ...overrides,
  };
}

/** The catalogue calls of the ad form, answered like the api would. */
export function catalogueRoutes(settings: Partial<HomeResponse['settings']> = {}) {
  return {
    '/api/categories': () => ({ body: { data: categoryTree } }),
    '/api/locations': () => ({ body: { data: locations } }),
    '/api/currencies': () => ({ body: { data: currencies } }),
    '/api/settings': () => ({ body: { ...home().settings, max_images_per_ad: 10, ...settings } }),
  };
}

/** A picture file as a phone would hand it over (content does not matter: jsdom cannot decode images). */
export function photoFile(name: string, type = 'image/jpeg', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
