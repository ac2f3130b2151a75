/** The sprite's address, set by the builds (shared-ui/icons/sprite.cjs); tests have none. */
declare const __ICON_SPRITE__: string;
const SPRITE = typeof __ICON_SPRITE__ === 'string' ? __ICON_SPRITE__ : '';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The id of the page's hidden `<svg>` that holds the icons' symbols (as in `shared-ui/icons/sprite.cjs`). */
export const ICON_SYMBOLS_ID = 'sokoni-icons';

/** The hidden `<svg>` of a page drawn in the browser, first in its body. */
function makeHolder(): Element {
  const holder = document.createElementNS(SVG_NS, 'svg');
  holder.id = ICON_SYMBOLS_ID;
  // Out of sight and of the layout, as the server writes it (`hidden` does not apply to SVG elements).
  holder.setAttribute('width', '0');
  holder.setAttribute('height', '0');
  holder.setAttribute('aria-hidden', 'true');
  holder.setAttribute('style', 'position:absolute;overflow:hidden');
  document.body.prepend(holder);
  return holder;
}

/** Each sprite is fetched once (a page has one; the tests several). */
const loading = new Map<string, Promise<void>>();

/**
 * Adds the whole icon set to the page's hidden `<svg id="sokoni-icons">` (made when the page has none), from the
 * sprite file the build publishes. A page the server rendered carries only the icons its markup draws; the
 * pages drawn next need the others. Called once the app starts (after the first visit the file comes from the
 * browser's cache); a fetch that failed is tried again at the next call.
 */
export function loadIconSymbols(spriteUrl: string = SPRITE): Promise<void> {
  if (!spriteUrl || typeof document === 'undefined') return Promise.resolve();
  const pending = loading.get(spriteUrl);
  if (pending) return pending;
  const load = fetch(spriteUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The icons could not be loaded (${response.status})`);
      return response.text();
    })
    .then((text) => {
      const sprite = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      if (sprite.namespaceURI !== SVG_NS || sprite.localName !== 'svg')
        throw new Error('The icons could not be loaded (not an SVG document)');
      const holder: Element = document.getElementById(ICON_SYMBOLS_ID) ?? makeHolder();
      // Only the symbols the page lacks: the icons already drawn keep theirs (nothing to draw again).
      const present = new Set(Array.from(holder.children, (child) => child.id));
      const missing = Array.from(sprite.children).filter(
        (child) => child.localName === 'symbol' && !present.has(child.id),
      );
      holder.append(...missing.map((symbol) => document.importNode(symbol, true)));
    })
    .catch((error: unknown) => {
      loading.delete(spriteUrl);
      throw error;
    });
  loading.set(spriteUrl, load);
  return load;
}
