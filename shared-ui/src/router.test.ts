import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as router from './router';

/**
 * Browser builds resolve `react-router-dom` to this package's trimmed router (see router.ts). Webpack cannot tell
 * when a file imports a name the trimmed list lacks (it would be `undefined` in the browser), so this test does:
 * every value imported from react-router(-dom) anywhere in the front end must be exported by router.ts.
 */
const root = path.resolve(__dirname, '../..');
const frontEnds = ['shared-ui', 'shell', 'mfe-ads', 'mfe-account', 'mfe-business', 'mfe-admin', 'mfe-payments'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
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

describe('the shared router', () => {
  it('exports every router API the front end imports', () => {
    const missing = new Set<string>();
    for (const pkg of frontEnds) {
      for (const file of sourceFiles(path.join(root, pkg, 'src'))) {
        if (file.endsWith(path.join('shared-ui', 'src', 'router.ts'))) continue;
        for (const name of importedRouterValues(readFileSync(file, 'utf8'))) {
          if (!(name in router)) missing.add(`${name} (${path.relative(root, file)})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
