import { sql, type Kysely } from 'kysely';
import type { UserStatistics } from '@sokoni/contracts';
import type { Database } from '../db/types';
import { countConversations } from '../messaging/conversations';

/** The counts of the profile page: the user's ads (and those live now), favourites and conversations. */
export async function userStatistics(db: Kysely<Database>, userId: number): Promise<UserStatistics> {
  const ads = await db
    .selectFrom('ads')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('status', '!=', 'deleted')
    .select([
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) FILTER (WHERE status = 'active' AND (expires_at IS NULL OR expires_at > now()))`.as(
        'active',
      ),
    ])
    .executeTakeFirstOrThrow();
  const favorites = await db
    .selectFrom('favorites')
    .where('user_id', '=', userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return {
    total_ads: Number(ads.total),
    active_ads: Number(ads.active),
    total_favorites: Number(favorites.count),
    total_conversations: await countConversations(db, userId),
  };
}
