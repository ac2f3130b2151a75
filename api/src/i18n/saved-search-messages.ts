/**
 * Texts of saved searches and their alert mails, in French (source) and English; spread into the api's
 * catalogues in messages.ts.
 */
export const savedSearchMessagesFr = {
  'savedSearches.notFound': 'Recherche enregistrée introuvable',
  'savedSearches.limit':
    'Vous avez déjà {limit} recherches enregistrées, le maximum. Supprimez-en une pour en enregistrer une autre.',
  'savedSearches.deleted': 'La recherche a été supprimée.',
  'savedSearches.unsubscribed': 'Vous ne recevrez plus d’alertes pour la recherche « {name} ».',
  'savedSearches.badLink': 'Ce lien de désinscription n’est pas valide.',
  'savedSearches.allAds': 'Toutes les annonces',
  'savedSearches.priceFrom': 'dès {price}',
  'savedSearches.priceUpTo': 'jusqu’à {price}',
  'savedSearches.mail.subject':
    '{count, plural, one {# nouvelle annonce} other {# nouvelles annonces}} pour « {name} » – {site}',
  'savedSearches.mail.digestSubject':
    'Votre résumé du jour : {count, plural, one {# nouvelle annonce} other {# nouvelles annonces}} pour « {name} » – {site}',
  'savedSearches.mail.intro':
    '{count, plural, one {Une nouvelle annonce correspond} other {# nouvelles annonces correspondent}} à votre recherche « {name} » :',
  'savedSearches.mail.more': '{count, plural, one {et # autre annonce} other {et # autres annonces}}',
  'savedSearches.mail.priceOnRequest': 'Prix sur demande',
  'savedSearches.mail.action': 'Voir toutes les annonces',
  'savedSearches.mail.unsubscribe': 'Ne plus recevoir d’alertes pour cette recherche',
  'savedSearches.mail.why': 'Vous recevez ce mail parce que vous avez enregistré cette recherche sur {site}.',
} as const;

export const savedSearchMessagesEn: Record<keyof typeof savedSearchMessagesFr, string> = {
  'savedSearches.notFound': 'Saved search not found',
  'savedSearches.limit': 'You already have {limit} saved searches, the maximum. Delete one to save another.',
  'savedSearches.deleted': 'The search has been deleted.',
  'savedSearches.unsubscribed': 'You will no longer receive alerts for the search "{name}".',
  'savedSearches.badLink': 'This unsubscribe link is not valid.',
  'savedSearches.allAds': 'All ads',
  'savedSearches.priceFrom': 'from {price}',
  'savedSearches.priceUpTo': 'up to {price}',
  'savedSearches.mail.subject': '{count, plural, one {# new ad} other {# new ads}} for "{name}" – {site}',
  'savedSearches.mail.digestSubject':
    'Your daily summary: {count, plural, one {# new ad} other {# new ads}} for "{name}" – {site}',
  'savedSearches.mail.intro':
    '{count, plural, one {A new ad matches} other {# new ads match}} your search "{name}":',
  'savedSearches.mail.more': '{count, plural, one {and # more ad} other {and # more ads}}',
  'savedSearches.mail.priceOnRequest': 'Price on request',
  'savedSearches.mail.action': 'See all the ads',
  'savedSearches.mail.unsubscribe': 'Stop alerts for this search',
  'savedSearches.mail.why': 'You receive this mail because you saved this search on {site}.',
};
