import { routesOwnedBy } from '@sokoni/contracts';
import { routes } from './routes';

const guardsOf = (path: string) => routes.find((route) => route.path === path)?.guards ?? [];

describe('mfe-account routes', () => {
  it('declares the guards of spec §2', () => {
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/:token',
      '/auth/:provider/callback',
      '/auth/social-callback',
      '/auth/social-error',
    ]) {
      expect(guardsOf(path)).toEqual(['guest']);
    }
    expect(guardsOf('/verify-email/:id/:hash')).toEqual([]);
    expect(guardsOf('/email-change/undo/:id')).toEqual([]);
    expect(guardsOf('/dev/mailbox')).toEqual([]);
    for (const path of ['/profile', '/messages', '/messages/:id']) expect(guardsOf(path)).toEqual(['auth']);
  });
});

describe('mfe-account routes and the route table of @sokoni/contracts', () => {
  it('holds exactly the pages the table gives account, with the same guards', () => {
    const sorted = (list: { path: string; guards: readonly string[] }[]) =>
      [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(sorted(routes.map(({ path, guards }) => ({ path, guards: guards ?? [] })))).toEqual(
      sorted(routesOwnedBy('account').map(({ pattern, guards }) => ({ path: pattern, guards }))),
    );
  });
});
