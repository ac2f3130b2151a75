import {
  createTranslator,
  DEFAULT_LOCALE,
  isLocale,
  negotiateLocale,
  STORAGE_KEYS,
  type Locale,
} from '@sokoni/contracts';
import type { FastifyRequest } from 'fastify';

/** Texts the bff itself shows (errors, page metadata). French is the source language. */
const messages = {
  fr: {
    'error.serviceUnavailable': 'Le service est momentanément indisponible. Veuillez réessayer.',
    'error.gatewayTimeout': 'Le service met trop de temps à répondre. Veuillez réessayer.',
    'error.badGateway': 'Le service a renvoyé une réponse invalide. Veuillez réessayer.',
    'error.notFound': 'Ressource introuvable',
    'error.payloadTooLarge': 'La requête est trop volumineuse',
    'error.adNotFound': 'Annonce introuvable',
    'error.tooManyRequests': 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.',
    'error.validation': 'La requête est invalide.',
    'error.invalidValue': 'Valeur invalide',
    'error.internal': 'Une erreur inattendue est survenue. Veuillez réessayer.',
    'error.siteUnavailable': 'Le site est momentanément indisponible. Veuillez réessayer dans un instant.',
    'error.liveStreamsFull':
      'Les mises à jour en direct sont saturées pour le moment ; les pages se rafraîchissent d’elles-mêmes. Veuillez réessayer dans un instant.',
    'error.liveStreamsPerAddress':
      'Trop de connexions en direct depuis cette adresse. Fermez quelques onglets ou réessayez plus tard.',
    'meta.priceOnRequest': 'Prix sur demande',
    'meta.negotiable': 'négociable',
    'meta.categoryDescription':
      '{count, plural, one {# annonce} other {# annonces}} dans la catégorie {name} sur {site}.',
    'meta.locationDescription': '{count, plural, one {# annonce} other {# annonces}} à {name} sur {site}.',
    'meta.storefrontDescription': 'Boutique {name} sur {site}.',
  },
  en: {
    'error.serviceUnavailable': 'The service is temporarily unavailable. Please try again.',
    'error.gatewayTimeout': 'The service is taking too long to respond. Please try again.',
    'error.badGateway': 'The service sent an invalid response. Please try again.',
    'error.notFound': 'Not found',
    'error.payloadTooLarge': 'The request is too large',
    'error.adNotFound': 'Ad not found',
    'error.tooManyRequests': 'Too many requests. Please wait a moment before trying again.',
    'error.validation': 'The request is invalid.',
    'error.invalidValue': 'Invalid value',
    'error.internal': 'An unexpected error occurred. Please try again.',
    'error.siteUnavailable': 'The site is temporarily unavailable. Please try again in a moment.',
    'error.liveStreamsFull':
      'Live updates are at capacity right now; pages refresh on their own. Please try again in a moment.',
    'error.liveStreamsPerAddress':
      'Too many live connections from this address. Close some tabs or try again later.',
    'meta.priceOnRequest': 'Price on request',
    'meta.negotiable': 'negotiable',
    'meta.categoryDescription': '{count, plural, one {# ad} other {# ads}} in the {name} category on {site}.',
    'meta.locationDescription': '{count, plural, one {# ad} other {# ads}} in {name} on {site}.',
    'meta.storefrontDescription': '{name} storefront on {site}.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['fr'];

/** Formats a bff text (plural forms, placeholders): the same translation module as the api's. */
export const t = createTranslator<MessageKey>(messages);

export { isLocale };

/** The part of a request (HTTP/1 or HTTP/2) the language choice reads. */
export type RequestHeaders = { headers: Record<string, string | string[] | undefined> };

/** Language of a JSON answer: the client's Accept-Language (the front end always sends it), as the api reads it. */
export function apiLocale(request: RequestHeaders): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Language of a served page: `?lang=` (links shared in English), then the `locale` cookie, then French.
 * The browser's Accept-Language is not used: the site is French first and the shell makes the same choice.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLocale(query?.lang)) return query.lang;
  const fromCookie = readCookie(request, STORAGE_KEYS.locale);
  if (isLocale(fromCookie)) return fromCookie;
  return DEFAULT_LOCALE;
}
