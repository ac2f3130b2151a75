/**
 * Builders of contract-shaped objects for tests: one per entity, typed by the contracts, each with plain
 * defaults a test overrides with what it is about. Imported as `@sokoni/contracts/testing` by the front-end,
 * bff and api tests only; nothing in production imports it.
 */
import type { Ad, AdImage } from '../ads';
import type { AdminUser, PendingAd } from '../admin';
import type { Storefront } from '../business';
import type { Currency } from '../catalog';
import type { PaginatedList } from '../common';
import type { Conversation, ConversationDetail, Message, Review } from '../messaging';
import type { Payment, PromotionPlan, Transaction } from '../payments';
import type { BusinessProfile, User } from '../users';

/** A signed-in user as GET /api/user/profile gives it: an individual with a verified email. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Amani Kabila',
    username: null,
    email: 'amani@example.cd',
    phone: null,
    bio: null,
    profile_image: null,
    email_verified: true,
    email_verified_at: '2026-01-01T00:00:00.000Z',
    account_type: 'individual',
    is_admin: false,
    is_banned: false,
    is_verified: false,
    verification_reason: null,
    preferred_language: 'fr',
    preferred_theme: null,
    preferred_currency: null,
    business_profile: null,
    deleted_at: null,
    created_at: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A user as the admin list gives it: an individual, not admin, banned or trusted, with three ads. */
export function makeAdminUser(
  overrides: Partial<AdminUser> & Pick<AdminUser, 'id' | 'name' | 'email'>,
): AdminUser {
  return {
    phone: null,
    account_type: 'individual',
    is_admin: false,
    is_banned: false,
    ban_reason: null,
    is_verified: false,
    verification_reason: null,
    email_verified: true,
    preferred_language: 'fr',
    ads_count: 3,
    deleted_at: null,
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/** Photo `id` of ad `adId` in its three sizes. */
export function makeAdImage(id: number, adId = 1): AdImage {
  return {
    id,
    url: `/media/ads/${adId}/${id}-400.webp`,
    image_path: `ads/${adId}/${id}.webp`,
    sizes: {
      card: `/media/ads/${adId}/${id}-400.webp`,
      gallery: `/media/ads/${adId}/${id}-800.webp`,
      zoom: `/media/ads/${adId}/${id}-1600.webp`,
    },
    width: 1600,
    height: 1200,
    position: id,
  };
}

/** An active ad in USD by an individual seller, without photos; `slug` and `title` follow `id`. */
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
    category: {
      id: 6,
      name: 'Mobile phones',
      slug: 'mobile-phones',
      parent: { id: 1, name: 'Electronics', slug: 'electronics' },
    },
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
    attributes: {},
    user: {
      id: 3,
      name: 'Patrick',
      username: null,
      account_type: 'individual',
      business_profile: null,
      is_verified: false,
    },
    ...overrides,
  };
}

