import { sql, type Kysely } from 'kysely';

/**
 * What the data saver needs of each ad photo: a tiny blurred preview (`placeholder`, a `data:` URI) and the
 * bytes of each stored width. New photos get them when they are stored; photos stored before this migration
 * are filled in by the api in the background (media/photo-placeholders.ts), found through the partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ad_images
      ADD COLUMN placeholder text,
      ADD COLUMN card_bytes integer CHECK (card_bytes >= 0),
      ADD COLUMN gallery_bytes integer CHECK (gallery_bytes >= 0),
      ADD COLUMN zoom_bytes integer CHECK (zoom_bytes >= 0)
  `.execute(db);
  await sql`CREATE INDEX ad_images_without_placeholder_idx ON ad_images (id) WHERE placeholder IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ad_images_without_placeholder_idx`.execute(db);
  await sql`
    ALTER TABLE ad_images
      DROP COLUMN IF EXISTS placeholder,
      DROP COLUMN IF EXISTS card_bytes,
      DROP COLUMN IF EXISTS gallery_bytes,
      DROP COLUMN IF EXISTS zoom_bytes
  `.execute(db);
}
