import type { ImageDecoder } from '../media/image-decoder';
import type { Kysely } from 'kysely';
import type { BusinessProfile, BusinessProfileRequest, User } from '@sokoni/contracts';
import { isUniqueViolation } from '../db/errors';
import { normalisePhone } from '../lib/phone';
import { presentUser } from '../auth/users';
import type { BusinessProfileRow, Database, UserRow } from '../db/types';
import { ApiError, forbidden, invalidFields } from '../errors';
import type { MessageKey } from '../i18n/messages';
import {
  encodeLogo,
  isAcceptedLogo,
  LOGO_VARIANTS,
  logoPrefix,
  storedLogoKeys,
} from '../media/business-logos';
import { decodePhoto, PhotoChange, removePhotos } from '../media/photo-store';
import type { MediaStorage } from '../media/storage';
import { changeBusinessSlug, freeBusinessSlug, refuseReservedName } from './slugs';

export interface BusinessContext {
  db: Kysely<Database>;
  storage: MediaStorage;
  /** Decodes the logo with the api's pixel and concurrency limits. */
  images: ImageDecoder;
}

/** A stored key or an external address, as the URL a browser fetches. */
export function logoUrl(storage: MediaStorage, logoPath: string | null): string | null {
  if (!logoPath) return null;
  return /^(https?:)?\//.test(logoPath) ? logoPath : storage.publicUrl(logoPath);
}

export function presentBusinessProfile(storage: MediaStorage, row: BusinessProfileRow): BusinessProfile {
  return {
    id: row.id,
    business_name: row.business_name,
    slug: row.slug,
    description: row.description,
    phone_number: row.phone_number,
    address: row.address,
    website: row.website,
    logo_url: logoUrl(storage, row.logo_path),
  };
}

interface ProfileValues {
  business_name: string;
  description: string;
  phone_number: string | null;
  address: string | null;
  website: string | null;
}

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The form's values as stored: trimmed, empty optional fields as null, the phone number in international form
 * (Congolese numbers may be typed without +243). What the schema cannot say is checked here.
 */
export function profileValues(body: BusinessProfileRequest): ProfileValues {
  const errors: Record<string, MessageKey[]> = {};
  const name = body.business_name.trim();
  const description = body.description.trim();
  if (name === '') errors.business_name = ['validation.required'];
  if (description === '') errors.description = ['validation.required'];
  const phoneInput = blankToNull(body.phone_number);
  const phone = phoneInput === null ? null : normalisePhone(phoneInput);
  if (phoneInput !== null && phone === null) errors.phone_number = ['validation.phone'];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return {
    business_name: name,
    description,
    phone_number: phone,
    address: blankToNull(body.address),
    website: blankToNull(body.website),
  };
}

/** The business profile of a business account, or 403 for anyone else. */
export async function ownBusinessProfile(db: Kysely<Database>, user: UserRow): Promise<BusinessProfileRow> {
  const profile =
    user.account_type === 'business'
      ? await db.selectFrom('business_profiles').where('user_id', '=', user.id).selectAll().executeTakeFirst()
      : undefined;
  if (!profile) throw forbidden('business.required');
  return profile;
}

/** Retries a write that lost a race for a slug (two shops of the same name at the same moment). */
async function withSlugRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * Turns an account into a business account with its profile, in one transaction; an account that already is
 * one gets 409 and nothing changes.
 */
export async function convertToBusiness(
  context: BusinessContext,
  userId: number,
  body: BusinessProfileRequest,
): Promise<User> {
  const values = profileValues(body);
  refuseReservedName(values.business_name);
  const user = await withSlugRetry(() =>
    context.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('users')
        .where('id', '=', userId)
        .selectAll()
        .forUpdate()
        .executeTakeFirstOrThrow();
      const existing = await trx
        .selectFrom('business_profiles')
        .where('user_id', '=', userId)
        .select('id')
        .executeTakeFirst();
      if (locked.account_type === 'business' || existing) throw new ApiError(409, 'business.alreadyBusiness');
      const slug = await freeBusinessSlug(trx, values.business_name);
      await trx
        .insertInto('business_profiles')
        .values({ user_id: userId, slug, ...values })
        .execute();
      return trx
        .updateTable('users')
        .set({ account_type: 'business', updated_at: new Date() })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
    }),
  );
  return presentUser(context.db, context.storage, user);
}

/**
 * Saves the profile. A new name gives a new slug (never a reserved one); the old one is remembered for a while
 * so that links already shared keep leading to the storefront, within the limits of `changeBusinessSlug`.
 */
export async function updateBusinessProfile(
  context: BusinessContext,
  user: UserRow,
  body: BusinessProfileRequest,
): Promise<BusinessProfile> {
  const values = profileValues(body);
  const row = await withSlugRetry(() =>
    context.db.transaction().execute(async (trx) => {
      const profile = await ownBusinessProfile(trx as unknown as Kysely<Database>, user);
      // One change of address at a time per shop, so two saves at once cannot both slip under the limit.
      await trx
        .selectFrom('business_profiles')
        .where('id', '=', profile.id)
        .select('id')
        .forUpdate()
        .execute();
      let slug = profile.slug;
      if (values.business_name !== profile.business_name) {
        refuseReservedName(values.business_name);
        slug = await freeBusinessSlug(trx, values.business_name, profile.id);
      }
      if (slug !== profile.slug) await changeBusinessSlug(trx, profile.id, profile.slug, slug);
      return trx
        .updateTable('business_profiles')
        .set({ ...values, slug, updated_at: new Date() })
        .where('id', '=', profile.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }),
  );
  return presentBusinessProfile(context.storage, row);
}

/**
 * Replaces the logo. The new files are written first; if saving the row fails they are removed, and the old
 * files are removed only once the row points at the new ones.
 */
export async function replaceLogo(
  context: BusinessContext,
  user: UserRow,
  image: Buffer,
): Promise<BusinessProfile> {
  const profile = await ownBusinessProfile(context.db, user);
  if (!(await isAcceptedLogo(image))) throw invalidFields({ logo: ['business.logoType'] });
  const decoded = await decodePhoto(context.images, image, (open) => encodeLogo(open()));
  // Bytes that look like an image but do not decode (truncated, corrupt, too many pixels).
  if (!decoded.ok) throw invalidFields({ logo: ['business.logoType'] });
  const change = new PhotoChange(context.storage);
  const keys = await change.write(
    logoPrefix(profile.id),
    LOGO_VARIANTS.map((variant, index) => [variant.suffix, decoded.value[index]] as const),
  );
  change.replaces(storedLogoKeys(profile.logo_path));
  const row = await change.save(() =>
    context.db
      .updateTable('business_profiles')
      .set({ logo_path: keys[1], updated_at: new Date() })
      .where('id', '=', profile.id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return presentBusinessProfile(context.storage, row);
}

/** Removes the logo (the storefront then shows its placeholder). */
export async function removeLogo(context: BusinessContext, user: UserRow): Promise<BusinessProfile> {
  const profile = await ownBusinessProfile(context.db, user);
  const row = await context.db
    .updateTable('business_profiles')
    .set({ logo_path: null, updated_at: new Date() })
    .where('id', '=', profile.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await removePhotos(context.storage, storedLogoKeys(profile.logo_path));
  return presentBusinessProfile(context.storage, row);
}
