export const DEFAULT_ADMIN_EMAIL = 'admin@sokoni.cd';

/** The settings of spec §3 with their first values; stored as jsonb, one row per key. */
export function defaultSettings(adminEmail: string): Record<string, unknown> {
  return {
    site_name: 'Sokoni',
    site_description:
      'Sokoni, le marché en ligne de la RDC : achetez et vendez téléphones, voitures, maisons, parcelles, mode et meubles près de chez vous, de Kinshasa à Lubumbashi et Goma.',
    default_language: 'fr',
    maintenance_mode: false,
    default_currency: 'USD',
    auto_approve_ads: false,
    max_images_per_ad: 10,
    ad_expiry_days: 60,
    featured_ad_price: 5,
    admin_email: adminEmail,
    enable_email_notifications: true,
  };
}
