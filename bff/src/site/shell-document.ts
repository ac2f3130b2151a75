import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { INLINED_SCRIPTS, inlineScripts, type InlinedDocument } from './inline-scripts';

export type ShellDocument = {
  /** The shell's built index.html with its first-paint scripts written in, or null when it is not built. */
  read(): Promise<InlinedDocument | null>;
};

/** The size and time of each file the document is made of: a change to any of them reads it again. */
async function versionOf(files: string[]): Promise<string> {
  const parts = await Promise.all(
    files.map((file) =>
      stat(file).then(
        (info) => `${info.mtimeMs}:${info.size}`,
        () => '-',
      ),
    ),
  );
  return parts.join('|');
}

/**
 * Reads `<dist>/index.html`, kept in memory until it or a script written into it changes (a new shell build is
 * picked up live).
 */
export function createShellDocument(dist: string, fileName = 'index.html'): ShellDocument {
  const file = path.join(dist, fileName);
  const files = [file, ...INLINED_SCRIPTS.map((name) => path.join(dist, name))];
  let cached: { version: string; document: InlinedDocument } | undefined;
  return {
    async read() {
      try {
        const version = await versionOf(files);
        if (cached && cached.version === version) return cached.document;
        const document = await inlineScripts(await readFile(file, 'utf8'), dist);
        cached = { version, document };
        return document;
      } catch {
        cached = undefined;
        return null;
      }
    },
  };
}
