import { useEffect, useState } from 'react';
import { STORAGE_KEYS, type CategoryTreeNode, type Currency, type Location } from '@sokoni/contracts';
import { readJson, writeStorage } from '@sokoni/shared-ui';

/**
 * What the post-ad and edit forms need from the api, as this browser last read it (on the list's filters or the
 * form): kept so that a seller who opens the form without signal, on a visit that never opened it, can still
 * write an ad, which then waits in the outbox (docs/offline.md). Not personal: the site's categories, places and
 * currencies, and the photo limit.
 */
export interface KeptCatalogue {
  categories: CategoryTreeNode[];
  locations: Location[];
  currencies: Currency[];
  maxImages?: number;
  defaultCurrency?: string;
}

/** The catalogue kept, or null while one of its lists was never read here. */
export function readKeptCatalogue(): KeptCatalogue | null {
  const kept = readJson<Partial<KeptCatalogue>>(STORAGE_KEYS.adFormCatalogue);
  return kept && Array.isArray(kept.categories) && Array.isArray(kept.locations) && Array.isArray(kept.currencies)
    ? (kept as KeptCatalogue)
    : null;
}

/** The answers already kept in this visit (the api's answers are the same objects until they change). */
const keptAnswers = new WeakSet<object>();

/**
 * Keeps the parts of the catalogue given (those not read yet are left as they were), and returns the catalogue
 * kept when the page opened. Each answer is written once: the filters' form is drawn again at every search.
 */
export function useKeptCatalogue(parts: Partial<KeptCatalogue>): KeptCatalogue | null {
  const [kept] = useState(readKeptCatalogue);
  const { categories, locations, currencies, maxImages, defaultCurrency } = parts;
  useEffect(() => {
    const lists = { categories, locations, currencies };
    const fresh = Object.fromEntries(
      Object.entries(lists).filter(([, list]) => list !== undefined && !keptAnswers.has(list)),
    );
    const stored = readJson<Partial<KeptCatalogue>>(STORAGE_KEYS.adFormCatalogue) ?? {};
    const settings = Object.fromEntries(
      Object.entries({ maxImages, defaultCurrency }).filter(
        ([name, value]) => value !== undefined && stored[name as keyof KeptCatalogue] !== value,
      ),
    );
    if (Object.keys(fresh).length === 0 && Object.keys(settings).length === 0) return;
    writeStorage(STORAGE_KEYS.adFormCatalogue, JSON.stringify({ ...stored, ...fresh, ...settings }));
    for (const list of Object.values(fresh)) keptAnswers.add(list as object);
  }, [categories, locations, currencies, maxImages, defaultCurrency]);
  return kept;
}
