import { findRemoteForPath } from './ownership';

describe('route ownership (from the page table of @sokoni/contracts)', () => {
  it.each([
    ['/', 'ads'],
    ['/ads', 'ads'],
    ['/ads/toyota-rav4', 'ads'],
    ['/post-ad', 'ads'],
    ['/edit-ad/x', 'ads'],
    ['/my-ads', 'ads'],
    ['/favorites', 'ads'],
    ['/category/cars', 'ads'],
    ['/location/gombe', 'ads'],
    ['/login', 'account'],
    ['/reset-password/abc', 'account'],
    ['/auth/google/callback', 'account'],
    ['/verify-email/1/hash', 'account'],
    ['/email-change/undo/3', 'account'],
    ['/profile', 'account'],
    ['/messages', 'account'],
    ['/messages/4', 'account'],
    ['/dev/mailbox', 'account'],
    ['/users/9/reviews', 'account'],
    ['/profile/transactions', 'payments'],
    ['/promote', 'payments'],
    ['/promote/12', 'payments'],
    ['/business/setup', 'business'],
    ['/business/dashboard', 'business'],
    ['/business/mama-shop', 'business'],
    ['/admin/dashboard', 'admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findRemoteForPath(path)).toBe(remote);
  });

  it.each([
    '/about',
    '/contact',
    '/legal/privacy-policy',
    '/terms',
    '/test',
    '/test-auth',
    '/unknown',
    '/adsx',
    // An address under a remote's pages that is none of them is the shell's 404, without loading the remote.
    '/ads/x/y',
    '/admin/users/12/edit',
    '/promote/12/x',
  ])('%s is the shell’s', (path) => {
    expect(findRemoteForPath(path)).toBeNull();
  });
});
