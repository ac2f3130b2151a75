import { escapeHtml, type Locale } from '@sokoni/contracts';

/** The pages' writer escapes text with the one rule the api's mails use too. */
export { escapeHtml };

/** Page metadata written into the shell's index.html for link previews and search engines. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute canonical URL (no language parameter). */
  canonical: string;
  /** Absolute URL of this page in this language (og:url). */
  url: string;
  locale: Locale;
  siteName: string;
  type: 'website' | 'product';
  image?: { url: string; width?: number; height?: number; alt: string };
  /** Alternate language versions: locale → absolute URL. */
  alternates?: Partial<Record<Locale, string>>;
  jsonLd?: Record<string, unknown>[];
};

/**
 * JSON for a `<script type="application/ld+json">` block. The text of a script element ends at the first
 * `</script`, whatever the JSON says, so `<`, `>` and `&` are written as JSON escapes (same data, no markup).
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const OG_LOCALES: Record<Locale, string> = { fr: 'fr_CD', en: 'en_US' };

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

export function renderHeadTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
  ];
  for (const [locale, href] of Object.entries(meta.alternates ?? {})) {
    tags.push(`<link rel="alternate" hreflang="${locale}" href="${escapeHtml(href)}">`);
  }
  if (meta.alternates?.fr)
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.alternates.fr)}">`);
  tags.push(
    metaTag('property', 'og:site_name', meta.siteName),
    metaTag('property', 'og:type', meta.type),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', meta.url),
    metaTag('property', 'og:locale', OG_LOCALES[meta.locale]),
  );
  for (const other of Object.keys(OG_LOCALES) as Locale[]) {
    if (other !== meta.locale) tags.push(metaTag('property', 'og:locale:alternate', OG_LOCALES[other]));
  }
  if (meta.image) {
    tags.push(metaTag('property', 'og:image', meta.image.url));
    if (meta.image.url.startsWith('https:'))
      tags.push(metaTag('property', 'og:image:secure_url', meta.image.url));
    if (meta.image.width) tags.push(metaTag('property', 'og:image:width', String(meta.image.width)));
    if (meta.image.height) tags.push(metaTag('property', 'og:image:height', String(meta.image.height)));
    tags.push(metaTag('property', 'og:image:alt', meta.image.alt));
  }
  tags.push(
    metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
  );
  if (meta.image) {
    tags.push(
      metaTag('name', 'twitter:image', meta.image.url),
      metaTag('name', 'twitter:image:alt', meta.image.alt),
    );
  }
  return tags.join('\n');
}

function renderJsonLd(meta: PageMeta): string {
  return (meta.jsonLd ?? [])
    .map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`)
    .join('\n');
}

/** Tags of the built page that the injected ones replace (title, description, canonical, alternates, OG, Twitter). */
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["'](?:description|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["'](?:canonical|alternate)["'][^>]*\bhreflang\b[^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']canonical["'][^>]*>\s*/gi,
];

/** Writes `meta` into the shell's index.html: language, title, description, canonical, OG, Twitter, JSON-LD. */
export function injectPageMeta(html: string, meta: PageMeta): string {
  let out = html;
  for (const pattern of REPLACED_TAGS) out = out.replace(pattern, '');

  out = out.replace(/<html\b([^>]*)>/i, (_match, attributes: string) => {
    const withoutLang = attributes.replace(/\s+lang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<html lang="${meta.locale}"${withoutLang}>`;
  });

  const head = renderHeadTags(meta);
  // The charset declaration must stay within the first bytes of the document: put the tags after it.
  const charset = /<meta\b[^>]*\bcharset\s*=[^>]*>/i.exec(out);
  const headOpen = /<head\b[^>]*>/i.exec(out);
  const anchor = charset ?? headOpen;
  if (anchor) {
    const at = anchor.index + anchor[0].length;
    out = `${out.slice(0, at)}\n${head}\n${out.slice(at)}`;
  } else {
    out = `${head}\n${out}`;
  }

  const jsonLd = renderJsonLd(meta);
  if (jsonLd) {
    const headClose = out.search(/<\/head>/i);
    out =
      headClose >= 0 ? `${out.slice(0, headClose)}${jsonLd}\n${out.slice(headClose)}` : `${out}\n${jsonLd}`;
  }
  return out;
}

/** What the server renderer gives back for a page (`icons`: the `<style>` of the icons it draws). */
export type RenderedPage = { html: string; styles: string; icons?: string; state: unknown };

/** The first `<img>` the page asks to fetch first (the largest element on screen). */
function firstPriorityImage(html: string): { src: string; srcset?: string; sizes?: string } | null {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!tag) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const src = attribute('src');
  if (!src) return null;
  return { src, srcset: attribute('srcset'), sizes: attribute('sizes') };
}

/**
 * Writes a server-rendered page into the shell's index.html: its markup in `#root`, its styles (the icons it
 * draws, then its components') in the head, a preload of its first photo, the theme it was rendered in, and
 * the state the browser's store starts from as a JSON block (data, not a script: the CSP keeps forbidding
 * inline scripts).
 */
export function injectRenderedPage(html: string, page: RenderedPage, theme: 'light' | 'dark' | null): string {
  let out = html;
  const image = firstPriorityImage(page.html);
  const preload = image
    ? `<link rel="preload" as="image" href="${image.src}"${image.srcset ? ` imagesrcset="${image.srcset}"` : ''}${
        image.sizes ? ` imagesizes="${image.sizes}"` : ''
      } fetchpriority="high">\n`
    : '';
  const headClose = out.search(/<\/head>/i);
  if (headClose >= 0) {
    const styles = `${page.icons ?? ''}${page.styles}`;
    out = `${out.slice(0, headClose)}${preload}${styles}\n${out.slice(headClose)}`;
  }
  if (theme) {
    out = out.replace(/<html\b([^>]*)>/i, (_match, attributes: string) =>
      /\sdata-theme=/i.test(attributes) ? `<html${attributes}>` : `<html${attributes} data-theme="${theme}">`,
    );
  }
  const state = `<script id="sokoni-state" type="application/json">${serializeJsonLd(page.state)}</script>`;
  // The markup goes in as given (React escaped it); `$` patterns must not be read by replace().
  return out.replace(
    /<div id="root"><\/div>/i,
    () => `<div id="root">${page.html}</div>${state}`,
  );
}
