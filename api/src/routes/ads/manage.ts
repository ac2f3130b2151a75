import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import {
  AD_IMAGE_MAX_BYTES,
  AdParamSchema,
  AdSchema,
  AdStatusChangeRequestSchema,
  DeleteAdResponseSchema,
  ErrorResponseSchema,
  OWNER_AD_STATUS_TRANSITIONS,
  type Ad,
} from '@sokoni/contracts';
import { throwIfInvalid, type FieldErrors } from '../../auth/account-service';
import type { AdRow } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { translate } from '../../i18n/messages';
import {
  adPhotoKeys,
  adPhotoPrefix,
  AD_PHOTO_VARIANTS,
  isAcceptedPhoto,
  processAdPhoto,
  type ProcessedAdPhoto,
} from '../../media/ad-photos';
import { ImageTooLargeError } from '../../media/image-decoder';
import { materialChanges, REVIEWED_AGAIN_WHEN_CHANGED } from '../../ads/review';
import { perUserRateLimit, type WindowLimit } from '../../plugins/rate-limit';
import { slugify } from '../../lib/slugify';
import { isPubliclyVisible } from '../../services/catalog';
import { loadCurrencies } from '../../services/currencies';
import { loadSettings } from '../../services/settings';
import { priceColumns, readAdForm, validateAdFields, type AdForm } from './ad-form';
import { effectiveStatus, presentAds, viewerOf } from './present';
import { AD_COLUMNS } from './search';

export interface AdPostLimit {
  /** Ads one user may post per window (deleted ones count too). */
  max: number;
  windowMs: number;
}

