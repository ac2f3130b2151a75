import type { Kysely } from 'kysely';
import type { SellerCard } from '@sokoni/contracts';
import { presentSellerSummary, SELLER_SUMMARY_COLUMNS } from '../auth/users';
import type { Database } from '../db/types';
import { notFound } from '../errors';
import { publicPhone } from '../lib/phone';
import { callableNumber } from '../phone/reveal';
import { mediaUrl, type MediaStorage } from '../media/storage';
import { isPubliclyVisible } from '../services/catalog';

/**
 * The public card of a seller. Only sellers have one: an account with nothing on sale (the administrator's, a
 * buyer's) is not listed, so ids cannot be walked to enumerate who has an account. The person themselves and
 * administrators see it anyway (`viewer`): they open ads of theirs that are not public yet.
 */
export async function sellerCard(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: number,
  viewer: () => Promise<{ id: number; is_admin: boolean } | undefined>,
): Promise<SellerCard> {
  const user = await db
    .selectFrom('users')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
    .where('users.id', '=', id)
    .where('users.deleted_at', 'is', null)
    .where('users.is_banned', '=', false)
    .select([
      ...SELLER_SUMMARY_COLUMNS,
      'users.profile_image',
      'users.created_at',
      'business_profiles.phone_number',
      'users.phone',
      'users.phone_verified_at',
      'users.show_phone',
    ])
    .executeTakeFirst();
  if (!user) throw notFound('errors.userNotFound');
  const { count } = await db
    .selectFrom('ads')
    .where(isPubliclyVisible)
    .where('ads.user_id', '=', user.id)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === 0 && user.account_type !== 'business') {
    const who = await viewer();
    if (who?.id !== user.id && !who?.is_admin) throw notFound('errors.userNotFound');
  }
  // Only a business profile's number is public: the phone given at registration stays private.
  const phone = user.account_type === 'business' ? publicPhone(user.phone_number) : null;
  return {
    ...presentSellerSummary(user),
    member_since: new Date(user.created_at).toISOString(),
    active_ads_count: Number(count),
    profile_image: mediaUrl(user.profile_image, storage),
    phone: phone?.number ?? null,
    phone_display: phone?.display ?? null,
    phone_verified: user.phone !== null && user.phone_verified_at !== null,
    // A private seller's number is revealed by a tap (revealAdPhone), never written into the page.
    phone_revealable:
      callableNumber({
        ...user,
        business_phone: user.account_type === 'business' ? user.phone_number : null,
      }) !== null,
  };
}
