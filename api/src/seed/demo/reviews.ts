import type { NewReview } from '../../db/types';
import type { Random } from './prng';
import type { DemoSeller } from './sellers';

/** What buyers wrote, by stars, in each language (a review is in its author's language). */
const COMMENTS: Record<1 | 2 | 3 | 4 | 5, { fr: string[]; en: string[] }> = {
  5: {
    fr: [
      'Vendeur sérieux, article conforme à l’annonce. Je recommande.',
      'Rendez-vous respecté, tout fonctionne parfaitement. Merci !',
      'Très bon contact, réponse rapide sur WhatsApp et prix honnête.',
      'Livraison le jour même à la maison, paiement par mobile money sans souci.',
    ],
    en: [
      'Reliable seller, the item was exactly as described. Recommended.',
      'On time for the meeting and everything works perfectly. Thank you!',
      'Quick answers on WhatsApp and a fair price.',
    ],
  },
  4: {
    fr: [
      'Bon article, petite rayure non mentionnée mais le prix a été ajusté.',
      'Vendeur aimable, un peu de retard au rendez-vous.',
      'Conforme dans l’ensemble, je rachèterai chez lui.',
    ],
    en: [
      'Good item, a small scratch not mentioned but the price was adjusted.',
      'Friendly seller, a little late.',
    ],
  },
  3: {
    fr: ['Article correct, mais il a fallu relancer plusieurs fois pour avoir une réponse.'],
    en: ['The item is fine, but it took several messages to get an answer.'],
  },
  2: {
    fr: ['Les photos étaient plus flatteuses que l’article. Négociation difficile.'],
    en: ['The photos flattered the item. Hard to negotiate.'],
  },
  1: {
    fr: ['Rendez-vous annulé deux fois sans prévenir.'],
    en: ['The meeting was cancelled twice without warning.'],
  },
};

const REPLIES = {
  fr: ['Merci pour votre confiance, à bientôt !', 'Merci pour votre retour, nous en tenons compte.'],
  en: ['Thank you for your trust, see you soon!', 'Thanks for the feedback, we will do better.'],
};

const STARS: readonly (readonly [1 | 2 | 3 | 4 | 5, number])[] = [
  [5, 50],
  [4, 30],
  [3, 12],
  [2, 5],
  [1, 3],
];

export interface ReviewedAd {
  id: number;
  userId: number;
  createdAt: Date;
}

/**
 * Reviews left by the demo's private buyers on the ads they bought: most shops have a handful (mostly 4 and 5
 * stars, a few poor ones), some private sellers one or two, so ratings, the storefront breakdown and the
 * reviews pages show something on a first start. Shops answer about half of them. One review per buyer and
 * ad, as the api allows; the shops never write one (the browser tests review as a shop).
 */
export function planReviews(
  rng: Random,
  sellers: readonly DemoSeller[],
  sellerIds: readonly number[],
  ads: readonly ReviewedAd[],
  now: Date,
): NewReview[] {
  const reviewers = sellers.flatMap((seller, index) => (seller.business ? [] : [index]));
  const reviews: NewReview[] = [];
  sellers.forEach((seller, index) => {
    const own = ads.filter((ad) => ad.userId === sellerIds[index]);
    if (own.length === 0) return;
    const wanted = seller.business ? rng.int(3, 8) : rng.chance(0.4) ? rng.int(1, 2) : 0;
    const taken = new Set<string>();
    for (let n = 0; n < wanted; n += 1) {
      const reviewerIndex = rng.pick(reviewers.filter((candidate) => candidate !== index));
      const ad = rng.pick(own);
      const key = `${reviewerIndex}:${ad.id}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const rating = rng.weighted(STARS);
      const language = sellers[reviewerIndex].preferredLanguage;
      const created = new Date(
        ad.createdAt.getTime() + rng.next() * (now.getTime() - ad.createdAt.getTime()),
      );
      const answered = Boolean(seller.business) && rng.chance(0.5);
      reviews.push({
        seller_id: sellerIds[index],
        reviewer_id: sellerIds[reviewerIndex],
        ad_id: ad.id,
        rating,
        comment: rng.pick(COMMENTS[rating][language]),
        reply: answered ? rng.pick(REPLIES[seller.preferredLanguage]) : null,
        replied_at: answered
          ? new Date(Math.min(now.getTime(), created.getTime() + 6 * 60 * 60 * 1000))
          : null,
        created_at: created,
      });
    }
  });
  return reviews;
}
