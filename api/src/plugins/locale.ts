import fp from 'fastify-plugin';
import type { Locale } from '@sokoni/contracts';
import { negotiateLocale } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language from Accept-Language: fr (default) or en. */
    locale: Locale;
  }
}

export const localePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'fr');
    app.addHook('onRequest', async (request) => {
      request.locale = negotiateLocale(request.headers['accept-language']);
    });
  },
  { name: 'locale' },
);
