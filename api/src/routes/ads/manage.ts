import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AD_IMAGE_MAX_BYTES, API_ENDPOINTS, type Ad } from '@sokoni/contracts';
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
import { createOnce } from '../../ads/idempotency';
import { presentAds, viewerOf } from '../../ads/present';
import { route } from '../../plugins/endpoints';

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

  const uploadLimit = perUserRateLimit(app, 'ad-upload', options.uploadLimit);

  const present = async (row: AdRow, request: FastifyRequest): Promise<Ad> => {
    const [ad] = await presentAds([row], {
      db: app.db,
      storage: app.storage,
      locale: request.locale,
      currencies: await loadCurrencies(app.db),
      viewer: viewerOf(request),
      shownAs: 'page',
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

  route(app, 'createAd', {
    preHandler: uploadLimit,
    handler: async (request, reply) => {
      const user = request.user!;
      const idempotencyKey = request.headers['idempotency-key'];
      const { row, replayed } = await createOnce(app.db, user.id, idempotencyKey, async () => {
        await enforcePostLimit(app.db, user.id, options.postLimit);
        const settings = await loadSettings(app.db);
        const maxImages = settings.max_images_per_ad;
        checkDeclaredSize(request, maxImages);
        const form = await readAdForm(request, { maxFiles: maxImages });
        const { values, errors } = await validateAdFields(request, form, {
          fields: API_ENDPOINTS.createAd.body,
          db: app.db,
          currencies: await loadCurrencies(app.db),
          creating: true,
          defaultCurrency: settings.default_currency,
        });
        await checkPhotos(form, errors, maxImages, 0);
        throwIfInvalid(request, errors);
        return createAd(editing(request), {
          userId: user.id,
          values,
          photos: form.photos,
          settings,
          idempotencyKey,
        });
      });
      // A resend of an ad already posted: its photos are not read again, the first ad is the answer.
      if (replayed) request.raw.resume();
      return reply.code(replayed ? 200 : 201).send(await present(row, request));
    },
  });

  const updateAd = async (request: FastifyRequest) => {
    const { idOrSlug } = request.params as { idOrSlug: string };
    const existing = await loadEditableAd(app.db, request.user!, idOrSlug);
    const settings = await loadSettings(app.db);
    const maxImages = settings.max_images_per_ad;
    checkDeclaredSize(request, maxImages);
    const form = await readAdForm(request, { maxFiles: maxImages });
    const currencies = await loadCurrencies(app.db);
    const { values, errors } = await validateAdFields(request, form, {
      // updateAd and updateAdForm read the same fields.
      fields: API_ENDPOINTS.updateAd.body,
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

  route(app, 'updateAd', { preHandler: uploadLimit, handler: updateAd });
  route(app, 'updateAdForm', { preHandler: uploadLimit, handler: updateAd });

  route(app, 'deleteAd', {
    handler: async (request) => {
      await deleteAd(app.db, await loadEditableAd(app.db, request.user!, request.params.idOrSlug));
      return { message: translate(request.locale, 'ads.deleted') };
    },
  });

  route(app, 'changeAdStatus', {
    handler: async (request) => {
      const row = await loadEditableAd(app.db, request.user!, request.params.idOrSlug);
      const updated = await changeAdStatus(app.db, request.locale, row, request.body.status, () =>
        loadSettings(app.db),
      );
      return present(updated, request);
    },
  });
};
