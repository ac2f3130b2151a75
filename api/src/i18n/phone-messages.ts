/**
 * Texts of phone verification by SMS, calls to sellers and ad expiry reminders, in French (source) and English;
 * spread into the api's catalogues in messages.ts.
 */
export const phoneMessagesFr = {
  'phone.sms': '{code} est votre code {site}. Il expire dans {minutes} minutes. Ne le donnez à personne.',
  'phone.codeSent': 'Un code à 6 chiffres a été envoyé par SMS au {phone}.',
  'phone.verified': 'Votre numéro est vérifié.',
  'phone.resendWait':
    'Un code vient d’être envoyé. Vous pourrez en demander un autre dans {seconds, plural, one {# seconde} other {# secondes}}.',
  'phone.tooManyCodes':
    'Trop de codes ont été demandés. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
  'phone.codeWrong':
    'Ce code n’est pas le bon. Il vous reste {left, plural, one {# essai} other {# essais}}.',
  'phone.codeDead': 'Trop d’essais manqués : ce code ne marche plus. Demandez-en un nouveau.',
  'phone.noCode': 'Aucun code en cours pour ce numéro, ou il a expiré. Demandez-en un nouveau.',
  'phone.taken': 'Ce numéro est déjà vérifié sur un autre compte.',
  'phone.smsUnavailable': 'L’envoi de SMS n’est pas disponible pour le moment.',
  'phone.smsFailed': 'Le SMS n’a pas pu être envoyé. Vérifiez le numéro et réessayez.',
  'phone.notShown': 'Ce vendeur ne montre pas son numéro.',
};

export const phoneMessagesEn: Record<keyof typeof phoneMessagesFr, string> = {
  'phone.sms': '{code} is your {site} code. It expires in {minutes} minutes. Do not share it with anyone.',
  'phone.codeSent': 'A 6-digit code was sent by SMS to {phone}.',
  'phone.verified': 'Your number is verified.',
  'phone.resendWait':
    'A code was just sent. You can ask for another one in {seconds, plural, one {# second} other {# seconds}}.',
  'phone.tooManyCodes':
    'Too many codes were asked for. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'phone.codeWrong': 'This code is not the right one. {left, plural, one {# try} other {# tries}} left.',
  'phone.codeDead': 'Too many wrong tries: this code no longer works. Ask for a new one.',
  'phone.noCode': 'No code is waiting for this number, or it has expired. Ask for a new one.',
  'phone.taken': 'This number is already verified on another account.',
  'phone.smsUnavailable': 'Sending SMS is not available at the moment.',
  'phone.smsFailed': 'The SMS could not be sent. Check the number and try again.',
  'phone.notShown': 'This seller does not show their number.',
};
