import type { RemoteName } from './constants';

/**
 * Guards (docs/routes-and-guards.md#guards): guest = logged-out users only; auth = login needed; verified =
 * verified email needed.
 */
export type RouteGuard = 'guest' | 'auth' | 'verified' | 'admin' | 'business';

/** Who draws a page: the remote that owns it, or the shell itself (static pages, redirects, 404). */
export type RouteOwner = RemoteName | 'shell';

/** Pages whose HTML the bff completes with metadata read from the api (title, Open Graph, JSON-LD). */
export type RouteMetaKind = 'ad' | 'category' | 'location' | 'storefront';

/** One page of the site. */
export interface PageRoute {
  /**
   * Router pattern, the same for react-router and Fastify: `:name` is one segment, `:name?` an optional last
   * segment.
   */
  readonly pattern: string;
  readonly owner: RouteOwner;
  /** The page's guards, in the order the page declares them; empty for a public page. */
  readonly guards: readonly RouteGuard[];
  /** The bff renders it on the server for visitors (the public pages); the others render in the browser. */
  readonly serverRendered: boolean;
  /** The bff reads this page's metadata from the api by the `:slug` of its address. */
  readonly meta?: RouteMetaKind;
  /** A development aid: the bff answers it with 404 in production. */
  readonly devOnly?: boolean;
}

const page = <O extends RouteOwner, P extends string>(
  owner: O,
  pattern: P,
  guards: readonly RouteGuard[] = [],
  extra: Pick<PageRoute, 'serverRendered' | 'meta' | 'devOnly'> = { serverRendered: false },
): PageRoute & { readonly owner: O; readonly pattern: P } => ({ pattern, owner, guards, ...extra });

const SERVER_RENDERED = { serverRendered: true } as const;
const AUTH: readonly RouteGuard[] = ['auth'];
const GUEST: readonly RouteGuard[] = ['guest'];
const ADMIN: readonly RouteGuard[] = ['auth', 'admin'];

/**
 * Every page of the site (docs/routes-and-guards.md), each once: its pattern, who owns it,
 * its guards, and how the bff serves it. The shell's ownership, the bff's pages and 404 decisions and the
 * link helpers of shared-ui (`paths`) are derived from it; each remote's tests check its routes against it.
 */
export const ROUTES = {
  home: page('ads', '/', [], SERVER_RENDERED),
  browse: page('ads', '/ads', [], SERVER_RENDERED),
  ad: page('ads', '/ads/:slug', [], { serverRendered: true, meta: 'ad' }),
  postAd: page('ads', '/post-ad', ['auth', 'verified']),
  editAd: page('ads', '/edit-ad/:slug', AUTH),
  myAds: page('ads', '/my-ads', AUTH),
  /** Opened from the expiry reminder mail: renews the ad in one tap, without signing in. */
  renewAd: page('ads', '/renew/:token'),
  favorites: page('ads', '/favorites', AUTH),
  category: page('ads', '/category/:slug', [], { serverRendered: true, meta: 'category' }),
  location: page('ads', '/location/:slug', [], { serverRendered: true, meta: 'location' }),

  login: page('account', '/login', GUEST),
  register: page('account', '/register', GUEST),
  forgotPassword: page('account', '/forgot-password', GUEST),
  resetPassword: page('account', '/reset-password/:token', GUEST),
  socialProviderCallback: page('account', '/auth/:provider/callback', GUEST),
  socialCallback: page('account', '/auth/social-callback', GUEST),
  socialError: page('account', '/auth/social-error', GUEST),
  verifyEmail: page('account', '/verify-email/:id/:hash'),
  /** Opened from the mail sent to the old address after an email change; undoes it. */
  undoEmailChange: page('account', '/email-change/undo/:id'),
  profile: page('account', '/profile', AUTH),
  /** « Mes recherches »: the saved searches, their new results and alerts. */
  savedSearches: page('account', '/profile/searches', AUTH),
  /** The one-click unsubscribe link of a saved search's alert mail (no sign-in needed). */
  savedSearchUnsubscribe: page('account', '/saved-searches/unsubscribe'),
  messages: page('account', '/messages', AUTH),
  conversation: page('account', '/messages/:id', AUTH),
  /** A seller's reviews with their rating summary; the seller answers them here. */
  sellerReviews: page('account', '/users/:id/reviews'),
  /** The embedded mailbox: mailed verification and reset links, for whoever runs the site locally. */
  devMailbox: page('account', '/dev/mailbox', [], { serverRendered: false, devOnly: true }),

  /** A user already of business type is sent on to the business dashboard (by the page). */
  businessSetup: page('business', '/business/setup', AUTH),
  businessDashboard: page('business', '/business/dashboard', ['auth', 'business']),
  storefront: page('business', '/business/:slug', [], { serverRendered: true, meta: 'storefront' }),

  promote: page('payments', '/promote/:adId?', AUTH),
  transactions: page('payments', '/profile/transactions', AUTH),

  adminDashboard: page('admin', '/admin/dashboard', ADMIN),
  adminSettings: page('admin', '/admin/settings', ADMIN),
  adminPromotions: page('admin', '/admin/promotions', ADMIN),
  adminPending: page('admin', '/admin/pending', ADMIN),
  adminAds: page('admin', '/admin/ads', ADMIN),
  adminReports: page('admin', '/admin/reports', ADMIN),
  adminUsers: page('admin', '/admin/users', ADMIN),
  adminCategories: page('admin', '/admin/categories', ADMIN),
  adminLocations: page('admin', '/admin/locations', ADMIN),
  adminCurrencies: page('admin', '/admin/currencies', ADMIN),
  adminLanguages: page('admin', '/admin/languages', ADMIN),
  adminTranslations: page('admin', '/admin/translations', ADMIN),
  adminAuditLog: page('admin', '/admin/audit-log', ADMIN),

  about: page('shell', '/about', [], SERVER_RENDERED),
  contact: page('shell', '/contact', [], SERVER_RENDERED),
  terms: page('shell', '/legal/terms-of-service', [], SERVER_RENDERED),
  privacy: page('shell', '/legal/privacy-policy', [], SERVER_RENDERED),
  agreement: page('shell', '/legal/user-agreement', [], SERVER_RENDERED),
  /** The debug pages. */
  test: page('shell', '/test'),
  testLogin: page('shell', '/test-login'),
  testAuth: page('shell', '/test-auth'),
} as const satisfies Record<string, PageRoute>;

