import { routesOwnedBy } from '@sokoni/contracts';
import { routes } from './routes';

describe('mfe-payments routes and the page table of @sokoni/contracts', () => {
  it('draws exactly the pages the table gives payments, in its order, with its addresses and guards', () => {
    expect(routes.map(({ path, guards }) => ({ path, guards }))).toEqual(
      routesOwnedBy('payments').map(({ pattern, guards }) => ({ path: pattern, guards })),
    );
  });
});