/** An ad waiting for moderation, by the seller Mado (id 7), with her history. */
export function makePendingAd(
  overrides: Partial<Ad> = {},
  reviewChanges: PendingAd['review_changes'] = null,
): PendingAd {
  return {
    ...makeAd({
      status: 'pending',
      user: { id: 7, name: 'Mado', username: null, account_type: 'individual', business_profile: null, is_verified: false },
      ...overrides,
    }),
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

/** The only page of a list holding `items`. */
export function onePage<T>(items: T[], perPage = 20): PaginatedList<T> {
  return { data: items, current_page: 1, last_page: 1, per_page: perPage, total: items.length };
}

/** The base currency (USD) and the Congolese franc, as GET /api/currencies lists them. */
export const currencies: Currency[] = [
  {
    code: 'USD',
    name: 'US Dollar',
    symbol: '$',
    exchange_rate: 1,
    decimal_places: 2,
    symbol_position: 'before',
    is_active: true,
    is_base: true,
  },
  {
    code: 'CDF',
    name: 'Franc congolais',
    symbol: 'FC',
    exchange_rate: 2800,
    decimal_places: 0,
    symbol_position: 'after',
    is_active: true,
    is_base: false,
  },
];

export function makeBusinessProfile(overrides: Partial<BusinessProfile> = {}): BusinessProfile {
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

/** The storefront of Kin Électro (owner Patrick, id 3) showing `ads`. */
export function makeStorefront(overrides: Partial<Storefront> = {}, ads: Ad[] = []): Storefront {
  return {
    name: 'Kin Électro',
    description: 'Téléphones et accessoires à Gombe',
    logo_url: null,
    address: 'Avenue du Commerce 12, Gombe',
    phone: '+243812345678',
    phone_display: '+243 812 345 678',
    website: 'https://kin-electro.cd',
    slug: 'kin-electro',
    user: {
      id: 3,
      name: 'Patrick',
      is_verified: true,
      member_since: '2025-01-01T00:00:00.000Z',
      rating: null,
      reviews_count: 0,
      rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      ads: onePage(ads, 24),
    },
    ...overrides,
  };
}

/** A five-star review of seller 3 by Amani (id 7). */
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

/** Conversation 31 of the buyer (id 7) with Mama Neema (id 9) about ad 12, two messages unread. */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 31,
    subject: 'Samsung Galaxy A54 128 Go',
    ad: {
      id: 12,
      slug: 'samsung-galaxy-a54-12',
      title: 'Samsung Galaxy A54 128 Go',
      image: null,
      price: 250,
      currency_code: 'USD',
      currency_symbol: '$',
      currency_position: 'before',
      status: 'active',
    },
    other_participant: { id: 9, name: 'Mama Neema', avatar: null, is_verified: true },
    role: 'buyer',
    last_message: {
      body: 'Oui, toujours disponible',
      sender_id: 9,
      created_at: '2026-11-23T10:00:00.000Z',
      deleted: false,
    },
    unread_count: 2,
    archived: false,
    can_review: false,
    created_at: '2026-11-23T09:00:00.000Z',
    updated_at: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** A message of the buyer (id 7) in conversation 31, unread. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 100,
    conversation_id: 31,
    sender_id: 7,
    body: 'Bonjour, toujours disponible ?',
    client_id: null,
    created_at: '2026-11-22T09:00:00.000Z',
    read_at: null,
    deleted: false,
    ...overrides,
  };
}

/** A conversation with its messages, as GET /api/conversations/{id} gives it. */
export function makeConversationDetail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    conversation: makeConversation({ unread_count: 0 }),
    messages: [makeMessage()],
    has_more: false,
    ...overrides,
  };
}

/** A promotion plan priced in USD, with its price in Congolese francs. */
export function makePromotionPlan(
  id: number,
  name: string,
  price: number,
  days: number,
  boost: PromotionPlan['boost_type'],
): PromotionPlan {
  return {
    id,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    description: `${name} : plus de visibilité`,
    price,
    price_minor: price * 100,
    currency_code: 'USD',
    converted_price: {
      amount: price * 2800,
      currency_code: 'CDF',
      symbol: 'FC',
      position: 'after',
      decimal_places: 0,
    },
    duration_days: days,
    features: [`En tête des résultats (${days} jours)`],
    boost_type: boost,
    is_active: true,
  };
}

/** The three plans of the promotion page. */
export const promotionPlans: PromotionPlan[] = [
  makePromotionPlan(1, 'Basic Boost', 3, 7, 'standard'),
  makePromotionPlan(2, 'Premium Boost', 7, 14, 'premium'),
  makePromotionPlan(3, 'Elite Boost', 15, 30, 'exclusive'),
];

export const PAYMENT_ID = '6f1c1e7a-3b1f-4a59-9d3e-2a4a2c1d0b11';

/** A card payment of the Basic Boost for ad 12 that succeeded. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    status: 'succeeded',
    method: 'card',
    provider: 'sandbox',
    method_details: { brand: 'visa', last4: '0000' },
    amount: 3,
    amount_minor: 300,
    currency_code: 'USD',
    plan: { id: 1, name: 'Basic Boost', boost_type: 'standard', duration_days: 7 },
    ad: { id: 12, slug: 'ad-12', title: 'Annonce 12' },
    next_action: { type: 'none' },
    failure_message: null,
    transaction_id: 'SKN-7K2M9QX4AB',
    boost_expires_at: '2026-03-17T09:00:00.000Z',
    created_at: '2026-03-10T09:00:00.000Z',
    updated_at: '2026-03-10T09:00:00.000Z',
    events: [],
    ...overrides,
  };
}

/** The payment of `makePayment` as the transaction history lists it. */
export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const payment = makePayment();
  return {
    id: payment.id,
    transaction_id: 'SKN-7K2M9QX4AB',
    date: payment.created_at,
    status: 'succeeded',
    method: payment.method,
    method_details: payment.method_details,
    amount: payment.amount,
    amount_minor: payment.amount_minor,
    currency_code: payment.currency_code,
    plan: payment.plan,
    ad: payment.ad,
    boost_expires_at: payment.boost_expires_at,
    paid_at: '2026-03-10T09:00:05.000Z',
    ...overrides,
  };
}
