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
  'validation.date': 'Veuillez entrer une date valide',
  'validation.phone': 'Veuillez entrer un numéro de téléphone valide',
  'errors.forbidden': "Vous n'avez pas la permission d'accéder à cette page",
  'auth.unauthenticated': 'Non authentifié.',
  'auth.emailNotVerified': 'Vous devez vérifier votre adresse email avant de publier une annonce.',
  'auth.banned': "Votre compte a été suspendu. Contactez l'équipe Sokoni pour en savoir plus.",
  'auth.failed': 'Ces identifiants ne correspondent à aucun compte.',
  'auth.loggedOut': 'Vous êtes déconnecté.',
  'auth.tooManyAttempts': 'Trop de tentatives. Veuillez réessayer dans {minutes} minute(s).',
  'register.emailTaken': 'Cette adresse email est déjà utilisée',
  'register.minAge': 'Vous devez avoir au moins 18 ans',
  'password.min': 'Le mot de passe doit contenir au moins 8 caractères',
  'password.max': 'Le mot de passe ne doit pas dépasser 128 caractères',
  'password.common': 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  'password.mismatch': 'Les mots de passe doivent correspondre',
  'password.currentIncorrect': 'Le mot de passe actuel est incorrect',
  'password.incorrect': 'Le mot de passe est incorrect',
  'password.changed': 'Votre mot de passe a été modifié. Vos autres sessions ont été fermées.',
  'password.resetLinkSent':
    "Si un compte correspond à cette adresse, un lien de réinitialisation vient d'y être envoyé.",
  'password.resetInvalid': 'Ce lien de réinitialisation est invalide ou a expiré.',
  'password.resetDone': 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
  'profile.updated': 'Votre profil a été mis à jour.',
  'profile.updatedEmailChanged':
    'Votre profil a été mis à jour. Un lien de vérification a été envoyé à votre nouvelle adresse email.',
  'profile.imageTooLarge': "L'image de profil ne doit pas dépasser 2 Mo",
  'profile.imageType': "L'image de profil doit être un fichier PNG, JPG, GIF ou WebP",
  'profile.languageUpdated': 'Votre langue préférée a été mise à jour.',
  'account.confirmationWord': 'Tapez DELETE pour confirmer',
  'account.deleted':
    'Votre compte a été supprimé. Vous pouvez le restaurer pendant {days} jours en vous reconnectant.',
  'account.deletedLogin': 'Ce compte a été supprimé. Vous pouvez encore le restaurer pendant {days} jour(s).',
  'account.gracePeriodExpired':
    'Le délai de récupération de ce compte a expiré : il ne peut plus être restauré.',
  'account.active': 'Ce compte est actif. Vous pouvez vous connecter.',
  'account.notFound': 'Aucun compte ne correspond à cette adresse email.',
  'account.restorable': 'Ce compte peut encore être restauré pendant {days} jour(s).',
  'account.restored': 'Votre compte a été restauré. Bon retour parmi nous !',
  'email.verified': 'Votre adresse email a été vérifiée.',
  'email.alreadyVerified': 'Votre adresse email est déjà vérifiée.',
  'email.linkInvalid': 'Le lien de vérification est invalide ou a expiré.',
  'email.verificationSent': 'Un nouveau lien de vérification a été envoyé à votre adresse email.',
  'social.failed': 'La connexion avec {provider} a échoué',
  'social.unknownProvider': "Ce fournisseur de connexion n'est pas disponible",
  'mail.greeting': 'Bonjour {name},',
  'mail.ignore': "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.",
  'mail.linkFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'mail.signature': "L'équipe {site}",
  'mail.expiresIn': 'Ce lien expire dans {minutes} minutes.',
  'mail.verify.subject': 'Vérifiez votre adresse email – {site}',
  'mail.verify.intro': 'Pour confirmer votre adresse email sur {site}, cliquez sur le bouton ci-dessous.',
  'mail.verify.action': 'Vérifier mon adresse email',
  'mail.reset.subject': 'Réinitialisation de votre mot de passe – {site}',
  'mail.reset.intro':
    'Vous avez demandé à réinitialiser le mot de passe de votre compte {site}. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
  'mail.reset.action': 'Choisir un nouveau mot de passe',
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
  'validation.date': 'Please enter a valid date',
  'validation.phone': 'Please enter a valid phone number',
  'errors.forbidden': 'You do not have permission to access this page',
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.emailNotVerified': 'Your email address must be verified before you can post an ad.',
  'auth.banned': 'Your account has been suspended. Contact the Sokoni team to learn more.',
  'auth.failed': 'These credentials do not match our records.',
  'auth.loggedOut': 'You have been logged out.',
  'auth.tooManyAttempts': 'Too many attempts. Please try again in {minutes} minute(s).',
  'register.emailTaken': 'This email address is already in use',
  'register.minAge': 'You must be at least 18 years old',
  'password.min': 'Password must be at least 8 characters',
  'password.max': 'Password must not exceed 128 characters',
  'password.common': 'This password is too common. Please choose one that is harder to guess.',
  'password.mismatch': 'Passwords must match',
  'password.currentIncorrect': 'The current password is incorrect',
  'password.incorrect': 'The password is incorrect',
  'password.changed': 'Your password has been changed. Your other sessions have been signed out.',
  'password.resetLinkSent': 'If an account matches this address, a password reset link has been sent to it.',
  'password.resetInvalid': 'This password reset link is invalid or has expired.',
  'password.resetDone': 'Your password has been reset. You can now log in.',
  'profile.updated': 'Your profile has been updated.',
  'profile.updatedEmailChanged':
    'Your profile has been updated. A verification link has been sent to your new email address.',
  'profile.imageTooLarge': 'The profile image must not exceed 2 MB',
  'profile.imageType': 'The profile image must be a PNG, JPG, GIF or WebP file',
  'profile.languageUpdated': 'Your preferred language has been updated.',
  'account.confirmationWord': 'Type DELETE to confirm',
  'account.deleted':
    'Your account has been deleted. You can restore it within {days} days by logging in again.',
  'account.deletedLogin': 'This account has been deleted. You can still restore it within {days} day(s).',
  'account.gracePeriodExpired':
    'The recovery period for this account has expired; it can no longer be restored.',
  'account.active': 'This account is active. You can log in.',
  'account.notFound': 'No account matches this email address.',
  'account.restorable': 'This account can still be restored for {days} day(s).',
  'account.restored': 'Your account has been restored. Welcome back!',
  'email.verified': 'Your email address has been verified.',
  'email.alreadyVerified': 'Your email address is already verified.',
  'email.linkInvalid': 'The verification link is invalid or has expired.',
  'email.verificationSent': 'A new verification link has been sent to your email address.',
  'social.failed': 'Social login with {provider} failed',
  'social.unknownProvider': 'This sign-in provider is not available',
  'mail.greeting': 'Hello {name},',
  'mail.ignore': 'If you did not make this request, you can ignore this message.',
  'mail.linkFallback': 'If the button does not work, copy this link into your browser:',
  'mail.signature': 'The {site} team',
  'mail.expiresIn': 'This link expires in {minutes} minutes.',
  'mail.verify.subject': 'Verify your email address – {site}',
  'mail.verify.intro': 'To confirm your email address on {site}, click the button below.',
  'mail.verify.action': 'Verify my email address',
  'mail.reset.subject': 'Reset your password – {site}',
  'mail.reset.intro':
    'You asked to reset the password of your {site} account. Click the button below to choose a new one.',
  'mail.reset.action': 'Choose a new password',
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
