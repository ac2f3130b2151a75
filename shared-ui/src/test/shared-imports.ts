import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as reactI18next from '../react-i18next';
import * as router from '../router';

/**
 * Browser and server builds resolve `react-router-dom` and `react-i18next` to shared-ui's trimmed re-exports
 * (router.ts, react-i18next.ts). Webpack cannot tell when a file imports a name a trimmed list lacks (it would
 * be `undefined` in the browser), so each front-end package checks its own sources with this: every value
 * imported from those packages must be exported by the trimmed module. Each package checks itself, so a
 * remote's change never makes another package's tests run again.
 */
const TRIMMED_MODULES = [
  { from: /^react-router(?:-dom)?$/, exports: router, file: path.join('shared-ui', 'src', 'router.ts') },
  { from: /^react-i18next$/, exports: reactI18next, file: path.join('shared-ui', 'src', 'react-i18next.ts') },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    // Tests' helpers (`test/`) run in Jest only, which gives them the packages themselves.
    if (statSync(full).isDirectory())
      return entry === '__fixtures__' || entry === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The files of one folder, fixtures included (for the check's own test). */
function sourceFilesOf(dir: string): string[] {
  return readdirSync(dir)
    .filter((entry) => /\.tsx?$/.test(entry))
    .map((entry) => path.join(dir, entry));
}

/** The values (not types) a source file imports by name, with the module each comes from. */
function importedValues(source: string): { name: string; from: string }[] {
  const values: { name: string; from: string }[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      values.push({ name: name.split(/\s+as\s+/)[0].trim(), from: match[3] });
    }
  }
  return values;
}

/** Values imported under `srcDir` from the router or react-i18next that their trimmed module lacks, as `name (file)`. */
export function sharedImportsMissing(srcDir: string): string[] {
  const missing = new Set<string>();
  const files = path.basename(srcDir) === '__fixtures__' ? sourceFilesOf(srcDir) : sourceFiles(srcDir);
  for (const file of files) {
    for (const { name, from } of importedValues(readFileSync(file, 'utf8'))) {
      const trimmed = TRIMMED_MODULES.find((module) => module.from.test(from));
      if (!trimmed || file.endsWith(trimmed.file)) continue;
      if (!(name in trimmed.exports)) missing.add(`${name} (${path.relative(srcDir, file)})`);
    }
  }
  return [...missing];
}
