import type { Kysely } from 'kysely';
import type { User } from '@sokoni/contracts';
import type { Database, UserRow } from '../db/types';
import type { MediaStorage } from '../media/storage';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Profile photos are stored as `<prefix>-256.webp` and `<prefix>-512.webp`; the row keeps the 256 key. */
export function profileImageKeys(key: string): string[] {
  return key.endsWith('-256.webp') ? [key, key.replace(/-256\.webp$/, '-512.webp')] : [key];
}

function imageUrl(key: string | null, storage: MediaStorage): string | null {
  if (!key) return null;
  return /^(https?:)?\//.test(key) ? key : storage.publicUrl(key);
}

/** The signed-in user's own record (contracts `User`). */
export async function presentUser(db: Kysely<Database>, storage: MediaStorage, row: UserRow): Promise<User> {
  const business = await db
    .selectFrom('business_profiles')
    .where('user_id', '=', row.id)
    .selectAll()
    .executeTakeFirst();
  const large = row.profile_image?.endsWith('-256.webp') ? profileImageKeys(row.profile_image)[1] : null;
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    bio: row.bio,
    profile_image: imageUrl(row.profile_image, storage),
    profile_image_large: large ? storage.publicUrl(large) : imageUrl(row.profile_image, storage),
    email_verified: row.email_verified_at !== null,
    email_verified_at: iso(row.email_verified_at),
    account_type: row.account_type,
    is_admin: row.is_admin,
    is_banned: row.is_banned,
    is_verified: row.is_verified,
    verification_reason: row.verification_reason,
    preferred_language: row.preferred_language,
    preferred_theme: row.preferred_theme,
    preferred_currency: row.preferred_currency,
    business_profile: business
      ? {
          id: business.id,
          business_name: business.business_name,
          slug: business.slug,
          description: business.description,
          phone_number: business.phone_number,
          address: business.address,
          website: business.website,
          logo_url: imageUrl(business.logo_path, storage),
        }
      : null,
    deleted_at: iso(row.deleted_at),
    date_of_birth: row.date_of_birth,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').where('id', '=', id).selectAll().executeTakeFirst();
}

/** Addresses compare without case or surrounding spaces (the unique index is on lower(email)). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email)))
    .selectAll()
    .executeTakeFirst();
}
