import { sql, type Kysely } from 'kysely';

/**
 * Phone reveals per ad and UTC day, as views are, for the seller's analytics and the effect of a boost. The
 * total stays `ads.phone_reveals`, bumped by the same statement as the day's row; reveals made before this
 * migration have no day and are in the total only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ad_phone_reveals (
      ad_id integer NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
      day date NOT NULL,
      count integer NOT NULL CHECK (count > 0),
      PRIMARY KEY (ad_id, day)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS ad_phone_reveals`.execute(db);
}
