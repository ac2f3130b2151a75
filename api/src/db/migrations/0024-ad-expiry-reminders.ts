import { sql, type Kysely } from 'kysely';

/**
 * Expiry reminders: `ads.expiry_reminded_at` is when the owner was reminded that the current period ends; the
 * reminder job claims an ad by setting it (once per period, whatever the number of instances or retries). A
 * trigger clears it whenever the expiry date moves (a renewal, an approval, any future path), so the next
 * period gets its own reminder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ads ADD COLUMN expiry_reminded_at timestamptz`.execute(db);
  await sql`
    CREATE FUNCTION ads_expiry_change_rearms_reminder() RETURNS trigger AS $$
    BEGIN
      IF NEW.expires_at IS DISTINCT FROM OLD.expires_at AND NEW.expiry_reminded_at IS NOT DISTINCT FROM OLD.expiry_reminded_at THEN
        NEW.expiry_reminded_at := NULL;
      END IF;
      RETURN NEW;
    END;
    $$ LANGUAGE plpgsql
  `.execute(db);
  await sql`
    CREATE TRIGGER ads_expiry_change_rearms_reminder BEFORE UPDATE OF expires_at ON ads
    FOR EACH ROW EXECUTE FUNCTION ads_expiry_change_rearms_reminder()
  `.execute(db);
  // The job's scan: active ads not yet reminded, by expiry date.
  await sql`
    CREATE INDEX ads_expiry_reminder_idx ON ads (expires_at)
    WHERE status = 'active' AND deleted_at IS NULL AND expiry_reminded_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ads_expiry_reminder_idx`.execute(db);
  await sql`DROP TRIGGER IF EXISTS ads_expiry_change_rearms_reminder ON ads`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ads_expiry_change_rearms_reminder()`.execute(db);
  await sql`ALTER TABLE ads DROP COLUMN IF EXISTS expiry_reminded_at`.execute(db);
}