export type RouteName = keyof typeof ROUTES;

/** The names of the pages `O` owns. */
export type RouteNameOf<O extends RouteOwner> = {
  [K in RouteName]: (typeof ROUTES)[K]['owner'] extends O ? K : never;
}[RouteName];

/** A short address answered with a permanent redirect to a page (query kept). */
export interface RedirectRoute {
  readonly pattern: string;
  readonly to: RouteNameOf<'shell'>;
}

/** The short legal addresses. */
export const ROUTE_REDIRECTS: readonly RedirectRoute[] = [
  { pattern: '/terms', to: 'terms' },
  { pattern: '/privacy', to: 'privacy' },
  { pattern: '/agreement', to: 'agreement' },
];

/** The names of the pages `owner` draws, in table order. */
export function routeNamesOwnedBy<O extends RouteOwner>(owner: O): RouteNameOf<O>[] {
  return (Object.keys(ROUTES) as RouteName[]).filter(
    (name): name is RouteNameOf<O> => ROUTES[name].owner === owner,
  );
}

/** The pages `owner` draws, in table order. */
export function routesOwnedBy(owner: RouteOwner): PageRoute[] {
  return routeNamesOwnedBy(owner).map((name) => ROUTES[name]);
}

/**
 * The patterns without optional segments a router that has none registers for `pattern`:
 * `/promote/:adId?` gives `/promote` and `/promote/:adId`.
 */
export function expandOptionalSegments(pattern: string): string[] {
  const optional = /\/:(\w+)\?$/.exec(pattern);
  if (!optional) return [pattern];
  return [pattern.slice(0, optional.index) || '/', `${pattern.slice(0, optional.index)}/:${optional[1]}`];
}

type Trim<S extends string> = S extends `${infer Name}/${string}` ? Name : S;
type Segments<P extends string> = P extends `${string}:${infer Rest}`
  ? Trim<Rest> | Segments<Rest extends `${string}/${infer Tail}` ? `/${Tail}` : ''>
  : never;
type RequiredNames<P extends string> = Exclude<Segments<P>, `${string}?`>;
type OptionalNames<P extends string> =
  Segments<P> extends infer S ? (S extends `${infer Name}?` ? Name : never) : never;

/** The values a pattern's segments take: `{ slug }` for `/ads/:slug`, `{ adId? }` for `/promote/:adId?`. */
export type RouteParams<P extends string> = { [K in RequiredNames<P>]: string | number } & {
  [K in OptionalNames<P>]?: string | number;
};

/**
 * The address of a page: each `:name` of `pattern` filled with its value, encoded. An optional segment
 * without a value is left out.
 */
export function routeHref<P extends string>(
  pattern: P,
  ...[params]: [RequiredNames<P>] extends [never] ? [params?: RouteParams<P>] : [params: RouteParams<P>]
): string {
  const values: Partial<Record<string, string | number>> = params ?? {};
  const href = pattern.replace(/\/:(\w+)(\?)?/g, (_segment, name: string, optional?: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`${pattern} needs a value for :${name}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return href || '/';
}
