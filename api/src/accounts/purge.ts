import type { Kysely } from 'kysely';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@sokoni/contracts';
import type { Database } from '../db/types';
import type { MediaStorage } from '../media/storage';
import { profileImageKeys } from '../auth/users';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every stored width of an ad photo (see ad_images.storage_key). */
const AD_IMAGE_WIDTHS = [400, 800, 1600];

export interface PurgedAccount {
  id: number;
  email: string;
  ads: number;
  files: number;
}

const isStorageKey = (value: string | null): value is string => !!value && !/^(https?:)?\//.test(value);

/**
 * Removes for good the accounts deleted more than 30 days ago: the user row and, through it, their ads, photos
 * rows, tokens, favourites and linked logins (one transaction per account), then their files in the media
 * storage. A file that cannot be removed is reported, not fatal: the rows are already gone.
 */
export async function purgeExpiredAccounts(
  db: Kysely<Database>,
  storage: MediaStorage,
  options: { now?: Date; log?: (message: string) => void } = {},
): Promise<PurgedAccount[]> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  const expired = await db
    .selectFrom('users')
    .where('deleted_at', '<', cutoff)
    .select(['id', 'email'])
    .orderBy('id')
    .execute();
  const purged: PurgedAccount[] = [];
  for (const candidate of expired) {
    const removal = await db.transaction().execute(async (trx) => {
      // Re-read under lock: the person may have restored the account since the list was made.
      const user = await trx
        .selectFrom('users')
        .where('id', '=', candidate.id)
        .where('deleted_at', '<', cutoff)
        .select(['id', 'email', 'profile_image'])
        .forUpdate()
        .executeTakeFirst();
      if (!user) return null;
      const ads = await trx.selectFrom('ads').where('user_id', '=', user.id).select('id').execute();
      const images = await trx
        .selectFrom('ad_images')
        .innerJoin('ads', 'ads.id', 'ad_images.ad_id')
        .where('ads.user_id', '=', user.id)
        .select('ad_images.storage_key')
        .execute();
      const business = await trx
        .selectFrom('business_profiles')
        .where('user_id', '=', user.id)
        .select('logo_path')
        .executeTakeFirst();
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
      const files = [
        ...images.flatMap((image) => AD_IMAGE_WIDTHS.map((width) => `${image.storage_key}-${width}.webp`)),
        ...(isStorageKey(user.profile_image) ? profileImageKeys(user.profile_image) : []),
        ...(isStorageKey(business?.logo_path ?? null) ? [business!.logo_path!] : []),
      ];
      return { id: user.id, email: user.email, ads: ads.length, files };
    });
    if (!removal) continue;
    let removedFiles = 0;
    for (const key of removal.files) {
      try {
        await storage.delete(key);
        removedFiles++;
      } catch (error) {
        options.log?.(`could not remove ${key}: ${(error as Error).message}`);
      }
    }
    purged.push({ id: removal.id, email: removal.email, ads: removal.ads, files: removedFiles });
    options.log?.(
      `removed account ${removal.id} <${removal.email}>: ${removal.ads} ad(s), ${removedFiles} file(s)`,
    );
  }
  return purged;
}
