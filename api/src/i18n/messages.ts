import type { Locale } from '@sokoni/contracts';

/**
 * Every text the api sends to people, in French (the source language) and English. The validation texts
 * follow spec §5 word for word where the spec gives them.
 */
const fr = {
  'validation.failed': 'Veuillez vérifier le formulaire et corriger les erreurs',
  'validation.required': 'Ce champ est obligatoire',
  'validation.email': 'Veuillez entrer un email valide',
  'validation.format': "Le format de ce champ n'est pas valide",
  'validation.minLength': 'Ce champ doit contenir au moins {limit} caractères',
  'validation.maxLength': 'Ce champ ne doit pas dépasser {limit} caractères',
  'validation.minimum': 'La valeur doit être supérieure ou égale à {limit}',
  'validation.maximum': 'La valeur doit être inférieure ou égale à {limit}',
  'validation.integer': 'Ce champ doit être un nombre entier',
  'validation.number': 'Ce champ doit être un nombre',
  'validation.boolean': 'Ce champ doit valoir true ou false',
  'validation.string': 'Ce champ doit être un texte',
  'validation.choice': "La valeur choisie n'est pas valide",
  'validation.invalid': "Ce champ n'est pas valide",
  'validation.unknownCurrency': 'Cette devise est inconnue',
  'validation.priceRange': 'Le prix minimum doit être inférieur ou égal au prix maximum',
  'errors.notFound': 'Ressource introuvable',
  'errors.routeNotFound': 'Page introuvable',
  'errors.adNotFound': 'Annonce introuvable',
  'errors.categoryNotFound': 'Catégorie introuvable',
  'errors.locationNotFound': 'Lieu introuvable',
  'errors.userNotFound': 'Utilisateur introuvable',
  'errors.mediaNotFound': 'Fichier introuvable',
  'errors.tooManyRequests': 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
  'errors.badRequest': 'Requête invalide',
  'errors.payloadTooLarge': 'La requête est trop volumineuse',
  'errors.unsupportedMediaType': "Ce type de contenu n'est pas accepté",
  'errors.internal': 'Une erreur inattendue est survenue. Veuillez réessayer.',
  'errors.unavailable': 'Service momentanément indisponible. Veuillez réessayer.',
  'contact.sent': 'Votre message a été envoyé. Nous vous répondrons dès que possible.',
  'contact.mailSubject': 'Nouveau message de contact : {subject}',
  'contact.mailIntro': 'Message envoyé depuis le formulaire de contact de {site}',
  'contact.from': 'De',
  'contact.subject': 'Sujet',
} as const;

export type MessageKey = keyof typeof fr;

const en: Record<MessageKey, string> = {
  'validation.failed': 'Please check the form and correct any errors',
  'validation.required': 'This field is required',
  'validation.email': 'Please enter a valid email',
  'validation.format': 'This field has an invalid format',
  'validation.minLength': 'This field must be at least {limit} characters',
  'validation.maxLength': 'This field must not exceed {limit} characters',
  'validation.minimum': 'The value must be greater than or equal to {limit}',
  'validation.maximum': 'The value must be less than or equal to {limit}',
  'validation.integer': 'This field must be a whole number',
  'validation.number': 'This field must be a number',
  'validation.boolean': 'This field must be true or false',
  'validation.string': 'This field must be text',
  'validation.choice': 'The selected value is invalid',
  'validation.invalid': 'This field is invalid',
  'validation.unknownCurrency': 'This currency is unknown',
  'validation.priceRange': 'The minimum price must be less than or equal to the maximum price',
  'errors.notFound': 'Not found',
  'errors.routeNotFound': 'Page not found',
  'errors.adNotFound': 'Ad not found',
  'errors.categoryNotFound': 'Category not found',
  'errors.locationNotFound': 'Location not found',
  'errors.userNotFound': 'User not found',
  'errors.mediaNotFound': 'File not found',
  'errors.tooManyRequests': 'Too many requests. Please try again in a moment.',
  'errors.badRequest': 'Bad request',
  'errors.payloadTooLarge': 'The request is too large',
  'errors.unsupportedMediaType': 'This content type is not accepted',
  'errors.internal': 'An unexpected error occurred. Please try again.',
  'errors.unavailable': 'Service temporarily unavailable. Please try again.',
  'contact.sent': 'Your message has been sent. We will get back to you as soon as possible.',
  'contact.mailSubject': 'New contact message: {subject}',
  'contact.mailIntro': 'Message sent from the {site} contact form',
  'contact.from': 'From',
  'contact.subject': 'Subject',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { fr, en };

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogues[locale]?.[key] ?? fr[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/**
 * Picks fr or en from an Accept-Language header, honouring q-values; French when nothing matches.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return 'fr';
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag, ...parameters] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (language !== 'fr' && language !== 'en') continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? 'fr';
}
