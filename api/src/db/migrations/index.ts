import type { Migration } from 'kysely';
import * as initialSchema from './0001-initial-schema';
import * as accounts from './0002-accounts';
import * as adManagement from './0003-ad-management';
import * as business from './0005-business';

/**
 * Every migration, by name, in order. A static map rather than a folder scan because the api is bundled
 * into one file; add each new migration here.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-accounts': accounts,
  '0003-ad-management': adManagement,
  '0005-business': business,
};
