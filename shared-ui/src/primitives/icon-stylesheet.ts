/** The icon stylesheet's address, set by the builds (shared-ui/icons/stylesheet.cjs); tests have none. */
declare const __ICON_STYLESHEET__: string;
const STYLESHEET = typeof __ICON_STYLESHEET__ === 'string' ? __ICON_STYLESHEET__ : '';

/** The class every icon has (as in `shared-ui/icons/stylesheet.cjs`). */
export const ICON_CLASS = 'i';

/** What selects the icons inside a component's styles (`${iconSelector} { color: … }`). */
export const iconSelector = `.${ICON_CLASS}`;

/** The px of the sizes other than the default (md, 20 px): their classes are `i16`, `i24`, `i48`. */
const SIZE_PX = { sm: 16, lg: 24, xl: 48 } as const;

/** The classes of an icon: every icon's, its shape's, its size's (as `iconClassName` in the stylesheet module). */
export function iconClassName(name: string, size: 'sm' | 'md' | 'lg' | 'xl' = 'md'): string {
  const base = `${ICON_CLASS} ${ICON_CLASS}-${name}`;
  return size === 'md' ? base : `${base} ${ICON_CLASS}${SIZE_PX[size]}`;
}

/**
 * Links the whole icon set's stylesheet, the file the build publishes, once. A page the server rendered
 * carries only the rules of the icons it draws; the pages drawn next need the others. Called once the app
 * starts (after the first visit the file comes from the browser's cache, or offline from the worker's); a
 * link that failed is taken away, so the next call tries again.
 */
export function loadIconStylesheet(href: string = STYLESHEET): void {
  if (!href || typeof document === 'undefined') return;
  const linked = Array.from(document.querySelectorAll('link[rel="stylesheet"]'));
  if (linked.some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.addEventListener('error', () => link.remove());
  document.head.append(link);
}
