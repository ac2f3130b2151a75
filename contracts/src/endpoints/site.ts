import { ErrorResponseSchema, MessageResponseSchema } from '../common';
import { ContactRequestSchema, PublicStatsSchema } from '../site';
import { endpoint } from './endpoint';

/** The site's public figures and its contact form. */
export const siteEndpoints = {
  getSiteStats: endpoint('getSiteStats', {
    tags: ['site'],
    summary: 'Active ads and sellers with at least one active ad',
    responses: { 200: PublicStatsSchema },
  }),
  sendContactMessage: endpoint('sendContactMessage', {
    tags: ['site'],
    summary: 'Send a message to the site team (stored, then mailed to the admin address)',
    body: ContactRequestSchema,
    responses: { 201: MessageResponseSchema, 422: ErrorResponseSchema, 429: ErrorResponseSchema },
  }),
};
