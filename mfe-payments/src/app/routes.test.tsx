import { routesOwnedBy } from '@sokoni/contracts';
import { routes } from './routes';

describe('mfe-payments routes', () => {
  it('guards promote and transaction history with auth (spec §2)', () => {
    expect(routes.map((route) => [route.path, route.guards])).toEqual([
      ['/promote/:adId?', ['auth']],
      ['/profile/transactions', ['auth']],
    ]);
  });
});

describe('mfe-payments routes and the route table of @sokoni/contracts', () => {
  it('holds exactly the pages the table gives payments, with the same guards', () => {
    const sorted = (list: { path: string; guards: readonly string[] }[]) =>
      [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(sorted(routes.map(({ path, guards }) => ({ path, guards: guards ?? [] })))).toEqual(
      sorted(routesOwnedBy('payments').map(({ pattern, guards }) => ({ path: pattern, guards }))),
    );
  });
});
