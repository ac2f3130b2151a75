import { offeredLocales, type Locale } from '@sokoni/contracts';

/**
 * The languages the bff served the page for (`<meta name="sokoni-languages" content="fr en">`, read from the
 * api's settings a few seconds ago at most: Admin → Languages); null on the server or for a page without the mark
 * (an offline copy, a remote running alone).
 */
export function pageOfferedLocales(): Locale[] | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector('meta[name="sokoni-languages"]')?.getAttribute('content');
  return content ? offeredLocales(content.split(/\s+/)) : null;
}
