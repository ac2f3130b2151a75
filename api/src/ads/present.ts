import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Ad, AdImage, Locale, SellerSummary } from '@sokoni/contracts';
import type { AdRow, Database, UserRow } from '../db/types';
import { presentSellerSummary, SELLER_SUMMARY_COLUMNS } from '../auth/users';
import type { MediaStorage } from '../media/storage';
import type { CurrencyInfo } from '../services/currencies';
import { sellerRatingsOf, sellerRatingsQuery } from '../reviews/reviews';
import { fieldsOfAd, roundToDecimals, toMajorUnits } from '@sokoni/contracts';

export const IMAGE_WIDTHS = { card: 400, gallery: 800, zoom: 1600 } as const;

export interface PresentContext {
  db: Kysely<Database>;
  storage: MediaStorage;
  locale: Locale;
  currencies: Map<string, CurrencyInfo>;
  displayCurrency?: CurrencyInfo;
  /** The signed-in caller: adds `is_favorited`, and the owner's fields on their own ads (all ads for admins). */
  viewer?: Viewer;
  /**
   * What the ads are drawn as. `page` (an ad's own page): every photo carries its data-saver preview (the
   * gallery) and the ad its category's fields (`fields`). `card` (the default, lists): the first photo's preview
   * only (a card shows no other, and each preview adds a few hundred bytes to every list), no fields.
   */
  shownAs?: 'page' | 'card';
}

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/** The viewer of a request whose user the auth guard (or an optional session lookup) has set. */
export function viewerOf(request: { user: UserRow | null }): Viewer | undefined {
  return request.user ? { id: request.user.id, isAdmin: request.user.is_admin } : undefined;
}

