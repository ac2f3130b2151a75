import type { Kysely } from 'kysely';
import {
  DEFAULT_SETTINGS,
  offeredLocales,
  type Locale,
  type PublicSettings,
  type Settings,
} from '@sokoni/contracts';
import type { Database } from '../db/types';

/** What a setting is until the seed or an administrator stores a value. */
export { DEFAULT_SETTINGS };

/** Coerces a stored JSON value to the type of its default, ignoring values of the wrong shape. */
function coerce<K extends keyof Settings>(key: K, value: unknown): Settings[K] | undefined {
  const fallback = DEFAULT_SETTINGS[key];
  if (typeof fallback === 'boolean') {
    if (typeof value === 'boolean') return value as Settings[K];
    if (value === 'true' || value === '1' || value === 1) return true as Settings[K];
    if (value === 'false' || value === '0' || value === 0) return false as Settings[K];
    return undefined;
  }
  if (typeof fallback === 'number') {
    const number = typeof value === 'string' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? (number as Settings[K]) : undefined;
  }
  return typeof value === 'string' ? (value as Settings[K]) : undefined;
}

/** Every setting: stored rows (key → jsonb value) over the defaults. */
export async function loadSettings(db: Kysely<Database>): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const settings: Settings = { ...DEFAULT_SETTINGS };
  const target = settings as unknown as Record<string, unknown>;
  for (const row of rows) {
    if (!(row.key in DEFAULT_SETTINGS)) continue;
    const value = coerce(row.key as keyof Settings, row.value);
    if (value !== undefined) target[row.key] = value;
  }
  if (settings.default_language !== 'fr' && settings.default_language !== 'en')
    settings.default_language = 'fr';
  return settings;
}

/** The languages the site is offered in: the active ones, the default first (`offeredLocales`). */
export async function activeLanguages(db: Kysely<Database>): Promise<Locale[]> {
  const rows = await db
    .selectFrom('languages')
    .select('code')
    .where('is_active', '=', true)
    .orderBy('is_default', 'desc')
    .orderBy('code')
    .execute();
  return offeredLocales(rows.map((row) => row.code));
}

/**
 * A language the administrator turned off (its row says inactive). A site whose languages table was never filled
 * offers every supported language, so an absent row deactivates nothing.
 */
export async function isDeactivatedLanguage(db: Kysely<Database>, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('languages')
    .select('code')
    .where('code', '=', code)
    .where('is_active', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

export function publicSettings(settings: Settings): PublicSettings {
  const { admin_email: _hidden, ...visible } = settings;
  return visible;
}
