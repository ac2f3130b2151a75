import { PROMOTION_DURATIONS_DAYS } from '@sokoni/contracts';

export interface PromotionPlanSeed {
  slug: string;
  name: string;
  description: string;
  /** US cents. */
  priceMinor: number;
  currencyCode: string;
  durationDays: number;
  features: string[];
  /** English texts (the French ones above are the default language). */
  nameEn: string;
  descriptionEn: string;
  featuresEn: string[];
  boostType: 'standard' | 'premium' | 'exclusive';
}

/**
 * The three first plans; durations 7, 14 and 30 days (docs/payments.md#plans). Each badge a plan promises is the
 * one the ad card shows (BOOSTED, PREMIUM, EXCLUSIVE; in French « Boostée », « Premium », « Exclusive »).
 */
export const PROMOTION_PLANS: PromotionPlanSeed[] = [
  {
    slug: 'basic-boost',
    name: 'Basic Boost',
    description: 'Votre annonce remonte en tête des résultats pendant une semaine.',
    priceMinor: 300,
    currencyCode: 'USD',
    durationDays: PROMOTION_DURATIONS_DAYS[0],
    features: ['En tête des résultats de recherche', 'Badge « Boostée »', 'Durée : 7 jours'],
    nameEn: 'Basic Boost',
    descriptionEn: 'Your ad rises to the top of the results for a week.',
    featuresEn: ['Top of the search results', '“Boosted” badge', 'Duration: 7 days'],
    boostType: 'standard',
  },
  {
    slug: 'premium-boost',
    name: 'Premium Boost',
    description: 'Deux semaines de visibilité renforcée, en tête des résultats et sur la page d’accueil.',
    priceMinor: 700,
    currencyCode: 'USD',
    durationDays: PROMOTION_DURATIONS_DAYS[1],
    features: [
      'En tête des résultats de recherche',
      'Présence sur la page d’accueil',
      'Badge « Premium »',
      'Durée : 14 jours',
    ],
    nameEn: 'Premium Boost',
    descriptionEn: 'Two weeks of extra visibility, at the top of the results and on the home page.',
    featuresEn: [
      'Top of the search results',
      'Shown on the home page',
      '“Premium” badge',
      'Duration: 14 days',
    ],
    boostType: 'premium',
  },
  {
    slug: 'elite-boost',
    name: 'Elite Boost',
    description:
      'Un mois de visibilité maximale : première place, page d’accueil et mise en avant dans sa catégorie.',
    priceMinor: 1500,
    currencyCode: 'USD',
    durationDays: PROMOTION_DURATIONS_DAYS[2],
    features: [
      'Première place dans les résultats',
      'Mise en avant sur la page d’accueil',
      'Mise en avant dans sa catégorie',
      'Badge « Exclusive »',
      'Durée : 30 jours',
    ],
    nameEn: 'Elite Boost',
    descriptionEn: 'A month of the most visibility: first place, the home page and featured in its category.',
    featuresEn: [
      'First place in the results',
      'Featured on the home page',
      'Featured in its category',
      '“Exclusive” badge',
      'Duration: 30 days',
    ],
    boostType: 'exclusive',
  },
];

/** Badge names the first seed promised that the ad cards never showed, and what the cards do show. */
export const RENAMED_PLAN_FEATURES: Record<string, string> = {
  'Badge « Sponsorisé »': 'Badge « Boostée »',
  'Badge « Exclusif »': 'Badge « Exclusive »',
};
