import { DevMailSchema, DevMailboxResponseSchema } from '../auth';
import { ErrorResponseSchema, IdParamSchema } from '../common';
import { endpoint } from './endpoint';

/** The embedded mailbox (development only, for visitors on the api's machine). */
export const devEndpoints = {
  listDevMails: endpoint('listDevMails', {
    tags: ['dev'],
    summary: 'Mails in the outbox, newest first (development only)',
    responses: { 200: DevMailboxResponseSchema },
  }),
  getDevMail: endpoint('getDevMail', {
    tags: ['dev'],
    summary: 'One mail with its HTML, text and links (development only)',
    params: IdParamSchema,
    responses: { 200: DevMailSchema, 404: ErrorResponseSchema },
  }),
};
