import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { KeptReference } from '../services/kept-reference';

/** One active place as a search's words may name it. */
export interface PlaceName {
  id: number;
  slug: string;
  name: string;
  path: string;
  type: string;
}

/** Lower case, accents, apostrophes and hyphens gone: "Kasa-Vubu" and "kasa vubu" read the same. */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const TYPE_ORDER: Record<string, number> = { province: 0, city: 1 };

/**
 * Which of two places a name stands for first: a province ("kinshasa" is the province, not its commune of that
 * name), then a city, then a commune; the longest name first; then the oldest.
 */
export function comparePlaces(a: PlaceName, b: PlaceName): number {
  return (
    (TYPE_ORDER[a.type] ?? 2) - (TYPE_ORDER[b.type] ?? 2) || b.name.length - a.name.length || a.id - b.id
  );
}

/** The active places by their folded name, kept in this process (see KeptReference). */
export type PlaceNames = KeptReference<Map<string, PlaceName>>;

/**
 * The place each folded name stands for (see comparePlaces when several share a name): every search with words
 * asks whether they name a place, and the answer is a look-up in this map instead of a statement folding the names
 * of every place.
 */
export function keptPlaceNames(): PlaceNames {
  return new KeptReference(readPlaces);
}

async function readPlaces(db: Kysely<Database>): Promise<Map<string, PlaceName>> {
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'slug', 'name', 'path', 'type'])
    .where('is_active', '=', true)
    .execute();
  const byName = new Map<string, PlaceName>();
  for (const row of rows) {
    const folded = foldPlaceName(row.name);
    const other = byName.get(folded);
    if (!other || comparePlaces(row, other) < 0) byName.set(folded, row);
  }
  return byName;
}
