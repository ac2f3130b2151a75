import type { Migration } from 'kysely';
import * as initialSchema from './0001-initial-schema';
import * as accounts from './0002-accounts';
import * as adManagement from './0003-ad-management';
import * as messaging from './0004-messaging';
import * as business from './0005-business';
import * as payments from './0006-payments';
import * as admin from './0007-admin';
import * as emailChanges from './0008-email-changes';
import * as adReviewChanges from './0009-ad-review-changes';
import * as planTranslations from './0012-plan-texts-and-payment-events';
import * as photoPlaceholders from './0013-photo-placeholders';
import * as safeNames from './0014-safe-names';
import * as liveEventRetention from './0015-live-event-retention';
import * as adIdempotencyKeys from './0016-ad-idempotency-keys';
import * as searchVocabulary from './0018-search-vocabulary';
import * as sandboxCharges from './0019-sandbox-charges';
import * as liveEventSequences from './0020-live-event-sequences';
import * as savedSearches from './0021-saved-searches';
import * as categoryFields from './0022-category-fields';
import * as phoneVerification from './0023-phone-verification';
import * as adExpiryReminders from './0024-ad-expiry-reminders';
import * as boostEffects from './0027-boost-effects';
import * as categorySlugAliases from './0028-category-slug-aliases';
import * as phoneRevealsPerDay from './0029-phone-reveals-per-day';
import * as placeAndCategoryWalks from './0030-place-and-category-walks';
import * as searchWithoutPendingLists from './0031-search-without-pending-lists';
import * as makeAndYearIndex from './0032-make-and-year-index';
import * as categoryInAPlaceIndex from './0033-category-in-a-place-index';

/**
 * Every migration, by name, in order. A static map rather than a folder scan because the api is bundled
 * into one file; add each new migration here.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-accounts': accounts,
  '0003-ad-management': adManagement,
  '0004-messaging': messaging,
  '0005-business': business,
  '0006-payments': payments,
  '0007-admin': admin,
  '0008-email-changes': emailChanges,
  '0009-ad-review-changes': adReviewChanges,
  '0012-plan-texts-and-payment-events': planTranslations,
  '0013-photo-placeholders': photoPlaceholders,
  '0014-safe-names': safeNames,
  '0015-live-event-retention': liveEventRetention,
  '0016-ad-idempotency-keys': adIdempotencyKeys,
  '0018-search-vocabulary': searchVocabulary,
  '0019-sandbox-charges': sandboxCharges,
  '0020-live-event-sequences': liveEventSequences,
  '0021-saved-searches': savedSearches,
  '0022-category-fields': categoryFields,
  '0023-phone-verification': phoneVerification,
  '0024-ad-expiry-reminders': adExpiryReminders,
  '0027-boost-effects': boostEffects,
  '0028-category-slug-aliases': categorySlugAliases,
  '0029-phone-reveals-per-day': phoneRevealsPerDay,
  '0030-place-and-category-walks': placeAndCategoryWalks,
  '0031-search-without-pending-lists': searchWithoutPendingLists,
  '0032-make-and-year-index': makeAndYearIndex,
  '0033-category-in-a-place-index': categoryInAPlaceIndex,
};
