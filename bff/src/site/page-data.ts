import type { FastifyRequest } from 'fastify';
import type { Locale, PublicSettings } from '@sokoni/contracts';
import { TtlCache } from '@sokoni/server-kit';
import { UpstreamHttpError, type ApiClient } from '../upstream';
import type { PageMeta } from './html';
import {
  adMeta,
  categoryMeta,
  defaultMeta,
  locationMeta,
  storefrontMeta,
  type MetaContext,
  type StorefrontSummary,
} from './meta';
import type { MetaPageKind } from './page-routes';

/** Ads listed in the JSON-LD of a category or location page. */
export const COLLECTION_SIZE = 12;
const SETTINGS_TTL_MS = 60_000;

/**
 * What the api let us know about a page: its metadata, that it does not exist, that it lives at another
 * address now (a storefront or a category under a former slug), or nothing (api down).
 */
export type PageMetaResult =
  | { status: 'found'; meta: PageMeta }
  /** The item is unknown, but its page answers 200 and says so itself (a storefront). */
  | { status: 'missing'; meta: PageMeta }
  | { status: 'not_found' }
  | { status: 'moved'; location: string }
  | { status: 'unavailable' };

/** C0 control characters (NUL included) and DEL: no slug holds one. */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A storefront or a category asked for by a former slug: its page is at `location` now. */
class PageMoved extends Error {
  constructor(readonly location: string) {
    super('page moved');
  }
}

export type PageData = {
  resolve(
    request: FastifyRequest,
    locale: Locale,
    pathname: string,
    page?: { kind: MetaPageKind; slug: string },
  ): Promise<PageMetaResult>;
  /** Forgets what it kept (public content changed). */
  clear(): void;
};

/**
 * Reads from the api what a page's HTML metadata needs. Answers are kept briefly (never failures), so a
 * link shared in a busy group does not send one api call per preview.
 */
export function createPageData(api: ApiClient, publicUrl: string, cacheTtlMs: number): PageData {
  const settingsCache = new TtlCache<PublicSettings>(cacheTtlMs > 0 ? SETTINGS_TTL_MS : 0, 4);
  const metaCache = new TtlCache<PageMeta>(cacheTtlMs, 500);
  const movedCache = new TtlCache<string>(cacheTtlMs, 500);

  async function settings(request: FastifyRequest, locale: Locale): Promise<PublicSettings | undefined> {
    const cached = settingsCache.get(locale);
    if (cached) return cached;
    try {
      const fresh = await api.call('getSettings', {
        request,
        locale,
        withAuthorization: false,
      });
      settingsCache.set(locale, fresh);
      return fresh;
    } catch (error) {
      request.log.warn({ err: error }, 'settings unavailable for page metadata');
      return undefined;
    }
  }

  async function pageMeta(
    request: FastifyRequest,
    kind: MetaPageKind,
    slug: string,
    ctx: MetaContext,
  ): Promise<PageMeta | undefined> {
    // The api answers in the page's language, not the browser's.
    const options = { request, locale: ctx.locale, withAuthorization: false };
    switch (kind) {
      case 'ad':
        return adMeta(await api.call('getAd', { ...options, params: { idOrSlug: slug } }), ctx);
      case 'category': {
        const [category, ads] = await Promise.all([
          api.call('getCategory', { ...options, params: { slug } }),
          api.call('listAds', {
            ...options,
            query: { category: slug, sort: 'newest', per_page: COLLECTION_SIZE },
          }),
        ]);
        // A former slug (a category merged into this one, or renamed): the link moves to its address for good.
        if (category.slug !== slug) throw new PageMoved(`/category/${encodeURIComponent(category.slug)}`);
        return categoryMeta(category, ads, ctx);
      }
      case 'location': {
        const [location, ads] = await Promise.all([
          api.call('getLocation', { ...options, params: { slug } }),
          api.call('listAds', {
            ...options,
            query: { location: slug, sort: 'newest', per_page: COLLECTION_SIZE },
          }),
        ]);
        return locationMeta(location, ads, ctx);
      }
      case 'storefront': {
        const business: StorefrontSummary = await api.call('getStorefront', {
          ...options,
          params: { slug },
          query: { per_page: 4 },
        });
        // A former slug (business_slug_history): the shared link moves to the current one for good.
        if (typeof business.slug === 'string' && business.slug !== '' && business.slug !== slug) {
          throw new PageMoved(`/business/${encodeURIComponent(business.slug)}`);
        }
        return storefrontMeta(slug, business, ctx);
      }
    }
  }

  return {
    clear() {
      settingsCache.clear();
      metaCache.clear();
      movedCache.clear();
    },
    async resolve(request, locale, pathname, page) {
      // A slug with a control character (`/ads/a%00b`) names nothing: the page of an unknown one, the api
      // not asked about it (a storefront's unknown page is drawn by the browser, as below).
      const impossible = page !== undefined && hasControlCharacter(page.slug);
      if (impossible && page.kind !== 'storefront') return { status: 'not_found' };
      const siteSettings = await settings(request, locale);
      if (!siteSettings) return { status: 'unavailable' };
      const ctx: MetaContext = { publicUrl, locale, settings: siteSettings };
      if (!page) return { status: 'found', meta: defaultMeta(ctx, pathname) };
      if (impossible) return { status: 'missing', meta: defaultMeta(ctx, pathname) };

      const key = `${page.kind}|${page.slug}|${locale}`;
      const cached = metaCache.get(key);
      if (cached) return { status: 'found', meta: cached };
      const movedTo = movedCache.get(key);
      if (movedTo) return { status: 'moved', location: movedTo };
      try {
        const meta = await pageMeta(request, page.kind, page.slug, ctx);
        if (!meta) return { status: 'found', meta: defaultMeta(ctx, pathname) };
        metaCache.set(key, meta);
        return { status: 'found', meta };
      } catch (error) {
        if (error instanceof PageMoved) {
          movedCache.set(key, error.location);
          return { status: 'moved', location: error.location };
        }
        // Storefronts are best effort: whatever the api says, the page gets the site's default metadata (and
        // one the api does not know is drawn by the browser, with its message).
        if (page.kind === 'storefront') {
          const missing = error instanceof UpstreamHttpError && error.status === 404;
          return { status: missing ? 'missing' : 'found', meta: defaultMeta(ctx, pathname) };
        }
        if (error instanceof UpstreamHttpError && error.status === 404) return { status: 'not_found' };
        request.log.warn({ err: error, page }, 'page metadata unavailable');
        return { status: 'unavailable' };
      }
    },
  };
}
