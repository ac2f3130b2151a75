import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import {
  OWNER_AD_STATUS_TRANSITIONS,
  toMajorUnits,
  type AdStatusChangeRequest,
  type Locale,
} from '@sokoni/contracts';
import { invalidFieldsIn, type FieldErrors } from '../plugins/errors';
import type { AdRow, Database, UserRow } from '../db/types';
import { ApiError, notFound } from '../errors';
import { translate } from '../i18n/messages';
import {
  adPhotoKeys,
  adPhotoPrefix,
  AD_PHOTO_VARIANTS,
  dataSaverColumns,
  encodeAdPhoto,
  isAcceptedPhoto,
  type ProcessedAdPhoto,
} from '../media/ad-photos';
import type { ImageDecoder } from '../media/image-decoder';
import { decodePhoto, PhotoChange } from '../media/photo-store';
import type { MediaStorage } from '../media/storage';
import { slugify } from '../lib/slugify';
import type { CurrencyInfo } from '../services/currencies';
import type { Settings } from '@sokoni/contracts';
import { priceColumns, type AdForm, type AdValues, type UploadedPhoto } from './ad-form';
import { effectiveStatus } from './present';
import { AD_COLUMNS, findAdByIdOrSlug } from './search';
import { materialChanges, REVIEWED_AGAIN_WHEN_CHANGED } from './review';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AdPostLimit {
  /** Ads one user may post per window (deleted ones count too). */
  max: number;
  windowMs: number;
}

/** What the seller's side of ads works with: the database, photo storage and decoding, the reader's language. */
export interface AdEditingContext {
  db: Kysely<Database>;
  storage: MediaStorage;
  images: ImageDecoder;
  locale: Locale;
  log: FastifyBaseLogger;
}

export async function loadAd(db: Kysely<Database>, id: number): Promise<AdRow> {
  return (await db
    .selectFrom('ads')
    .select([...AD_COLUMNS])
    .where('ads.id', '=', id)
    .executeTakeFirstOrThrow()) as AdRow;
}

