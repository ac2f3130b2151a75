// The icon set as CSS: an icon is an empty element (`<span class="i i-heart">`) painted in the text's colour
// through a mask, the icon's SVG, written once per icon in a stylesheet as a data: URL. Nothing of the icon is
// in the page's markup but its class, no SVG is laid out per icon (no `<use>` shadow trees on the main thread),
// and an icon takes `currentColor` like text does, in light and dark.
// A page the server rendered carries, in a small <style>, the rules of the icons its markup draws (so they are
// painted with the page, before any script and without another request); the app, once started, links the
// whole set from one CSS file the shell's build publishes at ICON_STYLESHEET_PATH (see tools/webpack/
// federation.cjs), which the browser fetches once and keeps (its name changes with its content) and the
// offline worker precaches.
const { createHash } = require('node:crypto');
const icons = require('./icons.json');

/** The class every icon has (as in `shared-ui/src/primitives/icon-stylesheet.ts`). */
const ICON_CLASS = 'i';

/** An icon's own class: the one that gives it its mask. */
const iconClass = (name) => `${ICON_CLASS}-${name}`;

/**
 * The sizes other than the default 20 px (md), as the theme's `iconSize` tokens: sm 16, lg 24, xl 48 px.
 * Their classes cannot be taken for an icon's (`i16`, not `i-…`).
 */
const ICON_SIZES = { sm: 16, md: 20, lg: 24, xl: 48 };
const sizeClass = (size) => (size === 'md' ? null : `${ICON_CLASS}${ICON_SIZES[size]}`);

/** The classes of an icon of that name and size, in the order the page's markup has them. */
function iconClassName(name, size = 'md') {
  return [ICON_CLASS, iconClass(name), sizeClass(size)].filter(Boolean).join(' ');
}

/**
 * What every icon shares: its box (inline, square, never squeezed by a flex row), painted in `currentColor`
 * through its mask. High-contrast modes keep the painted colour (the text's) rather than dropping it as a
 * background.
 */
const BASE_RULES =
  `.${ICON_CLASS}{display:inline-block;width:20px;height:20px;flex-shrink:0;vertical-align:middle;` +
  'background:currentColor;forced-color-adjust:none;' +
  '-webkit-mask:var(--i) center/100% no-repeat;mask:var(--i) center/100% no-repeat}' +
  Object.keys(ICON_SIZES)
    .map((size) => sizeClass(size))
    .filter(Boolean)
    .map((name) => `.${name}{width:${name.slice(ICON_CLASS.length)}px;height:${name.slice(ICON_CLASS.length)}px}`)
    .join('');

/**
 * An icon's SVG on the 24 px grid, stroked 2 px with round ends, filled too when the icon is; only its shape
 * counts (a mask keeps its opacity), so any colour does.
 */
function iconSvg(name) {
  const icon = icons[name];
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${icon.filled ? 'red' : 'none'}' ` +
    "stroke='red' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>" +
    icon.d.map((d) => `<path d='${d}'/>`).join('') +
    '</svg>'
  );
}

/** The rule that gives an icon its shape. */
function iconRule(name) {
  return `.${iconClass(name)}{--i:url("data:image/svg+xml,${iconSvg(name).replace(/[%#"]/g, encodeURIComponent)}")}`;
}

/** The whole set: what the file at ICON_STYLESHEET_PATH holds. */
function iconStylesheet() {
  return BASE_RULES + Object.keys(icons).map(iconRule).join('');
}

const DRAWN_ICON = new RegExp(`\\sclass="${ICON_CLASS} ${ICON_CLASS}-([a-z0-9-]+)`, 'g');

/** The <style> a server-rendered page carries, with the rules of the icons its markup draws ('' when none). */
function pageIconStyles(markup) {
  const drawn = new Set();
  for (const match of markup.matchAll(DRAWN_ICON)) if (Object.hasOwn(icons, match[1])) drawn.add(match[1]);
  if (drawn.size === 0) return '';
  return `<style>${BASE_RULES}${[...drawn].map(iconRule).join('')}</style>`;
}

/** Where the site serves the whole set, under a name that changes with it. */
const ICON_STYLESHEET_PATH = `/icons/icons.${createHash('sha256')
  .update(iconStylesheet())
  .digest('hex')
  .slice(0, 10)}.css`;

module.exports = {
  ICON_CLASS,
  ICON_SIZES,
  ICON_STYLESHEET_PATH,
  iconClass,
  iconClassName,
  iconNames: Object.keys(icons),
  iconStylesheet,
  pageIconStyles,
};
