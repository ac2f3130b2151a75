import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  BUSINESS_LOGO_MAX_BYTES,
  BusinessAnalyticsQuerySchema,
  BusinessAnalyticsSchema,
  BusinessProfileRequestSchema,
  BusinessProfileResponseSchema,
  ConvertToBusinessResponseSchema,
  ErrorResponseSchema,
  StorefrontParamSchema,
  StorefrontQuerySchema,
  StorefrontSchema,
} from '@sokoni/contracts';
import { sellerAnalytics } from '../../business/analytics';
import {
  convertToBusiness,
  ownBusinessProfile,
  removeLogo,
  replaceLogo,
  updateBusinessProfile,
} from '../../business/profiles';
import { loadStorefront } from '../../business/storefront';
import { ApiError, invalidFields } from '../../errors';
import { viewerOf } from '../../ads/present';

/** The one file of a logo upload (field `logo`); 422 when it is missing or larger than 2 MB. */
async function readLogo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalidFields({ logo: ['business.logoMissing'] });
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'logo' || image) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      if (buffer.length > 0) image = buffer;
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalidFields({ logo: ['business.logoTooLarge'] });
    if (/^FST_(FILES|FIELDS|PARTS)_LIMIT$/.test(code)) throw new ApiError(413, 'errors.payloadTooLarge');
    throw error;
  }
  if (!image) throw invalidFields({ logo: ['business.logoMissing'] });
  return image;
}

/** Business accounts: conversion, profile, logo, public storefront, seller analytics. */
export const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: BUSINESS_LOGO_MAX_BYTES,
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 200,
    },
  });
  const context = { db: app.db, storage: app.storage, images: app.images };
  const signedIn = { onRequest: app.authenticate };
  const refused = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
  const editLimit = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

  app.post(
    '/user/convert-to-business',
    {
      ...signedIn,
      config: editLimit,
      schema: {
        tags: ['business'],
        summary: 'Turn the signed-in account into a business account with its profile',
        description: 'A business account already has a profile: 409, nothing changes.',
        security: [{ bearer: [] }],
        body: BusinessProfileRequestSchema,
        response: {
          200: ConvertToBusinessResponseSchema,
          409: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => ({ user: await convertToBusiness(context, request.user!.id, request.body) }),
  );

  app.put(
    '/business-profile',
    {
      ...signedIn,
      config: editLimit,
      schema: {
        tags: ['business'],
        summary: "Update the signed-in business's profile",
        description: 'A new name gives a new slug; the former one keeps leading to the storefront.',
        security: [{ bearer: [] }],
        body: BusinessProfileRequestSchema,
        response: { 200: BusinessProfileResponseSchema, 422: ErrorResponseSchema, ...refused },
      },
    },
    async (request) => ({
      business_profile: await updateBusinessProfile(context, request.user!, request.body),
    }),
  );

  app.post(
    '/business-profile/logo',
    {
      ...signedIn,
      config: editLimit,
      schema: {
        tags: ['business'],
        summary: 'Upload the business logo (multipart field `logo`)',
        description:
          'PNG, JPG, GIF or WebP up to 2 MB, recognised by its content; stored as WebP at 128, 256 and 512 px ' +
          'without its metadata. Replaces the previous logo.',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: {
          200: BusinessProfileResponseSchema,
          413: ErrorResponseSchema,
          422: ErrorResponseSchema,
          ...refused,
        },
      },
    },
    async (request) => {
      await ownBusinessProfile(app.db, request.user!);
      const image = await readLogo(request);
      return { business_profile: await replaceLogo(context, request.user!, image) };
    },
  );

  app.delete(
    '/business-profile/logo',
    {
      ...signedIn,
      schema: {
        tags: ['business'],
        summary: 'Remove the business logo (the storefront shows its placeholder)',
        security: [{ bearer: [] }],
        response: { 200: BusinessProfileResponseSchema, ...refused },
      },
    },
    async (request) => ({ business_profile: await removeLogo(context, request.user!) }),
  );

  app.get(
    '/businesses/:slug',
    {
      schema: {
        tags: ['business'],
        summary: 'A public storefront with its active ads',
        description:
          'Ads: active only, running boosts first, then newest, paginated. A former slug answers with the ' +
          'current profile (its `slug` says where the storefront lives now). 404 for an unknown slug or a ' +
          'banned or deleted owner.',
        params: StorefrontParamSchema,
        querystring: StorefrontQuerySchema,
        response: { 200: StorefrontSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const session = await app.loadSession(request);
      return loadStorefront(context, {
        slug: request.params.slug,
        page: request.query.page,
        perPage: request.query.per_page,
        locale: request.locale,
        viewer: session ? viewerOf(session) : undefined,
      });
    },
  );

  app.get(
    '/my-business/analytics',
    {
      ...signedIn,
      schema: {
        tags: ['business'],
        summary: 'Views, favourites and conversations started on the seller’s ads over 7 or 30 days',
        security: [{ bearer: [] }],
        querystring: BusinessAnalyticsQuerySchema,
        response: { 200: BusinessAnalyticsSchema, 422: ErrorResponseSchema, ...refused },
      },
    },
    async (request) => {
      await ownBusinessProfile(app.db, request.user!);
      return sellerAnalytics(app.db, request.user!.id, request.query.days ?? 30);
    },
  );
};
