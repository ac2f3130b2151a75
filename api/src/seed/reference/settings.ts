import { DEFAULT_SETTINGS } from '@sokoni/contracts';

export const DEFAULT_ADMIN_EMAIL = DEFAULT_SETTINGS.admin_email;

/** The site settings with their first values; stored as jsonb, one row per key. */
export function defaultSettings(adminEmail: string): Record<string, unknown> {
  return { ...DEFAULT_SETTINGS, admin_email: adminEmail };
}
