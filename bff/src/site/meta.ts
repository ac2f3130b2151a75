import {
  formatMoney,
  type Ad,
  type CategoryDetail,
  type Locale,
  type Location,
  type PublicSettings,
} from '@sokoni/contracts';
import { t } from '../i18n';
import type { PageMeta } from './html';

export type MetaContext = {
  /** Absolute site URL without trailing slash. */
  publicUrl: string;
  locale: Locale;
  settings: PublicSettings;
};

/** What a storefront read returns that matters for a preview (GET /api/businesses/{slug}). */
export type StorefrontSummary = {
  name?: string;
  business_name?: string;
  description?: string | null;
  logo_url?: string | null;
  slug?: string;
  address?: string | null;
  phone?: string | null;
  website?: string | null;
  user?: {
    rating?: number | null;
    reviews_count?: number;
    ads?: { data?: Array<Pick<Ad, 'images' | 'media_urls'>>; total?: number };
  };
};

const DESCRIPTION_MAX = 200;

/** Collapses whitespace and cuts at a word boundary so the text fits a preview card. */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.·-]+$/, '')}…`;
}

/** Turns an api path (`/media/...`) into an absolute URL; absolute URLs stay as they are. */
export function absolute(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function pageUrls(ctx: MetaContext, pathname: string): Pick<PageMeta, 'canonical' | 'url' | 'alternates'> {
  const canonical = `${ctx.publicUrl}${pathname}`;
  const english = `${canonical}?lang=en`;
  return {
    canonical,
    url: ctx.locale === 'en' ? english : canonical,
    alternates: { fr: canonical, en: english },
  };
}

function pageTitle(name: string, ctx: MetaContext): string {
  return `${name} | ${ctx.settings.site_name}`;
}

export function formatPrice(ad: Pick<Ad, 'price' | 'currency' | 'is_negotiable'>, locale: Locale): string {
  if (ad.price === null) return t(locale, 'meta.priceOnRequest');
  // Written as the page writes it (contracts' money module), so the preview and the page show the same price.
  const price = formatMoney(ad.price, ad.currency, locale);
  return ad.is_negotiable ? `${price} (${t(locale, 'meta.negotiable')})` : price;
}

const AVAILABILITY: Partial<Record<Ad['status'], string>> = {
  active: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
};

export function defaultMeta(ctx: MetaContext, pathname: string): PageMeta {
  const { site_name, site_description } = ctx.settings;
  const meta: PageMeta = {
    title: site_name,
    description: excerpt(site_description),
    ...pageUrls(ctx, pathname),
    locale: ctx.locale,
    siteName: site_name,
    type: 'website',
  };
  if (pathname === '/') {
    meta.jsonLd = [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: site_name,
        url: `${ctx.publicUrl}/`,
        inLanguage: ctx.locale,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${ctx.publicUrl}/ads?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ];
  }
  return meta;
}

export function adMeta(ad: Ad, ctx: MetaContext): PageMeta {
  const pathname = `/ads/${encodeURIComponent(ad.slug)}`;
  const urls = pageUrls(ctx, pathname);
  const price = formatPrice(ad, ctx.locale);
  const summary = [price, ad.location?.path].filter(Boolean).join(' · ');
  const description = excerpt(ad.description ? `${summary} — ${ad.description}` : summary);
  const photos = ad.images.map((image) => absolute(ctx.publicUrl, image.sizes.gallery));
  const first = ad.images[0];
  const categoryPath = ad.category.parent
    ? `${ad.category.parent.name} > ${ad.category.name}`
    : ad.category.name;
  const seller = ad.user.business_profile
    ? {
        '@type': 'Organization',
        name: ad.user.business_profile.name,
        url: `${ctx.publicUrl}/business/${encodeURIComponent(ad.user.business_profile.slug)}`,
      }
    : { '@type': 'Person', name: ad.user.name };

  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ad.title,
    description: ad.description ? excerpt(ad.description, 5000) : ad.title,
    url: urls.canonical,
    sku: String(ad.id),
    category: categoryPath,
  };
  if (photos.length > 0) product.image = photos;
  if (ad.price !== null) {
    const offer: Record<string, unknown> = {
      '@type': 'Offer',
      price: ad.price.toFixed(ad.currency.decimal_places),
      priceCurrency: ad.currency_code,
      availability: AVAILABILITY[ad.status] ?? 'https://schema.org/Discontinued',
      url: urls.canonical,
      seller,
    };
    if (ad.condition)
      offer.itemCondition =
        ad.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
    if (ad.location) offer.areaServed = ad.location.path;
    product.offers = offer;
  }

  return {
    title: pageTitle(ad.title, ctx),
    description,
    ...urls,
    locale: ctx.locale,
    siteName: ctx.settings.site_name,
    type: 'product',
    image: first
      ? {
          url: photos[0],
          // The gallery variant is 800 px wide; its height follows the photo's proportions.
          width: 800,
          height: first.width > 0 ? Math.round((800 * first.height) / first.width) : undefined,
          alt: ad.title,
        }
      : undefined,
    jsonLd: [product],
  };
}

function collectionMeta(
  kind: 'category' | 'location',
  entity: { name: string; slug: string; description: string | null },
  ads: { data: Ad[]; total: number },
  ctx: MetaContext,
): PageMeta {
  const pathname = `/${kind}/${encodeURIComponent(entity.slug)}`;
  const urls = pageUrls(ctx, pathname);
  const key = kind === 'category' ? 'meta.categoryDescription' : 'meta.locationDescription';
  const counted = t(ctx.locale, key, { count: ads.total, name: entity.name, site: ctx.settings.site_name });
  const description = excerpt(entity.description ? `${entity.description} ${counted}` : counted);
  const firstPhoto = ads.data.find((ad) => ad.images.length > 0)?.images[0];

  return {
    title: pageTitle(entity.name, ctx),
    description,
    ...urls,
    locale: ctx.locale,
    siteName: ctx.settings.site_name,
    type: 'website',
    image: firstPhoto
      ? { url: absolute(ctx.publicUrl, firstPhoto.sizes.gallery), alt: entity.name }
      : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: entity.name,
        description,
        url: urls.canonical,
        inLanguage: ctx.locale,
        mainEntity: {
          '@type': 'ItemList',
          numberOfItems: ads.total,
          itemListElement: ads.data.map((ad, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: `${ctx.publicUrl}/ads/${encodeURIComponent(ad.slug)}`,
            name: ad.title,
          })),
        },
      },
    ],
  };
}

export function categoryMeta(
  category: CategoryDetail,
  ads: { data: Ad[]; total: number },
  ctx: MetaContext,
): PageMeta {
  return collectionMeta('category', category, ads, ctx);
}

export function locationMeta(
  location: Location,
  ads: { data: Ad[]; total: number },
  ctx: MetaContext,
): PageMeta {
  return collectionMeta('location', { ...location, name: location.path || location.name }, ads, ctx);
}

/** The first photo of a storefront's ads, for previews of a shop without a logo. */
function firstAdPhoto(business: StorefrontSummary): string | undefined {
  for (const ad of business.user?.ads?.data ?? []) {
    const photo = ad.images?.[0]?.sizes.gallery ?? ad.media_urls?.[0];
    if (photo) return photo;
  }
  return undefined;
}

/**
 * A storefront's title, description, Open Graph image (the logo, else the first ad photo) and a schema.org
 * LocalBusiness (with its review average once there are reviews), so a shop's link shared on WhatsApp shows a
 * card. A former slug gets the current canonical (the page itself answers it with a 301).
 */
export function storefrontMeta(
  slug: string,
  business: StorefrontSummary,
  ctx: MetaContext,
): PageMeta | undefined {
  const name = business.name ?? business.business_name;
  if (typeof name !== 'string' || name === '') return undefined;
  const pathname = `/business/${encodeURIComponent(business.slug ?? slug)}`;
  const urls = pageUrls(ctx, pathname);
  const counted = t(ctx.locale, 'meta.storefrontDescription', { name, site: ctx.settings.site_name });
  const description = excerpt(business.description ? `${business.description}` : counted);
  const logo = business.logo_url ? absolute(ctx.publicUrl, business.logo_url) : undefined;
  const photo = firstAdPhoto(business);
  const image = logo ?? (photo ? absolute(ctx.publicUrl, photo) : undefined);
  const localBusiness: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name,
    description,
    url: urls.canonical,
  };
  if (logo) localBusiness.logo = logo;
  if (image) localBusiness.image = image;
  if (business.phone) localBusiness.telephone = business.phone;
  if (business.address) {
    localBusiness.address = { '@type': 'PostalAddress', streetAddress: business.address, addressCountry: 'CD' };
  }
  if (business.website) localBusiness.sameAs = [business.website];
  const { rating, reviews_count: reviewCount } = business.user ?? {};
  if (typeof rating === 'number' && typeof reviewCount === 'number' && reviewCount > 0) {
    localBusiness.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating,
      reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    title: pageTitle(name, ctx),
    description,
    ...urls,
    locale: ctx.locale,
    siteName: ctx.settings.site_name,
    type: 'website',
    image: image ? { url: image, alt: name } : undefined,
    jsonLd: [localBusiness],
  };
}
