/** Slugs of names an administrator types ("Élite Boost" → "elite-boost"): the one rule of every slug. */
export { slugify } from '../lib/slugify';

/** PostgreSQL's foreign-key violation: the row is still referenced. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23503';
}