/** The ids of an ad's photos, in their gallery order. */
function adImageIds(db: Kysely<Database>, adId: number): Promise<{ id: number }[]> {
  return db
    .selectFrom('ad_images')
    .where('ad_id', '=', adId)
    .select(['id'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * The ad, if it exists and is not deleted. Someone else's ad is 403 when the public can see it, and 404
 * when it is not public (pending, rejected…): a stranger learns nothing about it, not even that it exists.
 */
export async function loadEditableAd(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'is_admin'>,
  idOrSlug: string,
): Promise<AdRow> {
  const found = await findAdByIdOrSlug(db, idOrSlug);
  if (!found) throw notFound('errors.adNotFound');
  const { row, isPublic } = found;
  if (row.user_id !== user.id && !user.is_admin) {
    if (!isPublic) throw notFound('errors.adNotFound');
    throw new ApiError(403, 'ads.notOwner');
  }
  return row;
}

/** 429 with the minutes to wait when the user has posted `limit.max` ads in the window. */
export async function enforcePostLimit(
  db: Kysely<Database>,
  userId: number,
  limit: AdPostLimit,
): Promise<void> {
  const since = new Date(Date.now() - limit.windowMs);
  const recent = await db
    .selectFrom('ads')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
    .executeTakeFirstOrThrow();
  if (Number(recent.count) < limit.max) return;
  const oldest = recent.oldest ? new Date(recent.oldest as Date | string).getTime() : Date.now();
  const waitMs = Math.max(0, oldest + limit.windowMs - Date.now());
  throw new ApiError(429, 'ads.postLimit', undefined, {
    minutes: Math.max(1, Math.ceil(waitMs / 60_000)),
  });
}

/** Photo problems of the form, as field errors on `images`. */
export async function checkPhotos(
  form: AdForm,
  errors: FieldErrors,
  max: number,
  kept: number,
): Promise<void> {
  if (form.tooManyPhotos || kept + form.photos.length > max) {
    errors.images = [{ key: 'ads.tooManyImages', params: { max } }];
    return;
  }
  if (form.photoTooLarge) {
    errors.images = ['ads.imageTooLarge'];
    return;
  }
  for (const photo of form.photos) {
    if (!(await isAcceptedPhoto(photo.buffer))) {
      errors.images = ['ads.imageType'];
      return;
    }
  }
}

/**
 * An edit's photo fields against the ad's current photos (unknown ids to delete or order), then the photos
 * themselves; problems go into `errors`.
 */
export async function checkPhotoEdits(
  db: Kysely<Database>,
  existing: AdRow,
  form: AdForm,
  values: AdValues,
  errors: FieldErrors,
  maxImages: number,
): Promise<void> {
  const current = await adImageIds(db, existing.id);
  const currentIds = new Set(current.map((image) => image.id));
  const deleteIds = values.deleteImages ?? [];
  if (deleteIds.some((id) => !currentIds.has(id))) errors.delete_images = ['ads.unknownImage'];
  const keptIds = current.map((image) => image.id).filter((id) => !deleteIds.includes(id));
  const order = values.imageOrder ?? [];
  if (order.some((id) => !keptIds.includes(id))) errors.image_order = ['ads.unknownImage'];
  await checkPhotos(form, errors, maxImages, keptIds.length);
}

/** Turns the photos into WebP widths in memory; a photo that does not decode is a 422 on `images`. */
async function processPhotos(
  context: AdEditingContext,
  photos: UploadedPhoto[],
): Promise<ProcessedAdPhoto[]> {
  const processed: ProcessedAdPhoto[] = [];
  // One at a time: each decode holds a full-size bitmap, and the machine has few cores.
  for (const photo of photos) {
    const decoded = await decodePhoto(context.images, photo.buffer, (open) => encodeAdPhoto(open()));
    if (decoded.ok) {
      processed.push(decoded.value);
      continue;
    }
    if (decoded.reason === 'tooManyPixels')
      throw invalidFieldsIn(context.locale, {
        images: [{ key: 'images.tooManyPixels', params: { megapixels: decoded.megapixels } }],
      });
    // Its header said image, its body did not decode.
    context.log.info({ err: decoded.error }, 'photo did not decode');
    throw invalidFieldsIn(context.locale, { images: ['ads.imageType'] });
  }
  return processed;
}

interface StoredPhoto {
  prefix: string;
  width: number;
  height: number;
  dataSaver: ReturnType<typeof dataSaverColumns>;
}

/** Writes every width of every photo under `ads/<adId>/…` as part of `change`. */
async function writePhotos(
  change: PhotoChange,
  adId: number,
  photos: ProcessedAdPhoto[],
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  for (const photo of photos) {
    const prefix = adPhotoPrefix(adId);
    await change.write(
      prefix,
      AD_PHOTO_VARIANTS.map((variant) => [variant.suffix, photo.files[variant.suffix]] as const),
    );
    stored.push({
      prefix,
      width: photo.width,
      height: photo.height,
      dataSaver: dataSaverColumns(photo.files, photo.placeholder),
    });
  }
  return stored;
}

export interface NewAd {
  userId: number;
  values: AdValues;
  photos: UploadedPhoto[];
  settings: Settings;
  /** The request's Idempotency-Key: saved with the ad, so a resend finds it (`ads/idempotency.ts`). */
  idempotencyKey?: string;
}

/**
 * Posts an ad, all or nothing: photos are turned into WebP in memory first, then written, then the rows
 * inserted in one transaction; if anything fails, the files written so far are removed and no row remains.
 */
export async function createAd(context: AdEditingContext, ad: NewAd): Promise<AdRow> {
  const { values, settings } = ad;
  const photos = await processPhotos(context, ad.photos);
  // The id is taken before any file is written so that keys can name the ad (ads/<id>/…).
  const { rows } = await sql<{
    id: number;
  }>`SELECT nextval(pg_get_serial_sequence('ads', 'id'))::int AS id`.execute(context.db);
  const id = rows[0].id;
  const change = new PhotoChange(context.storage, context.log);
  const stored = await writePhotos(change, id, photos);
  const now = new Date();
  const active = settings.auto_approve_ads;
  await change.save(() =>
    context.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ads')
        .values({
          id,
          slug: `${slugify(values.title!).slice(0, 80).replace(/-+$/, '') || 'annonce'}-${id}`,
          user_id: ad.userId,
          category_id: values.categoryId!,
          location_id: values.locationId!,
          title: values.title!,
          description: values.description!,
          currency_code: values.currency!.code,
          ...priceColumns(values.price ?? null, values.currency!),
          is_negotiable: values.isNegotiable ?? false,
          condition: values.condition ?? null,
          attributes: JSON.stringify(values.attributes ?? {}),
          status: active ? 'active' : 'pending',
          published_at: active ? now : null,
          expires_at: new Date(now.getTime() + settings.ad_expiry_days * DAY_MS),
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (stored.length > 0) {
        await trx
          .insertInto('ad_images')
          .values(
            stored.map((photo, position) => ({
              ad_id: id,
              position,
              storage_key: photo.prefix,
              width: photo.width,
              height: photo.height,
              ...photo.dataSaver,
            })),
          )
          .execute();
      }
      // A resend racing this one fails here (unique key per user), and its photos are removed with it.
      if (ad.idempotencyKey)
        await trx
          .insertInto('ad_idempotency_keys')
          .values({ user_id: ad.userId, key: ad.idempotencyKey, ad_id: id })
          .execute();
    }),
  );
  return loadAd(context.db, id);
}

export interface AdEdit {
  existing: AdRow;
  values: AdValues;
  photos: UploadedPhoto[];
  settings: Settings;
  currencies: Map<string, CurrencyInfo>;
}

/**
 * Saves an edit: new photos written first, then the ad, its deleted photos and the order changed under the
 * ad's lock. A failed edit removes the new files and keeps its old photos; deleted photos' files go once saved.
 */
export async function editAd(context: AdEditingContext, edit: AdEdit): Promise<AdRow> {
  const { existing, values, settings, currencies } = edit;
  const maxImages = settings.max_images_per_ad;
  const deleteIds = values.deleteImages ?? [];
  const order = values.imageOrder ?? [];
  const photos = await processPhotos(context, edit.photos);
  const change = new PhotoChange(context.storage, context.log);
  const stored = await writePhotos(change, existing.id, photos);

  await change.save(() =>
    context.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('ads')
        .where('id', '=', existing.id)
        .where('deleted_at', 'is', null)
        .select(['id', 'price_minor', 'currency_code', 'status'])
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw notFound('errors.adNotFound');
      const removed =
        deleteIds.length > 0
          ? await trx
              .deleteFrom('ad_images')
              .where('ad_id', '=', existing.id)
              .where('id', 'in', deleteIds)
              .returning('storage_key')
              .execute()
          : [];
      // Only once the rows are gone: a failed edit keeps its old photos.
      change.replaces(removed.flatMap((image) => adPhotoKeys(image.storage_key)));
      // Counted again under the ad's lock: two edits at once must not pass the limit together.
      const remaining = await adImageIds(trx, existing.id);
      if (remaining.length + stored.length > maxImages)
        throw invalidFieldsIn(context.locale, {
          images: [{ key: 'ads.tooManyImages', params: { max: maxImages } }],
        });

      const changes: Record<string, unknown> = {};
      if (values.title !== undefined) changes.title = values.title;
      if (values.description !== undefined) changes.description = values.description;
      if (values.isNegotiable !== undefined) changes.is_negotiable = values.isNegotiable;
      if (values.condition !== undefined) changes.condition = values.condition;
      if (values.categoryId !== undefined) changes.category_id = values.categoryId;
      if (values.locationId !== undefined) changes.location_id = values.locationId;
      if (values.attributes !== undefined) changes.attributes = JSON.stringify(values.attributes);
      if (values.price !== undefined || values.currency !== undefined) {
        const oldCurrency = currencies.get(locked.currency_code);
        const currency = values.currency ?? oldCurrency;
        if (!currency) throw new ApiError(500, 'errors.internal');
        const price =
          values.price !== undefined
            ? values.price
            : locked.price_minor === null
              ? null
              : toMajorUnits(locked.price_minor, oldCurrency?.decimal_places ?? 2);
        Object.assign(changes, { currency_code: currency.code }, priceColumns(price, currency));
      }
      // A rejected ad that is corrected goes back to the administrators, and so does an approved ad whose
      // substance changes while ads are reviewed; a typo fix or a new phone number does not.
      if (locked.status === 'rejected') Object.assign(changes, { status: 'pending', rejection_reason: null });
      else if (!settings.auto_approve_ads && REVIEWED_AGAIN_WHEN_CHANGED.includes(locked.status)) {
        const material = materialChanges(
          {
            title: existing.title,
            description: existing.description,
            price: locked.price_minor,
            category: existing.category_id,
          },
          {
            title: changes.title as string | undefined,
            description: changes.description as string | null | undefined,
            price: changes.price_minor as number | null | undefined,
            category: changes.category_id as number | undefined,
          },
          stored.length,
        );
        if (material) Object.assign(changes, { status: 'pending', review_changes: JSON.stringify(material) });
      }
      await trx
        .updateTable('ads')
        .set({ ...changes, updated_at: sql`now()` })
        .where('id', '=', existing.id)
        .execute();

      const inserted =
        stored.length > 0
          ? await trx
              .insertInto('ad_images')
              .values(
                stored.map((photo, index) => ({
                  ad_id: existing.id,
                  position: remaining.length + index,
                  storage_key: photo.prefix,
                  width: photo.width,
                  height: photo.height,
                  ...photo.dataSaver,
                })),
              )
              .returning('id')
              .execute()
          : [];
      const remainingIds = remaining.map((image) => image.id);
      const ordered = [
        ...order.filter((id) => remainingIds.includes(id)),
        ...remainingIds.filter((id) => !order.includes(id)),
        ...inserted.map((image) => image.id),
      ];
      for (const [position, imageId] of ordered.entries()) {
        await trx
          .updateTable('ad_images')
          .set({ position })
          .where('id', '=', imageId)
          .where('position', '!=', position)
          .execute();
      }
    }),
  );
  return loadAd(context.db, existing.id);
}

/** Soft delete: the ad leaves every list; its photos are kept until purged. */
export async function deleteAd(db: Kysely<Database>, ad: AdRow): Promise<void> {
  await db
    .updateTable('ads')
    .set({ status: 'deleted', deleted_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', ad.id)
    .execute();
}

/**
 * Moves an ad to `to` when the owner may (OWNER_AD_STATUS_TRANSITIONS): 403 while pending review or rejected,
 * 422 for any other move. Coming back to active after its expiry starts a new period.
 */
export async function changeAdStatus(
  db: Kysely<Database>,
  locale: Locale,
  row: AdRow,
  to: AdStatusChangeRequest['status'],
  settings: () => Promise<Settings>,
): Promise<AdRow> {
  const now = new Date();
  const from = effectiveStatus(row, now);
  if (from === 'pending') throw new ApiError(403, 'ads.awaitingReview');
  if (from === 'rejected') throw new ApiError(403, 'ads.rejectedLocked');
  if (from === to) return row;
  if (!OWNER_AD_STATUS_TRANSITIONS[from].includes(to)) {
    const params = {
      from: translate(locale, `ads.status.${from}`),
      to: translate(locale, `ads.status.${to}`),
    };
    throw new ApiError(422, 'ads.invalidTransition', undefined, params, {
      errors: { status: [translate(locale, 'ads.invalidTransition', params)] },
    });
  }
  const changes: Record<string, unknown> = { status: to };
  if (to === 'active') {
    // Coming back after its expiry date (or never having had one) starts a new period: a renewal.
    if (!row.expires_at || new Date(row.expires_at) <= now) {
      changes.expires_at = new Date(now.getTime() + (await settings()).ad_expiry_days * DAY_MS);
    }
    if (!row.published_at) changes.published_at = now;
  }
  return (await db
    .updateTable('ads')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', row.id)
    .returning([...AD_COLUMNS])
    .executeTakeFirstOrThrow()) as AdRow;
}
