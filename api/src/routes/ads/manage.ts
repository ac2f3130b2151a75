import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  AD_IMAGE_MAX_BYTES,
  AdParamSchema,
  AdSchema,
  AdStatusChangeRequestSchema,
  DeleteAdResponseSchema,
  ErrorResponseSchema,
  type Ad,
} from '@sokoni/contracts';
import { throwIfInvalid } from '../../plugins/errors';
import type { AdRow } from '../../db/types';
import { ApiError } from '../../errors';
import { translate } from '../../i18n/messages';
import {
  changeAdStatus,
  checkPhotoEdits,
  checkPhotos,
  createAd,
  deleteAd,
  editAd,
  enforcePostLimit,
  loadEditableAd,
  type AdEditingContext,
  type AdPostLimit,
} from '../../ads/editing';
import { perUserRateLimit, type WindowLimit } from '../../plugins/rate-limit';
import { loadCurrencies } from '../../services/currencies';
import { loadSettings } from '../../services/settings';
import { readAdForm, validateAdFields } from '../../ads/ad-form';
import { presentAds, viewerOf } from '../../ads/present';

export type { AdPostLimit };

export interface AdManagementRoutesOptions {
  postLimit: AdPostLimit;
  /** Ad forms (photos included) one user may send per window, created or updated. */
  uploadLimit: WindowLimit;
}

/**
 * The seller's side of ads over HTTP: post, edit, delete, status changes. The routes read the form and check
 * it; the rules, photos and transactions are in `ads/editing`.
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
      previews: 'all',
    });
    return ad;
  };

  /** Refuses a body larger than every allowed photo plus the fields before reading any of it. */
  const checkDeclaredSize = (request: FastifyRequest, maxImages: number) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxImages * AD_IMAGE_MAX_BYTES + 1024 * 1024)
      throw new ApiError(413, 'errors.payloadTooLarge');
  };

  const editing = (request: FastifyRequest): AdEditingContext => ({
    db: app.db,
    storage: app.storage,
    images: app.images,
    locale: request.locale,
    log: request.log,
  });

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
      await enforcePostLimit(app.db, user.id, options.postLimit);
      const settings = await loadSettings(app.db);
      const maxImages = settings.max_images_per_ad;
      checkDeclaredSize(request, maxImages);
      const form = await readAdForm(request, { maxFiles: maxImages });
      const { values, errors } = await validateAdFields(request, form, {
        db: app.db,
        currencies: await loadCurrencies(app.db),
        creating: true,
        defaultCurrency: settings.default_currency,
      });
      await checkPhotos(form, errors, maxImages, 0);
      throwIfInvalid(request, errors);
      const row = await createAd(editing(request), {
        userId: user.id,
        values,
        photos: form.photos,
        settings,
      });
      return reply.code(201).send(await present(row, request));
    },
  );

  const updateAd = async (request: FastifyRequest) => {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const existing = await loadEditableAd(app.db, request.user!, idOrSlug);
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
    await checkPhotoEdits(app.db, existing, form, values, errors, maxImages);
    throwIfInvalid(request, errors);
    const row = await editAd(editing(request), {
      existing,
      values,
      photos: form.photos,
      settings,
      currencies,
    });
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
      await deleteAd(app.db, await loadEditableAd(app.db, request.user!, request.params.idOrSlug));
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
      const row = await loadEditableAd(app.db, request.user!, request.params.idOrSlug);
      const updated = await changeAdStatus(app.db, request.locale, row, request.body.status, () =>
        loadSettings(app.db),
      );
      return present(updated, request);
    },
  );
};
