import {
  ROUTE_REDIRECTS,
  ROUTES,
  expandOptionalSegments,
  routeHref,
  routeNamesOwnedBy,
  routesOwnedBy,
  type RouteGuard,
  type RouteName,
} from './index';

/** The product's pages and guards, one row each (`{name}` a segment, `{name optional}` an optional one). */
const SPEC_ROUTES: ReadonlyArray<[string, RouteGuard[]]> = [
  ['/', []],
  ['/test', []],
  ['/test-login', []],
  ['/test-auth', []],
  ['/login', ['guest']],
  ['/register', ['guest']],
  ['/forgot-password', ['guest']],
  ['/reset-password/{token}', ['guest']],
  ['/auth/{provider}/callback', ['guest']],
  ['/auth/social-callback', ['guest']],
  ['/auth/social-error', ['guest']],
  ['/verify-email/{id}/{hash}', []],
  ['/ads', []],
  ['/ads/{slug}', []],
  ['/post-ad', ['auth', 'verified']],
  ['/edit-ad/{slug}', ['auth']],
  ['/profile', ['auth']],
  ['/profile/transactions', ['auth']],
  ['/profile/searches', ['auth']],
  ['/saved-searches/unsubscribe', []],
  ['/business/setup', ['auth']],
  ['/business/dashboard', ['auth', 'business']],
  ['/my-ads', ['auth']],
  ['/favorites', ['auth']],
  ['/messages', ['auth']],
  ['/messages/{id}', ['auth']],
  ['/category/{slug}', []],
  ['/location/{slug}', []],
  ['/admin/settings', ['auth', 'admin']],
  ['/admin/dashboard', ['auth', 'admin']],
  ['/admin/promotions', ['auth', 'admin']],
  ['/promote/{adId optional}', ['auth']],
  ['/business/{slug}', []],
  ['/legal/terms-of-service', []],
  ['/legal/privacy-policy', []],
  ['/legal/user-agreement', []],
  ['/terms', []],
  ['/privacy', []],
  ['/agreement', []],
  ['/about', []],
  ['/contact', []],
];

const toPattern = (specRoute: string) =>
  specRoute.replace(/\{(\w+) optional\}/g, ':$1?').replace(/\{(\w+)\}/g, ':$1');

const pages = Object.values(ROUTES);
const allPatterns = [...pages.map((route) => route.pattern), ...ROUTE_REDIRECTS.map((r) => r.pattern)];

/** Whether `pathname` is matched by `pattern` (a segment for each `:name`, the optional last one may be absent). */
function matches(pattern: string, pathname: string): boolean {
  return expandOptionalSegments(pattern).some((variant) =>
    new RegExp(`^${variant.replace(/:\w+/g, '[^/]+')}$`).test(pathname),
  );
}

describe('route table', () => {
  it.each(SPEC_ROUTES)('lists %s exactly once, with its guards', (specRoute, guards) => {
    const pattern = toPattern(specRoute);
    expect(allPatterns.filter((p) => p === pattern)).toHaveLength(1);
    const page = pages.find((route) => route.pattern === pattern);
    if (page) expect(page.guards).toEqual(guards);
  });

  it('lists every pattern once', () => {
    expect(new Set(allPatterns).size).toBe(allPatterns.length);
  });

  it('gives one owner to any address: patterns that overlap belong to the same part', () => {
    for (const route of pages) {
      const sample = routeHref(route.pattern, {
        slug: 'x',
        id: 1,
        token: 't',
        provider: 'p',
        hash: 'h',
        adId: 2,
      });
      const owners = new Set(
        pages.filter((other) => matches(other.pattern, sample)).map((other) => other.owner),
      );
      expect([sample, [...owners]]).toEqual([sample, [route.owner]]);
    }
  });

  it('redirects only to pages of the table, which are public', () => {
    for (const { to } of ROUTE_REDIRECTS) expect(ROUTES[to].guards).toEqual([]);
  });

  it('renders on the server only public pages, and reads metadata by slug', () => {
    for (const route of pages) {
      if (route.serverRendered) expect(route.guards).toEqual([]);
      if ('meta' in route) {
        expect(route.serverRendered).toBe(true);
        expect(route.pattern).toMatch(/\/:slug$/);
      }
    }
  });

  it('keeps the development mailbox a development page', () => {
    expect(pages.filter((route) => 'devOnly' in route && route.devOnly)).toEqual([ROUTES.devMailbox]);
  });

  it('says which pages each part owns', () => {
    expect(routeNamesOwnedBy('payments')).toEqual(['promote', 'transactions']);
    expect(routesOwnedBy('shell').map((route) => route.pattern)).toContain('/test-auth');
    const owned = (['shell', 'ads', 'account', 'business', 'admin', 'payments'] as const).flatMap(
      routeNamesOwnedBy,
    );
    expect(owned.sort()).toEqual((Object.keys(ROUTES) as RouteName[]).sort());
  });
});

describe('routeHref', () => {
  it('fills and encodes the segments of a pattern', () => {
    expect(routeHref(ROUTES.home.pattern)).toBe('/');
    expect(routeHref(ROUTES.ad.pattern, { slug: 'a b/c' })).toBe('/ads/a%20b%2Fc');
    expect(routeHref(ROUTES.verifyEmail.pattern, { id: 12, hash: 'f0' })).toBe('/verify-email/12/f0');
    expect(routeHref(ROUTES.sellerReviews.pattern, { id: 9 })).toBe('/users/9/reviews');
  });

  it('leaves out an optional segment without a value', () => {
    expect(routeHref(ROUTES.promote.pattern)).toBe('/promote');
    expect(routeHref(ROUTES.promote.pattern, { adId: 42 })).toBe('/promote/42');
  });

  it('refuses a missing segment', () => {
    expect(() => routeHref('/ads/:slug', { slug: '' })).toThrow(':slug');
  });
});

describe('expandOptionalSegments', () => {
  it('gives a router without optional segments both addresses', () => {
    expect(expandOptionalSegments('/promote/:adId?')).toEqual(['/promote', '/promote/:adId']);
    expect(expandOptionalSegments('/:page?')).toEqual(['/', '/:page']);
    expect(expandOptionalSegments('/ads/:slug')).toEqual(['/ads/:slug']);
  });
});
