import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@sokoni/contracts';

/**
 * Which remote owns which path (ARCHITECTURE.md §5). The shell loads only the remote that owns the current
 * path; paths owned by nobody are the shell's own (static pages, redirects, 404).
 * Order matters: `/profile/transactions` belongs to payments although `/profile` belongs to account.
 */
export const REMOTE_OWNERSHIP: ReadonlyArray<{ remote: RemoteName; patterns: readonly string[] }> = [
  { remote: 'payments', patterns: ['/profile/transactions', '/promote/*'] },
  {
    remote: 'ads',
    patterns: [
      '/',
      '/ads/*',
      '/post-ad',
      '/edit-ad/*',
      '/my-ads',
      '/favorites',
      '/category/*',
      '/location/*',
    ],
  },
  {
    remote: 'account',
    patterns: [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/*',
      '/auth/*',
      '/verify-email/*',
      '/email-change/undo/*',
      '/profile',
      '/messages/*',
      '/users/:id/reviews',
      '/dev/mailbox',
    ],
  },
  { remote: 'business', patterns: ['/business/*'] },
  { remote: 'admin', patterns: ['/admin/*'] },
];

export function findRemoteForPath(pathname: string): RemoteName | null {
  for (const { remote, patterns } of REMOTE_OWNERSHIP) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}
