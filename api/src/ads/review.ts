import { distance } from 'fastest-levenshtein';
import type { AdReviewChanges } from '@sokoni/contracts';
import type { AdStatusColumn } from '../db/types';

/** Statuses of an approved ad: a material edit sends it back to review (when ads are reviewed at all). */
export const REVIEWED_AGAIN_WHEN_CHANGED: AdStatusColumn[] = ['active', 'inactive', 'sold', 'expired'];

/**
 * A text edit this small is a correction (a typo, an accent, a word's case), not a new ad: at most 3
 * characters changed, and at most a tenth of the text.
 */
export function isTypoLevelEdit(before: string, after: string): boolean {
  const changed = distance(before, after);
  return changed <= 3 && changed <= Math.max(1, Math.floor(before.length / 10));
}

interface ReviewedFields {
  title: string;
  description: string | null;
  /** Price in minor units of the ad's currency, or null for "price on request". */
  price: number | null;
  category: number;
}

/**
 * What an edit changes that a moderator must look at again: the title or description beyond a typo, the
 * price, the category, new photos. Null when nothing material changed. Fields left out of the edit are
 * `undefined` in `after`.
 */
export function materialChanges(
  before: ReviewedFields,
  after: { [K in keyof ReviewedFields]?: ReviewedFields[K] | undefined },
  photosAdded: number,
): AdReviewChanges | null {
  const changes: AdReviewChanges = {};
  if (after.title !== undefined && !isTypoLevelEdit(before.title, after.title))
    changes.title = { from: before.title, to: after.title };
  if (after.description !== undefined && !isTypoLevelEdit(before.description ?? '', after.description ?? ''))
    changes.description = { from: before.description, to: after.description };
  if (after.price !== undefined && after.price !== before.price)
    changes.price = { from: before.price, to: after.price };
  if (after.category !== undefined && after.category !== before.category)
    changes.category = { from: before.category, to: after.category };
  if (photosAdded > 0) changes.photos_added = photosAdded;
  return Object.keys(changes).length > 0 ? changes : null;
}
