import { routesOwnedBy } from '@sokoni/contracts';
import { routes } from './routes';

describe('mfe-ads route table', () => {
  const byPath = Object.fromEntries(routes.map((route) => [route.path, route]));

  it('owns the pages of ARCHITECTURE §5', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(
      ['/', '/ads', '/ads/:slug', '/category/:slug', '/edit-ad/:slug', '/favorites', '/location/:slug', '/my-ads', '/post-ad'].sort(),
    );
  });

  it('guards the signed-in pages as spec §2 says', () => {
    expect(byPath['/post-ad'].guards).toEqual(['auth', 'verified']);
    expect(byPath['/edit-ad/:slug'].guards).toEqual(['auth']);
    expect(byPath['/my-ads'].guards).toEqual(['auth']);
    expect(byPath['/favorites'].guards).toEqual(['auth']);
    for (const path of ['/', '/ads', '/ads/:slug', '/category/:slug', '/location/:slug']) {
      expect(byPath[path].guards ?? []).toEqual([]);
    }
  });

  it('names every page with a translated title key', () => {
    for (const route of routes) expect(route.titleKey).toMatch(/^ads:/);
    expect(byPath['/ads'].titleKey).toBe('ads:browse.title');
  });
});

describe('mfe-ads routes and the route table of @sokoni/contracts', () => {
  it('holds exactly the pages the table gives ads, with the same guards', () => {
    const sorted = (list: { path: string; guards: readonly string[] }[]) =>
      [...list].sort((a, b) => a.path.localeCompare(b.path));
    expect(sorted(routes.map(({ path, guards }) => ({ path, guards: guards ?? [] })))).toEqual(
      sorted(routesOwnedBy('ads').map(({ pattern, guards }) => ({ path: pattern, guards }))),
    );
  });
});
