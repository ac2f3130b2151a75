import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The `ads` texts are split in files (src/locales/{fr,en}/*.json): `core.json` is fetched with the route table,
 * each other file only with the pages that name it in routes.tsx (`lazyPage(…, ['ads/<part>'])`). A text used
 * by a page but kept in another page's file would show as its key until that file happens to arrive: every text
 * a source file names must be in `core.json` or in a part its page asks for.
 */
const SRC = path.resolve(__dirname, '..');
const PART_FILES: Record<string, string> = {
  home: 'home',
  browse: 'browse',
  details: 'details',
  adForm: 'ad-form',
  myAds: 'my-ads',
};
const SECTIONS = 'home|browse|details|category|location|errors|loading|adForm|myAds|favorites';

type Dictionary = { [key: string]: string | Dictionary };

function dictionary(locale: string, file: string): Dictionary {
  return JSON.parse(readFileSync(path.join(SRC, 'locales', locale, `${file}.json`), 'utf8')) as Dictionary;
}

function keysOf(node: Dictionary, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === 'test' || entry === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The parts each feature folder's pages ask for, read from routes.tsx. */
function partsByFeature(): Map<string, string[]> {
  const routes = readFileSync(path.join(SRC, 'app', 'routes.tsx'), 'utf8');
  const parts = new Map<string, string[]>();
  for (const match of routes.matchAll(
    /lazyPage\(\s*\(\) => import\('\.\.\/features\/([\w-]+)\/[^']+'\),\s*'\w+',?\s*(?:\[([^\]]*)\])?/g,
  )) {
    const asked = [...(match[2] ?? '').matchAll(/'ads\/(\w+)'/g)].map((part) => part[1]);
    parts.set(match[1], [...new Set([...(parts.get(match[1]) ?? []), ...asked])]);
  }
  return parts;
}

/** The texts a file names literally (`t('details.title')`, `titleKey: 'ads:home.title'`, key tables). */
function namedKeys(source: string): string[] {
  const pattern = new RegExp(`['"\`](?:ads:)?((?:${SECTIONS})(?:\\.[\\w]+)+)['"\`]`, 'g');
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

function has(texts: readonly string[], key: string): boolean {
  return texts.includes(key) || texts.some((text) => text.startsWith(`${key}_`));
}

describe.each(['fr', 'en'])('the ads texts in %s', (locale) => {
  const core = keysOf(dictionary(locale, 'core'));
  const byFeature = partsByFeature();

  it('are found by routes.tsx for every feature with pages', () => {
    expect([...byFeature.keys()].sort()).toEqual([
      'ad-details',
      'ad-form',
      'browse',
      'favorites',
      'home',
      'my-ads',
    ]);
  });

  it('named by a source file are in core.json or in a part its pages ask for', () => {
    const misplaced: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const feature = /[\\/]features[\\/]([\w-]+)[\\/]/.exec(file)?.[1];
      const parts = feature ? (byFeature.get(feature) ?? []) : [];
      const available = [...core, ...parts.flatMap((part) => keysOf(dictionary(locale, PART_FILES[part])))];
      for (const key of namedKeys(readFileSync(file, 'utf8'))) {
        if (!has(available, key)) misplaced.push(`${key} (${path.relative(SRC, file)})`);
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('are in one file each, the same keys in both languages', () => {
    const other = locale === 'fr' ? 'en' : 'fr';
    const files = ['core', ...Object.values(PART_FILES)];
    const all = files.flatMap((file) => keysOf(dictionary(locale, file)));
    expect(all.length).toBe(new Set(all).size);
    for (const file of files) {
      expect(keysOf(dictionary(locale, file)).sort()).toEqual(keysOf(dictionary(other, file)).sort());
    }
  });
});
