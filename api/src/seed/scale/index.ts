import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { SEARCH_GIN_INDEXES } from '../../db/migrations/0031-search-without-pending-lists';
import { dataSaverColumns } from '../../media/ad-photos';
import type { MediaStorage } from '../../media/storage';
import { hashPassword } from '../../auth/password-hash';
import { DEMO_PASSWORD } from '../demo';
import { PHOTO_SIZES, VARIANTS_PER_CATEGORY, renderPhotoPool, runLimited } from '../demo/images';
import type { LeafCategorySlug } from '../demo/sellers';
import {
  BUSINESS_KINDS,
  CATALOGUE,
  SELLER_FIRST_NAMES,
  SELLER_LAST_NAMES,
  titleTemplates,
} from './catalogue';

/**
 * A catalogue the size of a grown marketplace (a million ads in a few minutes on PostgreSQL), to measure
 * search, lists and pages at that size. Every row is made by the database from `generate_series` in a few large
 * statements; the values come from a hash of the row's number, so two runs of the same size make the same ads
 * (dates are relative to now). Runs are additive: each adds its own sellers and ads.
 */

export interface SeedScaleOptions {
  /** How many ads to add. */
  ads: number;
  log?: (msg: string) => void;
  /** Ads per statement (smaller for PGlite, whose statement runs in this process's memory). */
  batch?: number;
}

export interface SeedScaleResult {
  ads: number;
  sellers: number;
  businesses: number;
  photos: number;
  seconds: number;
}

export const DEFAULT_SCALE_ADS = { postgres: 1_000_000, pglite: 50_000 } as const;

/** Every scale seller signs in with the demo password at this domain. */
export const SCALE_EMAIL_DOMAIN = 'scale.example.cd';

/**
 * Why the scale seed must not run with these arguments and environment, or null when it may. It writes a
 * million fake ads: never into a production database unless the operator insists.
 */
export function scaleSeedRefusal(nodeEnv: string | undefined, force: boolean): string | null {
  if (nodeEnv === 'production' && !force)
    return 'seed-scale adds fake ads and sellers: refused with NODE_ENV=production (add --force if this really is a test database)';
  return null;
}

/** `--ads N` (digits, `_` or `,` allowed) and `--force` from the command line. */
export function parseScaleArguments(args: string[]): { ads?: number; force: boolean } {
  const force = args.includes('--force');
  const at = args.findIndex((arg) => arg === '--ads' || arg.startsWith('--ads='));
  if (at === -1) return { force };
  const raw = args[at].includes('=') ? args[at].split('=')[1] : args[at + 1];
  const ads = Number((raw ?? '').replace(/[_,]/g, ''));
  if (!Number.isInteger(ads) || ads < 1 || ads > 20_000_000)
    throw new Error(`--ads wants a whole number between 1 and 20 000 000 (got ${raw ?? 'nothing'})`);
  return { ads, force };
}

/** A number in [0, 1) from the row number and a salt: deterministic, a different stream per salt. */
const u = (salt: number) =>
  sql.raw(`((hashint8extended(g.n, ${salt}) & 1099511627775)::float8 / 1099511627776.0)`);

