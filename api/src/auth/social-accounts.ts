import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../db/types';
import { isUniqueViolation } from '../db/errors';
import type { OidcProviderConfig, SocialIdentity } from './oidc';
import { findUserByEmail, findUserById, normaliseEmail } from './users';

/**
 * The account a provider's identity signs in to: the one linked to the provider's subject, else the one with
 * the verified address the provider vouches for (linked now, and verified if it was not), else a new account,
 * already verified. `null` when the provider gives no verified address to go by.
 */
export async function accountForSocialIdentity(
  db: Kysely<Database>,
  provider: OidcProviderConfig,
  identity: SocialIdentity,
): Promise<UserRow | null> {
  const linked = await db
    .selectFrom('social_accounts')
    .where('provider', '=', provider.name)
    .where('subject', '=', identity.subject)
    .select('user_id')
    .executeTakeFirst();
  if (linked) return (await findUserById(db, linked.user_id))!;
  if (!identity.email || !identity.emailVerified) return null;
  const existing = await findUserByEmail(db, identity.email);
  try {
    return await db.transaction().execute(async (trx) => {
      let user = existing;
      if (user && !user.email_verified_at && !user.deleted_at) {
        // The provider has just proved the person owns this address.
        user = await trx
          .updateTable('users')
          .set({ email_verified_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      if (!user) {
        user = await trx
          .insertInto('users')
          .values({
            name: identity.name?.trim() || identity.email!.split('@')[0],
            email: normaliseEmail(identity.email!),
            email_verified_at: sql`now()`,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      await trx
        .insertInto('social_accounts')
        .values({
          user_id: user.id,
          provider: provider.name,
          subject: identity.subject,
          email: identity.email,
        })
        .execute();
      return user;
    });
  } catch (error) {
    // Two callbacks of the same person at once: the other one linked the account first.
    if (isUniqueViolation(error)) return accountForSocialIdentity(db, provider, identity);
    throw error;
  }
}