/** An active ad past its expiry date is expired, whether or not the periodic job has marked it yet. */
export function effectiveStatus(
  row: Pick<AdRow, 'status' | 'expires_at'>,
  now = new Date(),
): AdRow['status'] {
  return row.status === 'active' && row.expires_at !== null && new Date(row.expires_at) <= now
    ? 'expired'
    : row.status;
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isBoostRunning(
  row: Pick<AdRow, 'boost_type' | 'boost_expires_at'>,
  now = new Date(),
): boolean {
  return row.boost_type !== null && row.boost_expires_at !== null && new Date(row.boost_expires_at) > now;
}

/**
 * Turns ad rows into the wire `Ad`, loading sellers, categories, places, photos, favourites and ratings for the
 * whole page in one statement (never one query per ad).
 */
export async function presentAds(rows: AdRow[], context: PresentContext): Promise<Ad[]> {
  if (rows.length === 0) return [];
  const { db, storage, locale, currencies, displayCurrency } = context;
  const adIds = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const categoryIds = [...new Set(rows.map((row) => row.category_id))];
  const locationIds = [
    ...new Set(rows.map((row) => row.location_id).filter((id): id is number => id !== null)),
  ];

  const viewer = context.viewer;
  // One statement for all of them: one connection and one round trip per page of ads, where six queries at once
  // took six of the pool's connections (ten by default) for each list a visitor asked for.
  const related = await db
    .selectNoFrom([
      jsonArrayFrom(
        db
          .selectFrom('users')
          .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
          .where('users.id', 'in', userIds)
          .select(SELLER_SUMMARY_COLUMNS),
      ).as('sellers'),
      jsonArrayFrom(
        db
          .selectFrom('categories as c')
          .leftJoin('categories as p', 'p.id', 'c.parent_id')
          .where('c.id', 'in', categoryIds)
          .select([
            'c.id',
            'c.slug',
            'c.name_fr',
            'c.name_en',
            'p.id as parent_id',
            'p.slug as parent_slug',
            'p.name_fr as parent_name_fr',
            'p.name_en as parent_name_en',
            'c.attributes',
          ]),
      ).as('categories'),
      jsonArrayFrom(
        db
          .selectFrom('locations')
          .where(sql<boolean>`id = ANY(${locationIds}::int[])`)
          .select(['id', 'name', 'slug', 'path']),
      ).as('locations'),
      jsonArrayFrom(
        db
          .selectFrom('ad_images')
          .where('ad_id', 'in', adIds)
          .select([
            'id',
            'ad_id',
            'position',
            'storage_key',
            'width',
            'height',
            'placeholder',
            'card_bytes',
            'gallery_bytes',
            'zoom_bytes',
          ])
          .orderBy('ad_id')
          .orderBy('position')
          .orderBy('id'),
      ).as('images'),
      jsonArrayFrom(
        db
          .selectFrom('favorites')
          // A visitor not signed in has none (the condition is written into the text: no row is read).
          .where(sql<boolean>`${sql.lit(viewer !== undefined)}`)
          .where('user_id', '=', viewer?.id ?? 0)
          .where('ad_id', 'in', adIds)
          .select('ad_id'),
      ).as('favorites'),
      jsonArrayFrom(sellerRatingsQuery(db, userIds)).as('ratings'),
    ])
    .executeTakeFirstOrThrow();
  const { sellers, categories, locations, images, favorites } = related;
  const ratings = sellerRatingsOf(related.ratings);
  const favorited = new Set(favorites.map((favorite) => favorite.ad_id));

  const sellerById = new Map(
    sellers.map((seller): [number, SellerSummary] => [seller.id, presentSellerSummary(seller)]),
  );
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const locationById = new Map(locations.map((location) => [location.id, location]));
  const imagesByAd = new Map<number, AdImage[]>();
  for (const image of images) {
    const list = imagesByAd.get(image.ad_id) ?? [];
    const url = (width: number) => storage.publicUrl(`${image.storage_key}-${width}.webp`);
    list.push({
      id: image.id,
      url: url(IMAGE_WIDTHS.card),
      image_path: `${image.storage_key}-${IMAGE_WIDTHS.zoom}.webp`,
      sizes: {
        card: url(IMAGE_WIDTHS.card),
        gallery: url(IMAGE_WIDTHS.gallery),
        zoom: url(IMAGE_WIDTHS.zoom),
      },
      width: image.width,
      height: image.height,
      position: image.position,
      // For the data saver: left out while the background fill has not reached an older photo.
      ...(image.placeholder && (context.shownAs === 'page' || list.length === 0)
        ? { placeholder: image.placeholder }
        : {}),
      ...(image.card_bytes !== null && image.gallery_bytes !== null && image.zoom_bytes !== null
        ? { bytes: { card: image.card_bytes, gallery: image.gallery_bytes, zoom: image.zoom_bytes } }
        : {}),
    });
    imagesByAd.set(image.ad_id, list);
  }

  const name = (fr: string, en: string) => (locale === 'en' ? en : fr);

  const now = new Date();
  return rows.map((row): Ad => {
    const currency = currencies.get(row.currency_code);
    const decimals = currency?.decimal_places ?? 2;
    const price = row.price_minor === null ? null : toMajorUnits(row.price_minor, decimals);
    const category = categoryById.get(row.category_id);
    const location = row.location_id !== null ? locationById.get(row.location_id) : undefined;
    const adImages = imagesByAd.get(row.id) ?? [];
    const running = isBoostRunning(row);
    const seller = sellerById.get(row.user_id) ?? {
      id: row.user_id,
      name: '',
      username: null,
      account_type: 'individual' as const,
      business_profile: null,
      is_verified: false,
    };
    let convertedPrice: Ad['converted_price'] = null;
    if (price !== null && currency && displayCurrency && displayCurrency.code !== currency.code) {
      convertedPrice = {
        amount: roundToDecimals(
          (price / currency.rate) * displayCurrency.rate,
          displayCurrency.decimal_places,
        ),
        currency_code: displayCurrency.code,
        symbol: displayCurrency.symbol,
        position: displayCurrency.symbol_position,
        decimal_places: displayCurrency.decimal_places,
      };
    }
    const ad: Ad = {
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      price,
      currency: {
        code: row.currency_code,
        symbol: currency?.symbol ?? row.currency_code,
        position: currency?.symbol_position ?? 'before',
        decimal_places: decimals,
      },
      currency_code: row.currency_code,
      converted_price: convertedPrice,
      is_negotiable: row.is_negotiable,
      condition: row.condition,
      attributes: row.attributes ?? {},
      category: category
        ? {
            id: category.id,
            name: name(category.name_fr, category.name_en),
            slug: category.slug,
            parent:
              category.parent_id !== null &&
              category.parent_slug &&
              category.parent_name_fr &&
              category.parent_name_en
                ? {
                    id: category.parent_id,
                    name: name(category.parent_name_fr, category.parent_name_en),
                    slug: category.parent_slug,
                  }
                : null,
          }
        : { id: row.category_id, name: '', slug: '', parent: null },
      location: location
        ? { id: location.id, name: location.name, slug: location.slug, path: location.path }
        : null,
      images: adImages,
      media_urls: adImages.map((image) => image.url),
      status: effectiveStatus(row, now),
      views_count: row.views_count,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      expires_at: row.expires_at ? iso(row.expires_at) : null,
      // The seller's average over all their reviews.
      rating: ratings.get(row.user_id)?.rating ?? null,
      reviews_count: ratings.get(row.user_id)?.reviews_count ?? 0,
      is_sponsored: row.is_sponsored,
      is_featured: row.is_featured,
      is_premium: running && (row.boost_type === 'premium' || row.boost_type === 'exclusive'),
      is_urgent: row.is_urgent,
      boost:
        running && row.boost_type && row.boost_expires_at
          ? { type: row.boost_type, expires_at: iso(row.boost_expires_at) }
          : null,
      user: seller,
    };
    if (context.shownAs === 'page') ad.fields = fieldsOfAd(category?.attributes ?? [], ad.attributes);
    if (viewer) {
      ad.is_favorited = favorited.has(row.id);
      if (viewer.isAdmin || viewer.id === row.user_id) {
        ad.rejection_reason = row.rejection_reason;
        ad.published_at = row.published_at ? iso(row.published_at) : null;
      }
    }
    return ad;
  });
}
