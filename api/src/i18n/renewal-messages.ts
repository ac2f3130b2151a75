/** Texts of ad expiry reminders and renewals, in French (source) and English; spread into messages.ts. */
export const renewalMessagesFr = {
  'renewal.done': 'Votre annonce est renouvelée jusqu’au {date}.',
  'renewal.invalidLink': 'Ce lien de renouvellement n’est pas valide.',
  'renewal.linkUsed': 'Ce lien a déjà servi : l’annonce a été renouvelée depuis.',
  'renewal.linkExpired': 'Ce lien de renouvellement a expiré. Renouvelez l’annonce depuis « Mes annonces ».',
  'renewal.notRenewable': 'Cette annonce ne peut pas être renouvelée.',
  'renewal.tooEarly': 'Vous pourrez renouveler cette annonce à partir du {date}.',
  'mail.adExpiring.subject': 'Votre annonce expire bientôt – {site}',
  'mail.adExpiring.intro':
    'Votre annonce « {title} » expire le {date} (dans {days, plural, one {# jour} other {# jours}}). Un clic suffit pour la garder en ligne, sans vous connecter.',
  'mail.adExpiring.action': 'Renouveler mon annonce',
  'mail.adExpiring.ignore': 'Si vous avez déjà vendu, ignorez ce message : l’annonce s’arrêtera d’elle-même.',
};

export const renewalMessagesEn: Record<keyof typeof renewalMessagesFr, string> = {
  'renewal.done': 'Your ad is renewed until {date}.',
  'renewal.invalidLink': 'This renewal link is not valid.',
  'renewal.linkUsed': 'This link was already used: the ad has been renewed since.',
  'renewal.linkExpired': 'This renewal link has expired. Renew the ad from “My ads”.',
  'renewal.notRenewable': 'This ad cannot be renewed.',
  'renewal.tooEarly': 'You can renew this ad from {date}.',
  'mail.adExpiring.subject': 'Your ad expires soon – {site}',
  'mail.adExpiring.intro':
    'Your ad “{title}” expires on {date} (in {days, plural, one {# day} other {# days}}). One click keeps it online, no sign-in needed.',
  'mail.adExpiring.action': 'Renew my ad',
  'mail.adExpiring.ignore': 'If you already sold it, ignore this message: the ad will stop by itself.',
};
