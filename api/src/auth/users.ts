import type { Kysely } from 'kysely';
import type { SellerSummary, User } from '@sokoni/contracts';
import type { Database, UserRow } from '../db/types';
import { mediaUrl, type MediaStorage } from '../media/storage';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Profile photos are stored as `<prefix>-256.webp` and `<prefix>-512.webp`; the row keeps the 256 key. */
export function profileImageKeys(key: string): string[] {
  return key.endsWith('-256.webp') ? [key, key.replace(/-256\.webp$/, '-512.webp')] : [key];
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
    phone_verified: row.phone !== null && row.phone_verified_at !== null,
    show_phone: row.show_phone,
    bio: row.bio,
    profile_image: mediaUrl(row.profile_image, storage),
    profile_image_large: large ? storage.publicUrl(large) : mediaUrl(row.profile_image, storage),
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
          logo_url: mediaUrl(business.logo_path, storage),
        }
      : null,
    deleted_at: iso(row.deleted_at),
    date_of_birth: row.date_of_birth,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The columns a seller's summary is made of: `users` joined with its `business_profiles` row. */
export const SELLER_SUMMARY_COLUMNS = [
  'users.id',
  'users.name',
  'users.username',
  'users.account_type',
  'users.is_verified',
  'business_profiles.business_name',
  'business_profiles.slug as business_slug',
] as const;

type SellerSummaryRow = Pick<UserRow, 'id' | 'name' | 'username' | 'account_type' | 'is_verified'> & {
  business_name: string | null;
  business_slug: string | null;
};

/** Who sells an ad, as cards and seller pages show it (a business shows its shop's name and link). */
export function presentSellerSummary(seller: SellerSummaryRow): SellerSummary {
  return {
    id: seller.id,
    name: seller.name,
    username: seller.username,
    account_type: seller.account_type,
    business_profile:
      seller.account_type === 'business' && seller.business_name && seller.business_slug
        ? { name: seller.business_name, slug: seller.business_slug }
        : null,
    is_verified: seller.is_verified,
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
