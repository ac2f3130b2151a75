import { routesOwnedBy } from '@sokoni/contracts';
import { routes } from './routes';

describe('mfe-ads route table', () => {
  const byPath = Object.fromEntries(routes.map((route) => [route.path, route]));

  it('names every page with a translated title key', () => {
    for (const route of routes) expect(route.titleKey).toMatch(/^ads:/);
    expect(byPath['/ads'].titleKey).toBe('ads:browse.title');
  });
});

describe('mfe-ads routes and the page table of @sokoni/contracts', () => {
  it('draws exactly the pages the table gives ads, in its order, with its addresses and guards', () => {
    expect(routes.map(({ path, guards }) => ({ path, guards }))).toEqual(
      routesOwnedBy('ads').map(({ pattern, guards }) => ({ path: pattern, guards })),
    );
  });
});
