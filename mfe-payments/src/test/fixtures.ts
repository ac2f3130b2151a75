import type { Ad, CurrencyListResponse, Payment, PromotionPlan, Transaction } from '@sokoni/contracts';

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
    category: { id: 6, name: 'Mobile phones', slug: 'mobile-phones', parent: null },
    location: null,
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

export const currencies: CurrencyListResponse = {
  data: [
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
  ],
};

const plan = (
  id: number,
  name: string,
  price: number,
  days: number,
  boost: PromotionPlan['boost_type'],
): PromotionPlan => ({
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
});

export const plans: PromotionPlan[] = [
  plan(1, 'Basic Boost', 3, 7, 'standard'),
  plan(2, 'Premium Boost', 7, 14, 'premium'),
  plan(3, 'Elite Boost', 15, 30, 'exclusive'),
];

export const PAYMENT_ID = '6f1c1e7a-3b1f-4a59-9d3e-2a4a2c1d0b11';

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

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: PAYMENT_ID,
    transaction_id: 'SKN-7K2M9QX4AB',
    date: '2026-03-10T09:00:00.000Z',
    status: 'succeeded',
    method: 'card',
    method_details: { brand: 'visa', last4: '0000' },
    amount: 3,
    amount_minor: 300,
    currency_code: 'USD',
    plan: { id: 1, name: 'Basic Boost', boost_type: 'standard', duration_days: 7 },
    ad: { id: 12, slug: 'ad-12', title: 'Annonce 12' },
    boost_expires_at: '2026-03-17T09:00:00.000Z',
    paid_at: '2026-03-10T09:00:05.000Z',
    ...overrides,
  };
}
