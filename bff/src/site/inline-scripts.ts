import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * Small scripts of the shell that the page needs before anything else: the theme, which must run before the
 * first paint (the page never flashes the wrong colours), the one that starts the app's scripts and the one that
 * shows an ad tapped before they run (`whole-page.js`, which loads a page cut short again, is an `async` script of
 * its own: written in, it took the heaviest ad page past its first round trip). A
 * `<script src>` costs one more round trip, which on 3G is a third of a second; written into the page
 * instead, it costs nothing. The CSP still forbids inline scripts: each one written in is allowed by its
 * SHA-256 hash, on that response only.
 */
export const INLINED_SCRIPTS = ['theme-boot.js', 'start-app.js', 'early-tap.js'] as const;

export type InlinedDocument = { html: string; scriptHashes: string[] };

/** Replaces `<script src="/<name>"></script>` by the file's text; a missing file keeps its tag. */
export async function inlineScripts(html: string, dist: string): Promise<InlinedDocument> {
  let out = html;
  const scriptHashes: string[] = [];
  for (const name of INLINED_SCRIPTS) {
    const tag = new RegExp(`<script src="/${name.replace('.', '\\.')}"></script>`);
    if (!tag.test(out)) continue;
    let source: string;
    try {
      source = await readFile(path.join(dist, name), 'utf8');
    } catch {
      continue;
    }
    // A script's text ends at the first `</script`: a file that holds one cannot be written in safely.
    if (/<\/script/i.test(source)) continue;
    scriptHashes.push(`'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`);
    out = out.replace(tag, () => `<script>${source}</script>`);
  }
  return { html: out, scriptHashes };
}

/** Adds the hashes of the scripts written into this response to its CSP's `script-src`. */
export function allowInlinedScripts(reply: FastifyReply, scriptHashes: readonly string[]): void {
  if (scriptHashes.length === 0) return;
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const hashes = scriptHashes.join(' ');
  const next = /(^|;)\s*script-src\b/.test(policy)
    ? policy.replace(/((?:^|;)\s*script-src\b[^;]*)/, (directive) => `${directive} ${hashes}`)
    : `${policy};script-src 'self' ${hashes}`;
  reply.header('content-security-policy', next);
}
