import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as router from '../router';

/**
 * Browser builds resolve `react-router-dom` to shared-ui's trimmed router (see router.ts). Webpack cannot tell
 * when a file imports a name the trimmed list lacks (it would be `undefined` in the browser), so each front-end
 * package checks its own sources with this: every value imported from react-router(-dom) must be exported by
 * router.ts. Each package checks itself, so a remote's change never makes another package's tests run again.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === '__fixtures__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** The files of one folder, fixtures included (for the check's own test). */
function sourceFilesOf(dir: string): string[] {
  return readdirSync(dir)
    .filter((entry) => /\.tsx?$/.test(entry))
    .map((entry) => path.join(dir, entry));
}

function importedRouterValues(source: string): string[] {
  const names: string[] = [];
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g;
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

/** Router values imported under `srcDir` that the shared router does not export, as `name (file)`. */
export function routerImportsMissing(srcDir: string): string[] {
  const missing = new Set<string>();
  const files = path.basename(srcDir) === '__fixtures__' ? sourceFilesOf(srcDir) : sourceFiles(srcDir);
  for (const file of files) {
    if (file.endsWith(path.join('shared-ui', 'src', 'router.ts'))) continue;
    for (const name of importedRouterValues(readFileSync(file, 'utf8'))) {
      if (!(name in router)) missing.add(`${name} (${path.relative(srcDir, file)})`);
    }
  }
  return [...missing];
}
