import { sql, type Kysely } from 'kysely';
import { REVIEWS_PAGE_SIZE, type RatingCounts, type Review, type ReviewList } from '@sokoni/contracts';
import type { Database, ReviewRow } from '../db/types';
import { pageOf } from '../lib/pages';
import { mediaUrl, type MediaStorage } from '../media/storage';
import { ApiError, notFound } from '../errors';

const iso = (value: Date | string) => new Date(value).toISOString();

export interface SellerRating {
  rating: number | null;
  reviews_count: number;
}

/** Average (one decimal) and count of the visible reviews of each seller, in one query. */
export async function sellerRatings(
  db: Kysely<Database>,
  sellerIds: number[],
): Promise<Map<number, SellerRating>> {
  if (sellerIds.length === 0) return new Map();
  return sellerRatingsOf(await sellerRatingsQuery(db, sellerIds).execute());
}

/** The statement of `sellerRatings`, for a caller that reads it with others (as JSON: `sellerRatingsOf`). */
export function sellerRatingsQuery(db: Kysely<Database>, sellerIds: number[]) {
  return db
    .selectFrom('reviews')
    .where('seller_id', 'in', sellerIds)
    .where('removed_at', 'is', null)
    .groupBy('seller_id')
    .select([
      'seller_id',
      sql<string | number>`round(avg(rating)::numeric, 1)`.as('rating'),
      (eb) => eb.fn.countAll<number | string>().as('count'),
    ]);
}

/** The rows of `sellerRatingsQuery` by seller (numbers arrive as text from a column, as numbers from JSON). */
export function sellerRatingsOf(
  rows: { seller_id: number; rating: string | number; count: number | string }[],
): Map<number, SellerRating> {
  return new Map(
    rows.map((row) => [row.seller_id, { rating: Number(row.rating), reviews_count: Number(row.count) }]),
  );
}

/** How many visible reviews of one seller give each number of stars. */
export async function sellerRatingCounts(db: Kysely<Database>, sellerId: number): Promise<RatingCounts> {
  const rows = await db
    .selectFrom('reviews')
    .where('seller_id', '=', sellerId)
    .where('removed_at', 'is', null)
    .groupBy('rating')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('count')])
    .execute();
  const counts: RatingCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of rows) {
    if (row.rating >= 1 && row.rating <= 5) counts[row.rating as keyof RatingCounts] = Number(row.count);
  }
  return counts;
}

/** A review as shown: the moderation columns stay inside the api. */
type ShownReviewRow = Omit<ReviewRow, 'removed_at' | 'removed_by'>;

async function presentReviews(
  db: Kysely<Database>,
  storage: MediaStorage,
  rows: ShownReviewRow[],
): Promise<Review[]> {
  if (rows.length === 0) return [];
  const reviewerIds = [...new Set(rows.map((row) => row.reviewer_id))];
  const adIds = [...new Set(rows.map((row) => row.ad_id).filter((id): id is number => id !== null))];
  const [people, ads] = await Promise.all([
    db
      .selectFrom('users')
      .where('id', 'in', reviewerIds)
      .select(['id', 'name', 'profile_image', 'is_verified'])
      .execute(),
    adIds.length > 0
      ? db.selectFrom('ads').where('id', 'in', adIds).select(['id', 'slug', 'title']).execute()
      : Promise.resolve([]),
  ]);
  const personById = new Map(people.map((p) => [p.id, p]));
  const adById = new Map(ads.map((a) => [a.id, a]));
  return rows.map((row) => {
    const person = personById.get(row.reviewer_id);
    const ad = row.ad_id !== null ? adById.get(row.ad_id) : undefined;
    return {
      id: row.id,
      seller_id: row.seller_id,
      reviewer: {
        id: row.reviewer_id,
        name: person?.name ?? '',
        avatar: mediaUrl(person?.profile_image ?? null, storage),
        is_verified: person?.is_verified ?? false,
      },
      ad: ad ? { id: ad.id, slug: ad.slug, title: ad.title } : null,
      rating: row.rating,
      comment: row.comment,
      reply: row.reply,
      replied_at: row.replied_at ? iso(row.replied_at) : null,
      created_at: iso(row.created_at),
    };
  });
}

const REVIEW_COLUMNS = [
  'id',
  'seller_id',
  'reviewer_id',
  'ad_id',
  'rating',
  'comment',
  'reply',
  'replied_at',
  'created_at',
] as const;

