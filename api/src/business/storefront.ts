import { DEFAULT_PAGE_SIZE, type Locale, type Storefront } from '@sokoni/contracts';
import { notFound } from '../errors';
import { publicPhone } from '../lib/phone';
import { presentAds } from '../ads/present';
import { searchAds } from '../ads/search';
import { pageOf } from '../lib/pages';
import { loadCurrencies } from '../services/currencies';
import { sellerRatingCounts, sellerRatings } from '../reviews/reviews';
import { logoUrl, type BusinessContext } from './profiles';
import { aliasCutoff } from './slugs';

export interface StorefrontRequest {
  slug: string;
  page?: number;
  perPage?: number;
  locale: Locale;
  viewer?: { id: number; isAdmin: boolean };
}

/**
 * A storefront by its slug or one it used to have. 404 when no such business exists, or its owner is banned,
 * deleted, or no longer a business account. Ads: active only, running boosts first, then newest. The owner's
 * review average, count and count per number of stars come along for the rating summary.
 */
export async function loadStorefront(
  context: BusinessContext,
  request: StorefrontRequest,
): Promise<Storefront> {
  const slug = request.slug.toLowerCase();
  const business = await context.db
    .selectFrom('business_profiles')
    .innerJoin('users', 'users.id', 'business_profiles.user_id')
    .where((eb) =>
      eb.or([
        eb('business_profiles.slug', '=', slug),
        eb(
          'business_profiles.id',
          '=',
          eb
            .selectFrom('business_slug_history')
            .where('business_slug_history.slug', '=', slug)
            .where('business_slug_history.created_at', '>', aliasCutoff())
            .select('business_profile_id'),
        ),
      ]),
    )
    .where('users.deleted_at', 'is', null)
    .where('users.is_banned', '=', false)
    .where('users.account_type', '=', 'business')
    .select([
      'business_profiles.business_name',
      'business_profiles.description',
      'business_profiles.logo_path',
      'business_profiles.address',
      'business_profiles.phone_number',
      'business_profiles.website',
      'business_profiles.slug',
      'users.id as user_id',
      'users.name as user_name',
      'users.is_verified',
      'users.created_at as member_since',
    ])
    .executeTakeFirst();
  if (!business) throw notFound('business.notFound');

  const page = request.page ?? 1;
  const perPage = request.perPage ?? DEFAULT_PAGE_SIZE;
  const [result, currencies, ratings, ratingCounts] = await Promise.all([
    searchAds(context.db, { userId: business.user_id, sort: 'relevance', page, perPage }),
    loadCurrencies(context.db),
    sellerRatings(context.db, [business.user_id]),
    sellerRatingCounts(context.db, business.user_id),
  ]);
  const rating = ratings.get(business.user_id) ?? { rating: null, reviews_count: 0 };
  const ads = await presentAds(result.rows, {
    db: context.db,
    storage: context.storage,
    locale: request.locale,
    currencies,
    viewer: request.viewer,
  });
  return {
    name: business.business_name,
    description: business.description,
    logo_url: logoUrl(context.storage, business.logo_path),
    address: business.address,
    phone: business.phone_number,
    phone_display: publicPhone(business.phone_number)?.display ?? null,
    website: business.website,
    slug: business.slug,
    user: {
      id: business.user_id,
      name: business.user_name,
      is_verified: business.is_verified,
      member_since: new Date(business.member_since).toISOString(),
      ...rating,
      rating_counts: ratingCounts,
      ads: pageOf(ads, page, perPage, result.total),
    },
  };
}
