import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { BUSINESS_LOGO_MAX_BYTES } from '@sokoni/contracts';
import { sellerAnalytics } from '../../business/analytics';
import { boostEffects } from '../../business/boost-effects';
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
import { route } from '../../plugins/endpoints';

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
  const editLimit = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

  route(app, 'convertToBusiness', {
    config: editLimit,
    handler: async (request) => ({ user: await convertToBusiness(context, request.user!.id, request.body) }),
  });

  route(app, 'updateBusinessProfile', {
    config: editLimit,
    handler: async (request) => ({
      business_profile: await updateBusinessProfile(context, request.user!, request.body),
    }),
  });

  route(app, 'uploadBusinessLogo', {
    config: editLimit,
    handler: async (request) => {
      await ownBusinessProfile(app.db, request.user!);
      const image = await readLogo(request);
      return { business_profile: await replaceLogo(context, request.user!, image) };
    },
  });

  route(app, 'removeBusinessLogo', {
    handler: async (request) => ({ business_profile: await removeLogo(context, request.user!) }),
  });

  route(app, 'getStorefront', {
    handler: async (request) => {
      const session = await app.loadSession(request);
      return loadStorefront(context, {
        slug: request.params.slug,
        page: request.query.page,
        perPage: request.query.per_page,
        locale: request.locale,
        viewer: session ? viewerOf(session) : undefined,
      });
    },
  });

  route(app, 'getBusinessAnalytics', {
    handler: async (request) => {
      await ownBusinessProfile(app.db, request.user!);
      return sellerAnalytics(app.db, request.user!.id, request.query.days ?? 30);
    },
  });

  route(app, 'getBoostEffects', {
    handler: async (request) => {
      await ownBusinessProfile(app.db, request.user!);
      return boostEffects(app.db, request.user!.id, request.query.ad_ids.split(',').map(Number));
    },
  });
};