export interface AdManagementRoutesOptions {
  postLimit: AdPostLimit;
  /** Ad forms (photos included) one user may send per window, created or updated. */
  uploadLimit: WindowLimit;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface StoredPhoto {
  prefix: string;
  width: number;
  height: number;
}

/**
 * The seller's side of ads: post, edit, delete, status changes. Posting is all or nothing: photos are turned
 * into WebP in memory first, then written, then the rows inserted in one transaction; if anything fails, the
 * files written so far are removed and no row remains.
 */
export const adManagementRoutes: FastifyPluginAsyncTypebox<AdManagementRoutesOptions> = async (
  app,
  options,
) => {
  // Limits are given per request (they depend on the max_images_per_ad setting); these are the ceilings.
  await app.register(multipart, {
    limits: { fileSize: AD_IMAGE_MAX_BYTES, files: 30, fields: 200, parts: 230, fieldSize: 32 * 1024 },
  });

  const signedIn = { onRequest: app.authenticate };
  const uploadLimit = perUserRateLimit(app, 'ad-upload', options.uploadLimit);
  const unauthorised = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  const present = async (row: AdRow, request: FastifyRequest): Promise<Ad> => {
    const [ad] = await presentAds([row], {
      db: app.db,
      storage: app.storage,
      locale: request.locale,
      currencies: await loadCurrencies(app.db),
      viewer: viewerOf(request),
    });
    return ad;
  };

  /**
   * The ad, if it exists and is not deleted. Someone else's ad is 403 when the public can see it, and 404
   * when it is not public (pending, rejected…): a stranger learns nothing about it, not even that it exists.
   */
  const loadEditableAd = async (request: FastifyRequest, idOrSlug: string): Promise<AdRow> => {
    const byId = /^\d{1,9}$/.test(idOrSlug);
    const found = (await app.db
      .selectFrom('ads')
      .select([...AD_COLUMNS, (eb) => isPubliclyVisible(eb).as('is_public')])
      .where(byId ? 'ads.id' : 'ads.slug', '=', byId ? Number(idOrSlug) : idOrSlug)
      .where('ads.deleted_at', 'is', null)
      .where('ads.status', '!=', 'deleted')
      .executeTakeFirst()) as (AdRow & { is_public: boolean }) | undefined;
    if (!found) throw notFound('errors.adNotFound');
    const { is_public: isPublic, ...row } = found;
    const user = request.user!;
    if (row.user_id !== user.id && !user.is_admin) {
      if (!isPublic) throw notFound('errors.adNotFound');
      throw new ApiError(403, 'ads.notOwner');
    }
    return row;
  };

  /** Refuses a body larger than every allowed photo plus the fields before reading any of it. */
  const checkDeclaredSize = (request: FastifyRequest, maxImages: number) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxImages * AD_IMAGE_MAX_BYTES + 1024 * 1024)
      throw new ApiError(413, 'errors.payloadTooLarge');
  };

  /** Photo problems of the form, as field errors on `images`. */
  const checkPhotos = async (form: AdForm, errors: FieldErrors, max: number, kept: number) => {
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
  };

  const processPhotos = async (request: FastifyRequest, form: AdForm): Promise<ProcessedAdPhoto[]> => {
    const processed: ProcessedAdPhoto[] = [];
    // One at a time: each decode holds a full-size bitmap, and the machine has few cores.
    for (const photo of form.photos) {
      try {
        processed.push(await processAdPhoto(app.images, photo.buffer));
      } catch (error) {
        if (error instanceof ImageTooLargeError) {
          throwIfInvalid(request, {
            images: [{ key: 'images.tooManyPixels', params: { megapixels: Math.floor(error.limit / 1e6) } }],
          });
        }
        // Its header said image, its body did not decode.
        request.log.info({ err: error }, 'photo did not decode');
        throwIfInvalid(request, { images: ['ads.imageType'] });
      }
    }
    return processed;
  };

  const removeFiles = async (request: FastifyRequest, keys: string[]) => {
    await Promise.all(
      keys.map((key) =>
        app.storage
          .delete(key)
          .catch((error: unknown) => request.log.error({ err: error, key }, 'could not remove a photo')),
      ),
    );
  };

  /** Writes every variant of every photo; on any failure removes what was written and rethrows. */
  const writePhotos = async (
    request: FastifyRequest,
    adId: number,
    photos: ProcessedAdPhoto[],
  ): Promise<{ stored: StoredPhoto[]; keys: string[] }> => {
    const keys: string[] = [];
    const stored: StoredPhoto[] = [];
    try {
      for (const photo of photos) {
        const prefix = adPhotoPrefix(adId);
        for (const variant of AD_PHOTO_VARIANTS) {
          const key = `${prefix}-${variant.suffix}.webp`;
          keys.push(key);
          await app.storage.put(key, photo.files[variant.suffix], 'image/webp');
        }
        stored.push({ prefix, width: photo.width, height: photo.height });
      }
    } catch (error) {
      await removeFiles(request, keys);
      throw error;
    }
    return { stored, keys };
  };

  const enforcePostLimit = async (request: FastifyRequest, userId: number) => {
    const since = new Date(Date.now() - options.postLimit.windowMs);
    const recent = await app.db
      .selectFrom('ads')
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('created_at').as('oldest')])
      .executeTakeFirstOrThrow();
    if (Number(recent.count) < options.postLimit.max) return;
    const oldest = recent.oldest ? new Date(recent.oldest as Date | string).getTime() : Date.now();
    const waitMs = Math.max(0, oldest + options.postLimit.windowMs - Date.now());
    throw new ApiError(429, 'ads.postLimit', undefined, {
      minutes: Math.max(1, Math.ceil(waitMs / 60_000)),
    });
  };

  const formSchema = (summary: string, description: string) => ({
    tags: ['ads'],
    summary,
    description,
    consumes: ['multipart/form-data', 'application/json'],
    security: [{ bearer: [] }],
  });

  app.post(
    '/ads',
    {
      onRequest: app.requireVerified,
      preHandler: uploadLimit,
      schema: {
        ...formSchema(
          'Post an ad (multipart: the fields of CreateAdFields plus images[n] files)',
          'Needs a verified email. PNG, JPG or GIF photos up to 10 MB each, at most max_images_per_ad; stored ' +
            'as WebP 400/800 (4:3) and 1600 px without EXIF. Pending until reviewed unless auto_approve_ads. ' +
            'Limited per user and hour (429).',
        ),
        response: {
          201: AdSchema,
          400: ErrorResponseSchema,
          413: ErrorResponseSchema,
          422: ErrorResponseSchema,
          429: ErrorResponseSchema,
          ...unauthorised,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await enforcePostLimit(request, user.id);
      const settings = await loadSettings(app.db);
      const maxImages = settings.max_images_per_ad;
      checkDeclaredSize(request, maxImages);
      const form = await readAdForm(request, { maxFiles: maxImages });
      const currencies = await loadCurrencies(app.db);
      const { values, errors } = await validateAdFields(request, form, {
        db: app.db,
        currencies,
        creating: true,
        defaultCurrency: settings.default_currency,
      });
      await checkPhotos(form, errors, maxImages, 0);
      throwIfInvalid(request, errors);
      const photos = await processPhotos(request, form);

      // The id is taken before any file is written so that keys can name the ad (ads/<id>/…).
      const { rows } = await sql<{
        id: number;
      }>`SELECT nextval(pg_get_serial_sequence('ads', 'id'))::int AS id`.execute(app.db);
      const id = rows[0].id;
      const { stored, keys } = await writePhotos(request, id, photos);
      const now = new Date();
      const active = settings.auto_approve_ads;
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('ads')
            .values({
              id,
              slug: `${slugify(values.title!).slice(0, 80).replace(/-+$/, '') || 'annonce'}-${id}`,
              user_id: user.id,
              category_id: values.categoryId!,
              location_id: values.locationId!,
              title: values.title!,
              description: values.description!,
              currency_code: values.currency!.code,
              ...priceColumns(values.price ?? null, values.currency!),
              is_negotiable: values.isNegotiable ?? false,
              condition: values.condition ?? null,
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
                })),
              )
              .execute();
          }
        });
      } catch (error) {
        await removeFiles(request, keys);
        throw error;
      }
      const row = (await app.db
        .selectFrom('ads')
        .select([...AD_COLUMNS])
        .where('ads.id', '=', id)
        .executeTakeFirstOrThrow()) as AdRow;
      return reply.code(201).send(await present(row, request));
    },
  );

  const updateAd = async (request: FastifyRequest) => {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const existing = await loadEditableAd(request, idOrSlug);
    const settings = await loadSettings(app.db);
    const maxImages = settings.max_images_per_ad;
    checkDeclaredSize(request, maxImages);
    const form = await readAdForm(request, { maxFiles: maxImages });
    const currencies = await loadCurrencies(app.db);
    const { values, errors } = await validateAdFields(request, form, {
      db: app.db,
      currencies,
      creating: false,
      defaultCurrency: settings.default_currency,
      existing,
    });
    const current = await app.db
      .selectFrom('ad_images')
      .where('ad_id', '=', existing.id)
      .select(['id', 'storage_key'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    const currentIds = new Set(current.map((image) => image.id));
    const deleteIds = values.deleteImages ?? [];
    if (deleteIds.some((id) => !currentIds.has(id))) errors.delete_images = ['ads.unknownImage'];
    const keptIds = current.map((image) => image.id).filter((id) => !deleteIds.includes(id));
    const order = values.imageOrder ?? [];
    if (order.some((id) => !keptIds.includes(id))) errors.image_order = ['ads.unknownImage'];
    await checkPhotos(form, errors, maxImages, keptIds.length);
    throwIfInvalid(request, errors);
    const photos = await processPhotos(request, form);
    const { stored, keys } = await writePhotos(request, existing.id, photos);

    let removedKeys: string[] = [];
    try {
      await app.db.transaction().execute(async (trx) => {
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
        removedKeys = removed.flatMap((image) => adPhotoKeys(image.storage_key));
        // Counted again under the ad's lock: two edits at once must not pass the limit together.
        const remaining = await trx
          .selectFrom('ad_images')
          .where('ad_id', '=', existing.id)
          .select(['id'])
          .orderBy('position')
          .orderBy('id')
          .execute();
        if (remaining.length + stored.length > maxImages)
          throw new ApiError(422, 'validation.failed', undefined, undefined, {
            errors: { images: [translate(request.locale, 'ads.tooManyImages', { max: maxImages })] },
          });

        const changes: Record<string, unknown> = {};
        if (values.title !== undefined) changes.title = values.title;
        if (values.description !== undefined) changes.description = values.description;
        if (values.isNegotiable !== undefined) changes.is_negotiable = values.isNegotiable;
        if (values.condition !== undefined) changes.condition = values.condition;
        if (values.categoryId !== undefined) changes.category_id = values.categoryId;
        if (values.locationId !== undefined) changes.location_id = values.locationId;
        if (values.price !== undefined || values.currency !== undefined) {
          const oldCurrency = currencies.get(locked.currency_code);
          const currency = values.currency ?? oldCurrency;
          if (!currency) throw new ApiError(500, 'errors.internal');
          const price =
            values.price !== undefined
              ? values.price
              : locked.price_minor === null
                ? null
                : locked.price_minor / 10 ** (oldCurrency?.decimal_places ?? 2);
          Object.assign(changes, { currency_code: currency.code }, priceColumns(price, currency));
        }
        // A rejected ad that is corrected goes back to the administrators, and so does an approved ad whose
        // substance changes while ads are reviewed; a typo fix or a new phone number does not.
        if (locked.status === 'rejected')
          Object.assign(changes, { status: 'pending', rejection_reason: null });
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
          if (material)
            Object.assign(changes, { status: 'pending', review_changes: JSON.stringify(material) });
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
      });
    } catch (error) {
      await removeFiles(request, keys);
      throw error;
    }
    // Only once the rows are gone: a failed edit keeps its old photos.
    await removeFiles(request, removedKeys);
    const row = (await app.db
      .selectFrom('ads')
      .select([...AD_COLUMNS])
      .where('ads.id', '=', existing.id)
      .executeTakeFirstOrThrow()) as AdRow;
    return present(row, request);
  };

  const updateSchema = {
    ...formSchema(
      'Edit an ad (owner or admin; multipart, every field optional)',
      'images[n] adds photos, delete_images[n] removes photos by id, image_order[n] orders them. status, owner, ' +
        'views, boosts and featured flags cannot be set here (422). Editing keeps the status, except that a ' +
        'rejected ad goes back to pending. POST with _method=PUT, or PUT.',
    ),
    params: AdParamSchema,
    response: {
      200: AdSchema,
      400: ErrorResponseSchema,
      404: ErrorResponseSchema,
      413: ErrorResponseSchema,
      422: ErrorResponseSchema,
      ...unauthorised,
    },
  };
  app.post('/ads/:idOrSlug', { ...signedIn, preHandler: uploadLimit, schema: updateSchema }, updateAd);
  app.put('/ads/:idOrSlug', { ...signedIn, preHandler: uploadLimit, schema: updateSchema }, updateAd);

  app.delete(
    '/ads/:idOrSlug',
    {
      ...signedIn,
      schema: {
        tags: ['ads'],
        summary:
          'Delete an ad (owner or admin); soft: it leaves every list, its photos are kept until purged',
        security: [{ bearer: [] }],
        params: AdParamSchema,
        response: { 200: DeleteAdResponseSchema, 404: ErrorResponseSchema, ...unauthorised },
      },
    },
    async (request) => {
      const row = await loadEditableAd(request, request.params.idOrSlug);
      await app.db
        .updateTable('ads')
        .set({ status: 'deleted', deleted_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
      return { message: translate(request.locale, 'ads.deleted') };
    },
  );

  app.patch(
    '/ads/:idOrSlug/status',
    {
      ...signedIn,
      schema: {
        tags: ['ads'],
        summary: 'Change the status of an ad (owner or admin)',
        description:
          'active ↔ inactive, active/inactive → sold, → archived, expired/sold/archived → active (renewed when ' +
          'expired). 403 while pending review or rejected; 422 for any other move.',
        security: [{ bearer: [] }],
        params: AdParamSchema,
        body: AdStatusChangeRequestSchema,
        response: {
          200: AdSchema,
          404: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...unauthorised,
        },
      },
    },
    async (request) => {
      const row = await loadEditableAd(request, request.params.idOrSlug);
      const now = new Date();
      const from = effectiveStatus(row, now);
      const to = request.body.status;
      if (from === 'pending') throw new ApiError(403, 'ads.awaitingReview');
      if (from === 'rejected') throw new ApiError(403, 'ads.rejectedLocked');
      if (from === to) return present(row, request);
      if (!OWNER_AD_STATUS_TRANSITIONS[from].includes(to)) {
        const params = {
          from: translate(request.locale, `ads.status.${from}`),
          to: translate(request.locale, `ads.status.${to}`),
        };
        throw new ApiError(422, 'ads.invalidTransition', undefined, params, {
          errors: { status: [translate(request.locale, 'ads.invalidTransition', params)] },
        });
      }
      const changes: Record<string, unknown> = { status: to };
      if (to === 'active') {
        // Coming back after its expiry date (or never having had one) starts a new period: a renewal.
        if (!row.expires_at || new Date(row.expires_at) <= now) {
          const settings = await loadSettings(app.db);
          changes.expires_at = new Date(now.getTime() + settings.ad_expiry_days * DAY_MS);
        }
        if (!row.published_at) changes.published_at = now;
      }
      const updated = (await app.db
        .updateTable('ads')
        .set({ ...changes, updated_at: sql`now()` })
        .where('id', '=', row.id)
        .returning([...AD_COLUMNS])
        .executeTakeFirstOrThrow()) as AdRow;
      return present(updated, request);
    },
  );
};
