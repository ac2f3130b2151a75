import {
  AdStatusChangeRequestSchema,
  CreateAdFieldsSchema,
  CreateAdHeadersSchema,
  DeleteAdResponseSchema,
  FavoriteToggleResponseSchema,
  MyAdsQuerySchema,
  MyAdsResponseSchema,
  MyFavoritesQuerySchema,
  MyFavoritesResponseSchema,
  UpdateAdFieldsSchema,
} from '../ad-management';
import { AdListQuerySchema, AdListResponseSchema, AdParamSchema, AdSchema } from '../ads';
import { CreateReportRequestSchema, CreateReportResponseSchema } from '../messaging';
import { DisplayCurrencyQuerySchema, ErrorResponseSchema } from '../common';
import { endpoint } from './endpoint';

const refused = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

const UPDATE_AD_DESCRIPTION =
  'images[n] adds photos, delete_images[n] removes photos by id, image_order[n] orders them. status, owner, ' +
  'views, boosts and featured flags cannot be set here (422). Editing keeps the status, except that a ' +
  'rejected ad goes back to pending.';

const updateAdResponses = {
  200: AdSchema,
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
  422: ErrorResponseSchema,
  ...refused,
};

/** Ads: the search, one ad, the seller's side (post, edit, delete, status), my ads and favourites, reports. */
export const adEndpoints = {
  listAds: endpoint('listAds', {
    tags: ['ads'],
    summary: 'List and search active ads',
    description:
      'Full text in French and English (accents ignored, similar spellings when nothing matches), category and ' +
      'place with their children, price range in any currency. The default order (relevance) puts running boosts ' +
      'first, then the best matches (newest without words); newest and price sorts are exactly that order.',
    query: AdListQuerySchema,
    responses: { 200: AdListResponseSchema, 422: ErrorResponseSchema, 503: ErrorResponseSchema },
  }),
  getAd: endpoint('getAd', {
    tags: ['ads'],
    summary: 'One ad by id or slug (counts a view once per visitor and day)',
    description:
      'Active ads for everyone; the owner (and administrators) also get their ad in any other status but ' +
      'deleted, with rejection_reason and published_at. Views by the owner are not counted.',
    params: AdParamSchema,
    query: DisplayCurrencyQuerySchema,
    responses: { 200: AdSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema },
  }),
  reportAd: endpoint('reportAd', {
    tags: ['ads'],
    summary: 'Report an ad to the moderators (one open report per person and ad)',
    params: AdParamSchema,
    body: CreateReportRequestSchema,
    responses: {
      201: CreateReportResponseSchema,
      401: ErrorResponseSchema,
      403: ErrorResponseSchema,
      404: ErrorResponseSchema,
      409: ErrorResponseSchema,
      422: ErrorResponseSchema,
    },
  }),
  createAd: endpoint('createAd', {
    tags: ['ads'],
    summary: 'Post an ad (multipart: the fields of CreateAdFields plus images[n] files)',
    description:
      'Needs a verified email. PNG, JPG or GIF photos up to 10 MB each, at most max_images_per_ad; stored ' +
      'as WebP 400/800 (4:3) and 1600 px without EXIF. Pending until reviewed unless auto_approve_ads. ' +
      'Limited per user and hour (429). An Idempotency-Key header (8-255 of A-Z a-z 0-9 _ . : -) makes a ' +
      'resend safe: the same key from the same user returns the ad created the first time (200), never a ' +
      'second ad; a malformed key is refused (422).',
    headers: CreateAdHeadersSchema,
    body: CreateAdFieldsSchema,
    multipart: { files: 'images' },
    responses: {
      200: AdSchema,
      201: AdSchema,
      400: ErrorResponseSchema,
      413: ErrorResponseSchema,
      422: ErrorResponseSchema,
      429: ErrorResponseSchema,
      ...refused,
    },
  }),
  updateAd: endpoint('updateAd', {
    tags: ['ads'],
    summary: 'Edit an ad (owner or admin; multipart or JSON, every field optional)',
    description: UPDATE_AD_DESCRIPTION,
    params: AdParamSchema,
    body: UpdateAdFieldsSchema,
    multipart: { files: 'images' },
    responses: updateAdResponses,
  }),
  updateAdForm: endpoint('updateAdForm', {
    tags: ['ads'],
    summary: 'Edit an ad from a form that can only POST (as updateAd, with _method=PUT)',
    description: UPDATE_AD_DESCRIPTION,
    params: AdParamSchema,
    body: UpdateAdFieldsSchema,
    multipart: { files: 'images' },
    responses: updateAdResponses,
  }),
  deleteAd: endpoint('deleteAd', {
    tags: ['ads'],
    summary: 'Delete an ad (owner or admin); soft: it leaves every list, its photos are kept until purged',
    params: AdParamSchema,
    responses: { 200: DeleteAdResponseSchema, 404: ErrorResponseSchema, ...refused },
  }),
  changeAdStatus: endpoint('changeAdStatus', {
    tags: ['ads'],
    summary: 'Change the status of an ad (owner or admin)',
    description:
      'active ↔ inactive, active/inactive → sold, → archived, expired/sold/archived → active (renewed when ' +
      'expired). 403 while pending review or rejected; 422 for any other move.',
    params: AdParamSchema,
    body: AdStatusChangeRequestSchema,
    responses: { 200: AdSchema, 404: ErrorResponseSchema, 422: ErrorResponseSchema, ...refused },
  }),
  listMyAds: endpoint('listMyAds', {
    tags: ['ads'],
    summary: "The signed-in user's ads in every status but deleted, newest first, with counts per status",
    query: MyAdsQuerySchema,
    responses: { 200: MyAdsResponseSchema, 422: ErrorResponseSchema, ...refused },
  }),
  listMyFavorites: endpoint('listMyFavorites', {
    tags: ['ads'],
    summary: "The signed-in user's favourite ads that are still public, newest favourite first",
    query: MyFavoritesQuerySchema,
    responses: { 200: MyFavoritesResponseSchema, 422: ErrorResponseSchema, ...refused },
  }),
  toggleFavorite: endpoint('toggleFavorite', {
    tags: ['ads'],
    summary: 'Add the ad to my favourites, or remove it when it is there',
    params: AdParamSchema,
    responses: { 200: FavoriteToggleResponseSchema, 404: ErrorResponseSchema, ...refused },
  }),
};
