import type { Kysely } from 'kysely';
import type { Settings, SettingsUpdate } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { invalidFields } from '../errors';
import { loadSettings } from '../services/settings';
import { recordAudit } from './audit';

/**
 * Stores the settings an administrator changed. Every reader loads them from the database per request, so
 * auto-approve, max images, expiry days, maintenance and the admin address take effect at once.
 */
export async function updateSettings(
  db: Kysely<Database>,
  adminId: number,
  changes: SettingsUpdate,
): Promise<Settings> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (changes.default_currency !== undefined) {
    const currency = await db
      .selectFrom('currencies')
      .where('code', '=', changes.default_currency.toUpperCase())
      .where('is_active', '=', true)
      .select('code')
      .executeTakeFirst();
    if (!currency) throw invalidFields({ default_currency: ['validation.unknownCurrency'] });
  }
  const before = await loadSettings(db);
  await db.transaction().execute(async (trx) => {
    for (const [key, raw] of entries) {
      const value = key === 'default_currency' ? String(raw).toUpperCase() : raw;
      await trx
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }))
        .execute();
    }
    const changed = entries
      .filter(([key, value]) => before[key as keyof Settings] !== value)
      .map(([key]) => key);
    if (changed.length > 0) {
      await recordAudit(trx, {
        adminId,
        action: changes.maintenance_mode !== undefined && changed.includes('maintenance_mode')
          ? changes.maintenance_mode
            ? 'settings.maintenance_on'
            : 'settings.maintenance_off'
          : 'settings.update',
        targetType: 'settings',
        details: { fields: changed },
      });
    }
  });
  return loadSettings(db);
}
