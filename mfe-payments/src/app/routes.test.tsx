import { routes } from './routes';

describe('mfe-payments routes', () => {
  it('guards promote and transaction history with auth (spec §2)', () => {
    expect(routes.map((route) => [route.path, route.guards])).toEqual([
      ['/promote/:adId?', ['auth']],
      ['/profile/transactions', ['auth']],
    ]);
  });
});
