import { sql, type Kysely } from 'kysely';

/**
 * The live stream carries payment state changes too (the payment page follows them instead of polling).
 *
 * Promotion plans in English too: the name, description and features shown to English readers, beside the
 * French ones (the default language). Empty English texts fall back to French. The three seeded plans get
 * their English texts here, so an existing site shows them without a re-seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE live_events DROP CONSTRAINT IF EXISTS live_events_type_check`.execute(db);
  await sql`
    ALTER TABLE live_events ADD CONSTRAINT live_events_type_check
      CHECK (type IN ('message', 'read', 'unread-count', 'payment'))
  `.execute(db);
  await sql`
    ALTER TABLE promotion_plans
      ADD COLUMN name_en text NOT NULL DEFAULT '',
      ADD COLUMN description_en text NOT NULL DEFAULT '',
      ADD COLUMN features_en jsonb NOT NULL DEFAULT '[]'::jsonb
  `.execute(db);
  const seeded: Array<[string, string, string, string[]]> = [
    [
      'basic-boost',
      'Basic Boost',
      'Your ad rises to the top of the results for a week.',
      ['Top of the search results', '“Boosted” badge', 'Duration: 7 days'],
    ],
    [
      'premium-boost',
      'Premium Boost',
      'Two weeks of extra visibility, at the top of the results and on the home page.',
      ['Top of the search results', 'Shown on the home page', '“Premium” badge', 'Duration: 14 days'],
    ],
    [
      'elite-boost',
      'Elite Boost',
      'A month of the most visibility: first place, the home page and featured in its category.',
      [
        'First place in the results',
        'Featured on the home page',
        'Featured in its category',
        '“Exclusive” badge',
        'Duration: 30 days',
      ],
    ],
  ];
  for (const [slug, name, description, features] of seeded) {
    await sql`
      UPDATE promotion_plans
      SET name_en = ${name}, description_en = ${description}, features_en = ${JSON.stringify(features)}::jsonb
      WHERE slug = ${slug} AND name_en = ''
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM live_events WHERE type = 'payment'`.execute(db);
  await sql`ALTER TABLE live_events DROP CONSTRAINT IF EXISTS live_events_type_check`.execute(db);
  await sql`
    ALTER TABLE live_events ADD CONSTRAINT live_events_type_check CHECK (type IN ('message', 'read', 'unread-count'))
  `.execute(db);
  await sql`
    ALTER TABLE promotion_plans DROP COLUMN IF EXISTS name_en, DROP COLUMN IF EXISTS description_en,
      DROP COLUMN IF EXISTS features_en
  `.execute(db);
}
