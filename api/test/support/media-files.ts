import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file stored under a media root, as sorted '/'-separated paths relative to it ([] when the folder does
 * not exist yet): what the upload tests compare before and after a request to prove nothing was left behind.
 */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
