import { matchPath } from 'react-router-dom';
import { REMOTE_NAMES, routesOwnedBy, type RemoteName } from '@sokoni/contracts';

/**
 * Which remote owns which path (docs/routes-and-guards.md#who-draws-each-page), from the route table of
 * `@sokoni/contracts`. The shell loads only the remote that owns the current path; paths owned by nobody are the
 * shell's own (static pages, redirects, 404). The table gives one owner to any address, so order does not matter.
 */
export const REMOTE_OWNERSHIP: ReadonlyArray<{ remote: RemoteName; patterns: readonly string[] }> =
  REMOTE_NAMES.map((remote) => ({ remote, patterns: routesOwnedBy(remote).map((route) => route.pattern) }));

export function findRemoteForPath(pathname: string): RemoteName | null {
  for (const { remote, patterns } of REMOTE_OWNERSHIP) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}
