import {
  ROUTE_REDIRECTS,
  ROUTES,
  expandOptionalSegments,
  routeHref,
  type RouteMetaKind,
} from '@sokoni/contracts';

/** Pages whose HTML carries metadata read from the api (title, description, Open Graph, JSON-LD). */
export type MetaPageKind = RouteMetaKind;

/** How the bff serves one page address: its Fastify pattern, whether it renders it, and its metadata. */
export type ServedPage = {
  url: string;
  serverRendered: boolean;
  meta?: MetaPageKind;
};

/**
 * Every page of the route table (`@sokoni/contracts`) as Fastify patterns. A path matching one of them is
 * served the shell with status 200; any other page path gets the shell with status 404 (the shell draws its
 * own 404 page). Development pages are left out in production, so they answer 404 there.
 */
export function servedPages(nodeEnv: string): ServedPage[] {
  return Object.values(ROUTES)
    .filter((route) => !(route.devOnly && nodeEnv === 'production'))
    .flatMap((route) =>
      expandOptionalSegments(route.pattern).map((url) => ({
        url,
        serverRendered: route.serverRendered,
        ...(route.meta ? { meta: route.meta } : {}),
      })),
    );
}

/** Short legal addresses, answered with a permanent redirect. */
export const LEGAL_REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTE_REDIRECTS.map(({ pattern, to }) => [pattern, routeHref(ROUTES[to].pattern)]),
);
