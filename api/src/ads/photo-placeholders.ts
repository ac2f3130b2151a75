import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { AD_PHOTO_VARIANTS, dataSaverColumns, encodePlaceholder, type AdPhotoSuffix } from '../media/ad-photos';
import type { ImageDecoder } from '../media/image-decoder';
import { variantKey } from '../media/photo-store';
import type { MediaStorage } from '../media/storage';

export interface PlaceholderFillContext {
  db: Kysely<Database>;
  storage: MediaStorage;
  images: ImageDecoder;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface PlaceholderFillResult {
  /** Photos that now have their preview and byte sizes. */
  filled: number;
  /** Photos whose stored files are missing or do not decode: marked so that they are not tried again. */
  unreadable: number;
  /** Photos skipped on a passing storage error: the next run tries them again. */
  skipped: number;
}

/** Rows read per query: small, so that a run never holds many photos in memory. */
const BATCH_SIZE = 20;

/**
 * Gives photos stored before the data saver existed their blurred preview and byte sizes, from their stored
 * files. One photo at a time through the api's decoder (its concurrency limit is shared with uploads), in
 * id order, each row visited once per run; a row is written only while it still has no preview, so runs of
 * several api instances, or an edit meanwhile, do no harm. A photo whose card file is gone or unreadable gets
 * an empty preview (never tried again); a storage error leaves it for the next run.
 */
export async function fillPhotoPlaceholders(context: PlaceholderFillContext): Promise<PlaceholderFillResult> {
  const result: PlaceholderFillResult = { filled: 0, unreadable: 0, skipped: 0 };
  let after = 0;
  for (;;) {
    const rows = await context.db
      .selectFrom('ad_images')
      .where('placeholder', 'is', null)
      .where('id', '>', after)
      .select(['id', 'storage_key'])
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute();
    if (rows.length === 0) return result;
    for (const row of rows) {
      after = row.id;
      let files: Partial<Record<AdPhotoSuffix, Buffer>>;
      try {
        files = await readVariants(context.storage, row.storage_key);
      } catch (error) {
        context.log?.warn({ err: error, imageId: row.id }, 'photo placeholder: storage unavailable');
        result.skipped += 1;
        continue;
      }
      const card = files['400'];
      let placeholder = '';
      if (card) {
        try {
          placeholder = await context.images.decode(card, (open) => encodePlaceholder(open()));
        } catch (error) {
          context.log?.warn({ err: error, imageId: row.id }, 'photo placeholder: card photo does not decode');
        }
      }
      const complete = AD_PHOTO_VARIANTS.every((variant) => files[variant.suffix]);
      const columns = complete
        ? dataSaverColumns(files as Record<AdPhotoSuffix, Buffer>, placeholder)
        : { placeholder };
      await context.db
        .updateTable('ad_images')
        .set(columns)
        .where('id', '=', row.id)
        .where('placeholder', 'is', null)
        .execute();
      if (placeholder) result.filled += 1;
      else result.unreadable += 1;
    }
  }
}

/** The photo's stored widths that exist (a missing one is left out). */
async function readVariants(
  storage: MediaStorage,
  prefix: string,
): Promise<Partial<Record<AdPhotoSuffix, Buffer>>> {
  const files: Partial<Record<AdPhotoSuffix, Buffer>> = {};
  for (const variant of AD_PHOTO_VARIANTS) {
    const stored = await storage.get(variantKey(prefix, variant.suffix));
    if (stored) files[variant.suffix] = stored.body;
  }
  return files;
}
