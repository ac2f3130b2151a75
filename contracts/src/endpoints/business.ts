import {
  BusinessAnalyticsQuerySchema,
  BusinessAnalyticsSchema,
  BoostEffectsQuerySchema,
  BoostEffectsSchema,
  BusinessProfileRequestSchema,
  BusinessProfileResponseSchema,
  ConvertToBusinessResponseSchema,
  StorefrontParamSchema,
  StorefrontQuerySchema,
  StorefrontSchema,
} from '../business';
import { ErrorResponseSchema } from '../common';
import { endpoint } from './endpoint';

const refused = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** Business accounts: conversion, profile, logo, public storefront, seller analytics. */
export const businessEndpoints = {
  convertToBusiness: endpoint('convertToBusiness', {
    tags: ['business'],
    summary: 'Turn the signed-in account into a business account with its profile',
    description: 'A business account already has a profile: 409, nothing changes.',
    body: BusinessProfileRequestSchema,
    responses: {
      200: ConvertToBusinessResponseSchema,
      409: ErrorResponseSchema,
      422: ErrorResponseSchema,
      ...refused,
    },
  }),
  updateBusinessProfile: endpoint('updateBusinessProfile', {
    tags: ['business'],
    summary: "Update the signed-in business's profile",
    description: 'A new name gives a new slug; the former one keeps leading to the storefront.',
    body: BusinessProfileRequestSchema,
    responses: { 200: BusinessProfileResponseSchema, 422: ErrorResponseSchema, ...refused },
  }),
  uploadBusinessLogo: endpoint('uploadBusinessLogo', {
    tags: ['business'],
    summary: 'Upload the business logo (multipart field `logo`)',
    description:
      'PNG, JPG, GIF or WebP up to 2 MB, recognised by its content; stored as WebP at 128, 256 and 512 px ' +
      'without its metadata. Replaces the previous logo.',
    multipart: { files: 'logo', maxFiles: 1 },
    responses: {
      200: BusinessProfileResponseSchema,
      413: ErrorResponseSchema,
      422: ErrorResponseSchema,
      ...refused,
    },
  }),
  removeBusinessLogo: endpoint('removeBusinessLogo', {
    tags: ['business'],
    summary: 'Remove the business logo (the storefront shows its placeholder)',
    responses: { 200: BusinessProfileResponseSchema, ...refused },
  }),
  getStorefront: endpoint('getStorefront', {
    tags: ['business'],
    summary: 'A public storefront with its active ads',
    description:
      'Ads: active only, running boosts first, then newest, paginated. A former slug answers with the ' +
      'current profile (its `slug` says where the storefront lives now). 404 for an unknown slug or a ' +
      'banned or deleted owner.',
    params: StorefrontParamSchema,
    query: StorefrontQuerySchema,
    responses: { 200: StorefrontSchema, 404: ErrorResponseSchema },
  }),
  getBusinessAnalytics: endpoint('getBusinessAnalytics', {
    tags: ['business'],
    summary: 'Views, favourites and conversations started on the seller’s ads over 7 or 30 days',
    query: BusinessAnalyticsQuerySchema,
    responses: { 200: BusinessAnalyticsSchema, 422: ErrorResponseSchema, ...refused },
  }),
  getBoostEffects: endpoint('getBoostEffects', {
    tags: ['business'],
    summary: 'Each listed ad’s latest boost against as many days before it: views, contacts and favourites per day',
    query: BoostEffectsQuerySchema,
    responses: { 200: BoostEffectsSchema, 422: ErrorResponseSchema, ...refused },
  }),
};
