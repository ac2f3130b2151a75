/**
 * Every page path of the site (spec §2) as router patterns. A path matching one of them is served the shell
 * with status 200; any other page path gets the shell with status 404 (the shell draws its own 404 page).
 */
export const PAGE_ROUTES = [
  '/',
  '/test',
  '/test-login',
  '/test-auth',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/:token',
  '/auth/:provider/callback',
  '/auth/social-callback',
  '/auth/social-error',
  '/verify-email/:id/:hash',
  '/email-change/undo/:id',
  '/ads',
  '/post-ad',
  '/edit-ad/:slug',
  '/profile',
  '/profile/transactions',
  '/business/setup',
  '/business/dashboard',
  '/my-ads',
  '/favorites',
  '/messages',
  '/messages/:id',
  '/users/:id/reviews',
  '/admin/*',
  '/promote',
  '/promote/:adId',
  '/legal/terms-of-service',
  '/legal/privacy-policy',
  '/legal/user-agreement',
  '/about',
  '/contact',
] as const;

/** Pages whose HTML carries metadata read from the api (title, description, Open Graph, JSON-LD). */
export const META_PAGES = {
  ad: '/ads/:slug',
  category: '/category/:slug',
  location: '/location/:slug',
  storefront: '/business/:slug',
} as const;
export type MetaPageKind = keyof typeof META_PAGES;

/** Short legal addresses (spec §2), answered with a permanent redirect. */
export const LEGAL_REDIRECTS: Record<string, string> = {
  '/terms': '/legal/terms-of-service',
  '/privacy': '/legal/privacy-policy',
  '/agreement': '/legal/user-agreement',
};

/** Pages the bff renders on the server for visitors (the public ones); the others render in the browser. */
export const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/ads',
  '/about',
  '/contact',
  '/legal/terms-of-service',
  '/legal/privacy-policy',
  '/legal/user-agreement',
]);
