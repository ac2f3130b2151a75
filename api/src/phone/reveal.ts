import { sql, type Kysely } from 'kysely';
import type { RevealedPhone } from '@sokoni/contracts';
import { findAdByIdOrSlug } from '../ads/search';
import type { Database } from '../db/types';
import { notFound } from '../errors';
import { publicPhone } from '../lib/phone';

/**
 * The number a buyer may call about an ad: a shop's published number, or a private seller's number when it is
 * verified and the seller chose to show it. Nothing otherwise.
 */
export function callableNumber(seller: {
  account_type: 'business' | 'individual';
  business_phone: string | null;
  phone: string | null;
  phone_verified_at: Date | string | null;
  show_phone: boolean;
}): { number: string; display: string } | null {
  if (seller.account_type === 'business') {
    const shop = publicPhone(seller.business_phone);
    if (shop) return shop;
  }
  if (seller.show_phone && seller.phone_verified_at !== null) return publicPhone(seller.phone);
  return null;
}

/**
 * Reveals the seller's number of a public ad to a buyer and counts it on the ad, in total and on the day (the
 * seller's statistics add up their ads' reveals; the business analytics read them per day). 404 for an ad that is not public or a seller who shows no number.
 */
export async function revealAdPhone(db: Kysely<Database>, idOrSlug: string): Promise<RevealedPhone> {
  const found = await findAdByIdOrSlug(db, idOrSlug);
  if (!found?.isPublic) throw notFound('errors.adNotFound');
  const seller = await db
    .selectFrom('users')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
    .where('users.id', '=', found.row.user_id)
    .select([
      'users.account_type',
      'users.phone',
      'users.phone_verified_at',
      'users.show_phone',
      'business_profiles.phone_number as business_phone',
    ])
    .executeTakeFirstOrThrow();
  const phone = callableNumber(seller);
  if (!phone) throw notFound('phone.notShown');
  // The total and the day's count in one statement: they never disagree.
  await sql`
    WITH bumped AS (UPDATE ads SET phone_reveals = phone_reveals + 1 WHERE id = ${found.row.id} RETURNING id)
    INSERT INTO ad_phone_reveals (ad_id, day, count)
    SELECT id, (now() AT TIME ZONE 'UTC')::date, 1 FROM bumped
    ON CONFLICT (ad_id, day) DO UPDATE SET count = ad_phone_reveals.count + 1
  `.execute(db);
  return { phone: phone.number, phone_display: phone.display };
}
