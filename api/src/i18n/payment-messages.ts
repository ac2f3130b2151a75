/**
 * Texts of promotions and payments, in French (source) and English; spread into the api's catalogues in
 * messages.ts.
 */
export const paymentMessagesFr = {
  'payments.adNotFound': 'Annonce introuvable',
  'payments.notYourAd': 'Vous ne pouvez promouvoir que vos propres annonces.',
  'payments.adNotActive': 'Seules les annonces actives peuvent être promues.',
  'payments.planNotFound': "Cette offre de promotion n'existe pas ou n'est plus proposée.",
  'payments.notFound': 'Paiement introuvable',
  'payments.idempotencyConflict':
    'Cette clé de requête a déjà servi pour un autre paiement. Rechargez la page et réessayez.',
  'payments.phoneInvalid': 'Veuillez entrer un numéro de téléphone congolais valide (+243…)',
  'payments.operatorUnknown':
    'Ce numéro ne correspond à aucun opérateur de mobile money pris en charge (Vodacom M-Pesa, Airtel Money, Orange Money, Africell).',
  'payments.cardNumberInvalid': "Ce numéro de carte n'est pas valide",
  'payments.cardExpired': 'Cette carte a expiré',
  'payments.cvcInvalid': "Le code de sécurité (CVC) n'est pas valide",
  'payments.sandboxNumber':
    'En mode test, utilisez un numéro qui se termine par 0000 (paiement accepté) ou 1111 (paiement refusé).',
  'payments.sandboxEmail':
    'En mode test, utilisez une adresse PayPal qui commence par « success » (accepté) ou « fail » (refusé).',
  'payments.failure.declined': 'Le paiement a été refusé. Aucun montant n’a été débité.',
  'payments.failure.expired':
    "Le paiement n'a pas été confirmé à temps. Aucun montant n’a été débité ; vous pouvez réessayer.",
  'payments.failure.canceled': 'Le paiement a été annulé. Aucun montant n’a été débité.',
  'payments.failure.provider': 'Le service de paiement est momentanément indisponible. Veuillez réessayer.',
  'payments.webhookSignature': 'Signature de notification invalide',
  'payments.webhookUnknownProvider': 'Fournisseur de paiement inconnu',
  'payments.receipt.subject': 'Votre reçu Sokoni {reference}',
  'payments.receipt.body':
    'Merci pour votre paiement.\n\nTransaction : {reference}\nPromotion : {plan} ({days, plural, one {# jour} other {# jours}})\nAnnonce : {ad}\nMontant : {amount} {currency}\nMoyen de paiement : {method}\nLa promotion se termine le {expires}.',
} as const;

export type PaymentMessageKey = keyof typeof paymentMessagesFr;

export const paymentMessagesEn: Record<PaymentMessageKey, string> = {
  'payments.adNotFound': 'Ad not found',
  'payments.notYourAd': 'You can only promote your own ads.',
  'payments.adNotActive': 'Only active ads can be promoted.',
  'payments.planNotFound': 'This promotion plan does not exist or is no longer offered.',
  'payments.notFound': 'Payment not found',
  'payments.idempotencyConflict':
    'This request key was already used for another payment. Reload the page and try again.',
  'payments.phoneInvalid': 'Please enter a valid Congolese phone number (+243…)',
  'payments.operatorUnknown':
    'This number does not belong to a supported mobile money operator (Vodacom M-Pesa, Airtel Money, Orange Money, Africell).',
  'payments.cardNumberInvalid': 'This card number is not valid',
  'payments.cardExpired': 'This card has expired',
  'payments.cvcInvalid': 'The security code (CVC) is not valid',
  'payments.sandboxNumber':
    'In test mode, use a number ending in 0000 (payment accepted) or 1111 (payment declined).',
  'payments.sandboxEmail':
    'In test mode, use a PayPal address starting with "success" (accepted) or "fail" (declined).',
  'payments.failure.declined': 'The payment was declined. Nothing was charged.',
  'payments.failure.expired':
    'The payment was not confirmed in time. Nothing was charged; you can try again.',
  'payments.failure.canceled': 'The payment was canceled. Nothing was charged.',
  'payments.failure.provider': 'The payment service is temporarily unavailable. Please try again.',
  'payments.webhookSignature': 'Invalid notification signature',
  'payments.webhookUnknownProvider': 'Unknown payment provider',
  'payments.receipt.subject': 'Your Sokoni receipt {reference}',
  'payments.receipt.body':
    'Thank you for your payment.\n\nTransaction: {reference}\nPromotion: {plan} ({days, plural, one {# day} other {# days}})\nAd: {ad}\nAmount: {amount} {currency}\nPayment method: {method}\nThe promotion ends on {expires}.',
};