export async function seedScaleData(
  db: Kysely<Database>,
  storage: MediaStorage,
  options: SeedScaleOptions,
): Promise<SeedScaleResult> {
  const log = options.log ?? (() => undefined);
  const total = options.ads;
  const batch = options.batch ?? 100_000;
  const started = Date.now();

  const categories = await db
    .selectFrom('categories')
    .select(['id', 'slug'])
    .where('slug', 'in', Object.keys(CATALOGUE))
    .execute();
  const slugs = Object.keys(CATALOGUE) as LeafCategorySlug[];
  const missing = slugs.filter((slug) => !categories.some((row) => row.slug === slug));
  if (missing.length > 0)
    throw new Error(`The scale seed needs the reference categories first (missing: ${missing.join(', ')})`);
  const categoryId = new Map(categories.map((row) => [row.slug, row.id]));

  const places = await sql<{ id: number; type: string; in_kinshasa: boolean }>`
    SELECT l.id, l.type, coalesce(p.slug = 'kinshasa' OR gp.slug = 'kinshasa' OR l.slug = 'kinshasa', false) AS in_kinshasa
    FROM locations l LEFT JOIN locations p ON p.id = l.parent_id LEFT JOIN locations gp ON gp.id = p.parent_id
    WHERE l.is_active ORDER BY l.id
  `.execute(db);
  const provinces = places.rows.filter((p) => p.type === 'province').map((p) => p.id);
  const kinshasa = places.rows.filter((p) => p.type !== 'province' && p.in_kinshasa).map((p) => p.id);
  const towns = places.rows.filter((p) => p.type !== 'province' && !p.in_kinshasa).map((p) => p.id);
  if (provinces.length === 0 || towns.length === 0)
    throw new Error('The scale seed needs the reference locations first');
  const cdf = await db
    .selectFrom('currencies')
    .select('exchange_rate')
    .where('code', '=', 'CDF')
    .executeTakeFirst();
  const usd = await db.selectFrom('currencies').select('code').where('code', '=', 'USD').executeTakeFirst();
  if (!cdf || !usd) throw new Error('The scale seed needs the reference currencies first (USD, CDF)');
  const cdfRate = Number(cdf.exchange_rate);

  // Photos: a few designs per category stored once, referenced by every ad of that category.
  log(`Scale seed: drawing and storing ${slugs.length * VARIANTS_PER_CATEGORY} shared photos…`);
  const pool = await renderPhotoPool(slugs);
  const poolKeys = slugs.flatMap((slug) =>
    Array.from({ length: VARIANTS_PER_CATEGORY }, (_, variant) => ({
      key: `scale/${slug}-${variant}`,
      photo: pool.get(`${slug}:${variant}`)!,
    })),
  );
  await runLimited(
    poolKeys.flatMap(({ key, photo }) =>
      PHOTO_SIZES.map((size) => ({ key: `${key}-${size.suffix}.webp`, body: photo.files[size.suffix] })),
    ),
    8,
    (write) => storage.put(write.key, write.body, 'image/webp'),
  );

  // Sellers: many people with a few ads each, a few businesses with many.
  const run = Date.now().toString(36);
  const individuals = Math.max(10, Math.round(total / 40));
  const businesses = Math.max(2, Math.round(total / 2000));
  log(`Scale seed: ${individuals} sellers and ${businesses} businesses…`);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const sellerIds = await sql<{ id: number; account_type: string }>`
    INSERT INTO users (name, email, phone, password_hash, email_verified_at, account_type, is_verified,
      preferred_language, created_at, updated_at)
    SELECT
      (${SELLER_FIRST_NAMES}::text[])[(1 + (g.n * 7) % ${SELLER_FIRST_NAMES.length})::int] || ' ' ||
        (${SELLER_LAST_NAMES}::text[])[(1 + (g.n * 13 / 7) % ${SELLER_LAST_NAMES.length})::int],
      ${run} || '-' || g.n || '@' || ${SCALE_EMAIL_DOMAIN},
      '+2438' || lpad(((g.n * 7919) % 100000000)::text, 8, '0'),
      ${passwordHash},
      now() - make_interval(days => 800),
      CASE WHEN g.n <= ${businesses} THEN 'business' ELSE 'individual' END,
      g.n <= ${businesses} OR ${u(1)} < 0.05,
      CASE WHEN ${u(2)} < 0.2 THEN 'en' ELSE 'fr' END,
      now() - make_interval(days => (760 + g.n % 40)::int),
      now() - make_interval(days => (760 + g.n % 40)::int)
    FROM generate_series(1::bigint, ${businesses + individuals}::bigint) AS g(n)
    RETURNING id, account_type
  `.execute(db);
  const businessIds = sellerIds.rows.filter((row) => row.account_type === 'business').map((row) => row.id);
  const individualIds = sellerIds.rows.filter((row) => row.account_type !== 'business').map((row) => row.id);
  await sql`
    INSERT INTO business_profiles (user_id, business_name, slug, description, phone_number, address)
    SELECT b.id,
      split_part(u.name, ' ', 2) || ' ' || (${BUSINESS_KINDS.map(([fr]) => fr)}::text[])[(1 + b.n % ${BUSINESS_KINDS.length})::int],
      'scale-' || ${run} || '-' || b.n,
      'Boutique de démonstration du jeu de données à grande échelle.',
      u.phone,
      'Avenue du Commerce ' || b.n
    FROM unnest(${businessIds}::int[]) WITH ORDINALITY AS b(id, n)
    JOIN users u ON u.id = b.id
  `.execute(db);

  // Titles: every category's crossings of item, variant and state, laid out one category after another.
  const templates = slugs.flatMap((slug) => titleTemplates(slug));
  const starts: number[] = [];
  const lengths: number[] = [];
  let at = 1;
  for (const slug of slugs) {
    const count = templates.filter((t) => t.category === slug).length;
    starts.push(at);
    lengths.push(count);
    at += count;
  }
  const weightSum = slugs.reduce((sum, slug) => sum + CATALOGUE[slug].weight, 0);
  const thresholds: number[] = [];
  let cumulated = 0;
  for (const slug of slugs) {
    thresholds.push(cumulated / weightSum);
    cumulated += CATALOGUE[slug].weight;
  }
  const categoryIds = slugs.map((slug) => categoryId.get(slug)!);
  const allPlaces = [...provinces, ...kinshasa, ...towns];

  const { rows: bounds } = await sql<{ max_id: number | null }>`SELECT max(id) AS max_id FROM ads`.execute(
    db,
  );
  const base = Number(bounds[0]?.max_id ?? 0);

  // A bulk load goes faster through the GIN indexes' pending lists; searches read without them (migration 0031),
  // so they are turned back off once the ads are in (the vacuum below merges the lists).
  const searchIndexes = async (fastupdate: 'on' | 'off') => {
    for (const index of SEARCH_GIN_INDEXES)
      await sql`ALTER INDEX ${sql.id(index)} SET (fastupdate = ${sql.raw(fastupdate)})`.execute(db);
  };
  await searchIndexes('on');
  let photos = 0;
  try {
    for (let first = 1; first <= total; first += batch) {
      const last = Math.min(total, first + batch - 1);
      const batchStarted = Date.now();
      const { rows } = await sql<{ photos: number }>`
        WITH tpl AS MATERIALIZED (
          SELECT * FROM unnest(
            ${templates.map((t) => t.titleFr)}::text[], ${templates.map((t) => t.titleEn)}::text[],
            ${templates.map((t) => t.descriptionFr)}::text[], ${templates.map((t) => t.descriptionEn)}::text[],
            ${templates.map((t) => t.usdMin)}::float8[], ${templates.map((t) => t.usdMax)}::float8[],
            ${templates.map((t) => t.condition)}::text[],
            ${templates.map((t) => JSON.stringify(t.fields.fixed))}::jsonb[],
            ${templates.map((t) => t.fields.drawn?.key ?? null)}::text[],
            ${templates.map((t) => t.fields.drawn?.min ?? null)}::float8[],
            ${templates.map((t) => t.fields.drawn?.max ?? null)}::float8[]
          ) WITH ORDINALITY AS t(title_fr, title_en, description_fr, description_en, usd_min, usd_max, condition,
            fields, drawn_key, drawn_min, drawn_max, n)
        ),
        picked AS (
          SELECT g.n, k.k, ${base} + g.n AS id,
            -- The first rows visit every category and every place once, so even a small run has them all.
            (${starts}::int[])[k.k] + floor(${u(11)} * (${lengths}::int[])[k.k])::int AS template,
            CASE WHEN g.n <= ${allPlaces.length} THEN (${allPlaces}::int[])[g.n::int]
              WHEN ${u(12)} < 0.07 THEN (${provinces}::int[])[1 + floor(${u(13)} * ${provinces.length})::int]
              WHEN ${u(12)} < 0.52 THEN (${kinshasa}::int[])[1 + floor(${u(13)} * ${kinshasa.length})::int]
              ELSE (${towns}::int[])[1 + floor(power(${u(13)}, 1.5) * ${towns.length})::int] END AS location_id,
            CASE WHEN ${u(14)} < 0.3 THEN (${businessIds}::int[])[1 + floor(${u(15)} * ${businessIds.length})::int]
              ELSE (${individualIds}::int[])[1 + floor(power(${u(15)}, 2) * ${individualIds.length})::int] END AS user_id,
            CASE WHEN ${u(16)} < 0.02 THEN 'pending' WHEN ${u(16)} < 0.80 THEN 'active' WHEN ${u(16)} < 0.86 THEN 'sold'
              WHEN ${u(16)} < 0.93 THEN 'expired' WHEN ${u(16)} < 0.96 THEN 'inactive' WHEN ${u(16)} < 0.975 THEN 'archived'
              WHEN ${u(16)} < 0.99 THEN 'rejected' ELSE 'deleted' END AS status,
            -- A growing site: half of two years' ads are from the last seven months; ids follow dates.
            now() - make_interval(secs => (730 * (1 - sqrt(g.n::float8 / ${total})) + ${u(17)} * 2) * 86400) AS aged,
            ${u(18)} < 0.25 AS english,
            ${u(19)} AS price_draw, ${u(20)} AS boost_draw, ${u(21)} AS flag_draw, ${u(22)} AS typo_draw,
            ${u(23)} AS field_draw
          FROM generate_series(${first}::bigint, ${last}::bigint) AS g(n)
          CROSS JOIN LATERAL (
            SELECT CASE WHEN g.n <= ${slugs.length} THEN g.n::int ELSE width_bucket(${u(10)}, ${thresholds}::float8[]) END AS k
          ) k
        ),
        shaped AS (
          SELECT p.*, (${categoryIds}::int[])[p.k] AS category_id,
            CASE WHEN p.status = 'pending' THEN now() - make_interval(secs => p.price_draw * 3 * 86400) ELSE p.aged END AS created_at,
            CASE WHEN p.english THEN t.title_en ELSE t.title_fr END AS clean_title,
            CASE WHEN p.english THEN t.description_en ELSE t.description_fr END AS description,
            t.condition,
            -- The category's fields the title says, and one figure drawn per ad (mileage, area).
            CASE WHEN t.drawn_key IS NULL THEN t.fields ELSE t.fields || jsonb_build_object(t.drawn_key,
              round(t.drawn_min + (t.drawn_max - t.drawn_min) * p.field_draw)) END AS attributes,
            -- Round prices as people write them: two significant figures.
            CASE WHEN p.price_draw < 0.03 THEN NULL ELSE
              round((t.usd_min + (t.usd_max - t.usd_min) * p.price_draw)
                / power(10, greatest(0, floor(log(t.usd_min + (t.usd_max - t.usd_min) * p.price_draw)) - 1)))
                * power(10, greatest(0, floor(log(t.usd_min + (t.usd_max - t.usd_min) * p.price_draw)) - 1)) END AS usd
          FROM picked p JOIN tpl t ON t.n = p.template
        ),
        drafted AS (
          SELECT s.*,
            -- A few sellers mistype a word of their title, as on any live site.
            CASE WHEN s.typo_draw < 0.03
              THEN overlay(s.clean_title PLACING '' FROM 2 + floor(s.typo_draw * 100)::int FOR 1)
              ELSE s.clean_title END AS title,
            s.usd IS NOT NULL AND s.usd < 400 AND s.price_draw > 0.7 AS in_francs
          FROM shaped s
        ),
        inserted AS (
          INSERT INTO ads (id, slug, user_id, category_id, location_id, title, description, price_minor, currency_code,
            price_usd_cents, is_negotiable, condition, status, rejection_reason, views_count, is_featured, is_urgent,
            is_sponsored, boost_type, boost_expires_at, expires_at, published_at, created_at, updated_at, deleted_at,
            attributes)
          SELECT r.id,
            left(trim(BOTH '-' FROM regexp_replace(lower(public.sokoni_unaccent(r.title)), '[^a-z0-9]+', '-', 'g')), 60)
              || '-' || to_hex(r.id),
            r.user_id, r.category_id, r.location_id, r.title, r.description,
            CASE WHEN r.usd IS NULL THEN NULL WHEN r.in_francs THEN round(r.usd * ${cdfRate} / 1000) * 1000
              ELSE r.usd * 100 END,
            CASE WHEN r.in_francs THEN 'CDF' ELSE 'USD' END,
            CASE WHEN r.usd IS NULL THEN NULL WHEN r.in_francs THEN round(round(r.usd * ${cdfRate} / 1000) * 1000 / ${cdfRate} * 100)
              ELSE r.usd * 100 END,
            r.flag_draw < 0.4, r.condition, r.status,
            CASE WHEN r.status = 'rejected' THEN 'Photos ne correspondant pas à l’article.' END,
            CASE WHEN r.status = 'pending' THEN 0 ELSE floor(power(r.flag_draw, 3) * 2000)::int END,
            r.status = 'active' AND r.flag_draw < 0.03,
            r.status = 'active' AND r.flag_draw BETWEEN 0.03 AND 0.08,
            r.status = 'active' AND r.boost_draw < 0.04,
            CASE WHEN r.status = 'active' AND r.boost_draw < 0.04 THEN
                CASE WHEN r.boost_draw < 0.024 THEN 'standard' WHEN r.boost_draw < 0.036 THEN 'premium' ELSE 'exclusive' END
              WHEN r.status = 'active' AND r.boost_draw < 0.07 THEN 'standard' END,
            CASE WHEN r.status = 'active' AND r.boost_draw < 0.04 THEN now() + make_interval(secs => (1 + r.boost_draw * 700) * 86400)
              WHEN r.status = 'active' AND r.boost_draw < 0.07 THEN r.created_at + interval '7 days' END,
            CASE WHEN r.status = 'active' THEN now() + make_interval(secs => (1 + r.price_draw * 59) * 86400)
              WHEN r.status = 'expired' THEN least(r.created_at + interval '60 days', now() - interval '1 hour')
              ELSE r.created_at + interval '60 days' END,
            CASE WHEN r.status <> 'pending' THEN r.created_at + make_interval(mins => 5 + floor(r.flag_draw * 235)::int) END,
            r.created_at, r.created_at,
            CASE WHEN r.status = 'deleted' THEN r.created_at + interval '10 days' END,
            r.attributes
          FROM drafted r
          RETURNING id, category_id
        ),
        pictured AS (
          INSERT INTO ad_images (ad_id, position, storage_key, width, height, placeholder, card_bytes, gallery_bytes, zoom_bytes)
          SELECT i.id, pos.position, pool.key, pool.width, pool.height, pool.placeholder, pool.card_bytes, pool.gallery_bytes,
            pool.zoom_bytes
          FROM inserted i
          CROSS JOIN LATERAL (SELECT (i.id % 20) AS draw, array_position(${categoryIds}::int[], i.category_id) AS k) d
          JOIN generate_series(0, 2) AS pos(position)
            ON pos.position < CASE WHEN d.draw < 11 THEN 1 WHEN d.draw < 17 THEN 2 ELSE 3 END
          JOIN unnest(
            ${poolKeys.map((p) => p.key)}::text[], ${poolKeys.map((p) => p.photo.width)}::int[],
            ${poolKeys.map((p) => p.photo.height)}::int[], ${poolKeys.map((p) => p.photo.placeholder)}::text[],
            ${poolKeys.map((p) => dataSaverColumns(p.photo.files, p.photo.placeholder).card_bytes)}::int[],
            ${poolKeys.map((p) => dataSaverColumns(p.photo.files, p.photo.placeholder).gallery_bytes)}::int[],
            ${poolKeys.map((p) => dataSaverColumns(p.photo.files, p.photo.placeholder).zoom_bytes)}::int[]
          ) WITH ORDINALITY AS pool(key, width, height, placeholder, card_bytes, gallery_bytes, zoom_bytes, n)
            ON pool.n = (d.k - 1) * ${VARIANTS_PER_CATEGORY} + 1 + (i.id / 20 + pos.position) % ${VARIANTS_PER_CATEGORY}
          RETURNING 1
        )
        SELECT count(*)::int AS photos FROM pictured
      `.execute(db);
      photos += Number(rows[0]?.photos ?? 0);
      log(
        `Scale seed: ads ${first.toLocaleString('en')}–${last.toLocaleString('en')} of ${total.toLocaleString('en')} ` +
          `in ${((Date.now() - batchStarted) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await searchIndexes('off');
  }

  // The generator chose ids itself: the next ad someone posts takes the one after the last.
  await sql`SELECT setval(pg_get_serial_sequence('ads', 'id'), (SELECT max(id) FROM ads))`.execute(db);
  log('Scale seed: vacuum and fresh statistics (index-only scans need the visibility map)…');
  for (const table of ['ads', 'ad_images', 'users', 'business_profiles', 'search_words']) {
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  }
  const seconds = (Date.now() - started) / 1000;
  log(
    `Scale seed: ${total.toLocaleString('en')} ads, ${photos.toLocaleString('en')} photos, ` +
      `${individuals + businesses} sellers (${businesses} businesses) in ${seconds.toFixed(0)} s. ` +
      `Sellers sign in as ${run}-<n>@${SCALE_EMAIL_DOMAIN} with the demo password.`,
  );
  return { ads: total, sellers: individuals + businesses, businesses, photos, seconds };
}