async function visibleSeller(db: Kysely<Database>, sellerId: number) {
  const seller = await db
    .selectFrom('users')
    .where('id', '=', sellerId)
    .where('deleted_at', 'is', null)
    .select(['id', 'name', 'profile_image', 'is_verified'])
    .executeTakeFirst();
  if (!seller) throw notFound('errors.userNotFound');
  return seller;
}

/** A seller's reviews, newest first, with their average, count and count per number of stars. */
export async function listReviews(
  db: Kysely<Database>,
  storage: MediaStorage,
  sellerId: number,
  page: number,
): Promise<ReviewList> {
  const seller = await visibleSeller(db, sellerId);
  const [rows, ratings, ratingCounts] = await Promise.all([
    db
      .selectFrom('reviews')
      .where('seller_id', '=', sellerId)
      .where('removed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE)
      .select(REVIEW_COLUMNS)
      .execute(),
    sellerRatings(db, [sellerId]),
    sellerRatingCounts(db, sellerId),
  ]);
  const summary = ratings.get(sellerId) ?? { rating: null, reviews_count: 0 };
  return {
    ...pageOf(await presentReviews(db, storage, rows), page, REVIEWS_PAGE_SIZE, summary.reviews_count),
    seller: {
      id: seller.id,
      name: seller.name,
      avatar: mediaUrl(seller.profile_image, storage),
      is_verified: seller.is_verified,
    },
    ...summary,
    rating_counts: ratingCounts,
  };
}

/**
 * A buyer reviews a seller about one ad, once: only after a conversation about that ad in which the seller
 * answered.
 */
export async function createReview(
  db: Kysely<Database>,
  storage: MediaStorage,
  reviewerId: number,
  sellerId: number,
  input: { ad_id: number; rating: number; comment: string },
): Promise<Review> {
  if (reviewerId === sellerId) throw new ApiError(422, 'reviews.ownProfile');
  await visibleSeller(db, sellerId);
  const exchanged = await db
    .selectFrom('conversations')
    .where('conversations.ad_id', '=', input.ad_id)
    .where('conversations.buyer_id', '=', reviewerId)
    .where('conversations.seller_id', '=', sellerId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('messages')
          .whereRef('messages.conversation_id', '=', 'conversations.id')
          .where('messages.sender_id', '=', sellerId)
          .select('messages.id'),
      ),
    )
    .select('conversations.id')
    .executeTakeFirst();
  if (!exchanged) throw new ApiError(403, 'reviews.noConversation');
  const row = await db
    .insertInto('reviews')
    .values({
      seller_id: sellerId,
      reviewer_id: reviewerId,
      ad_id: input.ad_id,
      rating: input.rating,
      comment: input.comment.trim(),
    })
    .onConflict((oc) => oc.columns(['reviewer_id', 'ad_id']).doNothing())
    .returning(REVIEW_COLUMNS)
    .executeTakeFirst();
  if (!row) throw new ApiError(409, 'reviews.alreadyReviewed');
  const [review] = await presentReviews(db, storage, [row]);
  return review;
}

/** The reviewed seller answers once. */
export async function replyToReview(
  db: Kysely<Database>,
  storage: MediaStorage,
  userId: number,
  reviewId: number,
  reply: string,
): Promise<Review> {
  const review = await db
    .selectFrom('reviews')
    .where('id', '=', reviewId)
    .where('removed_at', 'is', null)
    .select(['seller_id', 'reply'])
    .executeTakeFirst();
  if (!review) throw notFound('reviews.notFound');
  if (review.seller_id !== userId) throw new ApiError(403, 'reviews.notSeller');
  const row = await db
    .updateTable('reviews')
    .set({ reply: reply.trim(), replied_at: sql<Date>`now()` })
    .where('id', '=', reviewId)
    .where('reply', 'is', null)
    .returning(REVIEW_COLUMNS)
    .executeTakeFirst();
  if (!row) throw new ApiError(409, 'reviews.alreadyReplied');
  const [presented] = await presentReviews(db, storage, [row]);
  return presented;
}

/** An administrator takes a review down; the row stays for the record. */
export async function removeReview(db: Kysely<Database>, adminId: number, reviewId: number): Promise<void> {
  const row = await db
    .updateTable('reviews')
    .set({ removed_at: sql<Date>`now()`, removed_by: adminId })
    .where('id', '=', reviewId)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound('reviews.notFound');
}
