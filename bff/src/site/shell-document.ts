import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export type ShellDocument = {
  /** The shell's built index.html, or null when the shell is not built. */
  read(): Promise<string | null>;
};

/** Reads `<dist>/index.html`, kept in memory until the file changes (a new shell build is picked up live). */
export function createShellDocument(dist: string, fileName = 'index.html'): ShellDocument {
  const file = path.join(dist, fileName);
  let cached: { mtimeMs: number; size: number; html: string } | undefined;
  return {
    async read() {
      try {
        const info = await stat(file);
        if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.html;
        const html = await readFile(file, 'utf8');
        cached = { mtimeMs: info.mtimeMs, size: info.size, html };
        return html;
      } catch {
        cached = undefined;
        return null;
      }
    },
  };
}
