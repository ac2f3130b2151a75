import { SellerCardSchema } from '../bff';
import { ErrorResponseSchema, IdParamSchema } from '../common';
import { endpoint } from './endpoint';

/** People as others see them. */
export const userEndpoints = {
  getSellerCard: endpoint('getSellerCard', {
    tags: ['users'],
    summary: 'Public seller card (sellers with a public ad, and businesses; 404 for anyone else)',
    description:
      'The person themselves and administrators also get the card of an account with nothing public yet ' +
      '(a seller whose first ad awaits review opens its page).',
    params: IdParamSchema,
    responses: { 200: SellerCardSchema, 404: ErrorResponseSchema },
  }),
};
