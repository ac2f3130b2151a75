import { AdListQuerySchema, AdListResponseSchema, AdParamSchema, AdSchema } from '../ads';
import { CreateReportRequestSchema, CreateReportResponseSchema } from '../messaging';
import { DisplayCurrencyQuerySchema, ErrorResponseSchema } from '../common';
import { endpoint } from './endpoint';

/** Ads as visitors see them: the search, one ad, and reporting an ad to the moderators. */
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
};
