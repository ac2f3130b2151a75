// The icon set as CSS: an icon is an empty element (`<span class="i i-heart">`) painted in the text's colour
// through a mask. The mask is one image for the whole sheet, a sprite: the icons' SVGs side by side in a row,
// written once as a data: URL; each icon's class only says which of them shows (its cell, `--c`). Nothing
// of the icon is in the page's markup but its class, no SVG is laid out per icon (no `<use>` shadow trees on
// the main thread), and an icon takes `currentColor` like text does, in light and dark.
// One image, not one per icon: the browser reads each distinct mask image as an SVG document while it works out
// the page's styles. With the twenty icons of `/`, a phone (4× slower CPU) spent 580–710 ms in styles before the
// first paint; with one sprite, 185–220 ms (110–160 ms with no icon at all).
// A page the server rendered carries, in a small <style>, a sheet of the icons its markup draws (so they are
// painted with the page, before any script and without another request); the app, once started, links the
// whole set from one CSS file the shell's build publishes at ICON_STYLESHEET_PATH (see tools/webpack/
// federation.cjs), which the browser fetches once and keeps (its name changes with its content) and the
// offline worker precaches. Each sheet is whole (its sprite and its cells), so whichever applies last, the
// page's or the file's, draws every icon it names right.
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
 * through its mask: the sheet's sprite (`--i`), at the icon's cell (`--c`; the empty first cell for an icon the
 * sheets do not name). High-contrast modes keep the painted colour (the text's) rather than dropping it as a
 * background.
 */
const BOX_RULES =
  `.${ICON_CLASS}{display:inline-block;width:20px;height:20px;flex-shrink:0;vertical-align:middle;` +
  'background:currentColor;forced-color-adjust:none;-webkit-mask:var(--i);mask:var(--i);' +
  '-webkit-mask-position:calc(var(--c,0)*100%/var(--n)) 0;mask-position:calc(var(--c,0)*100%/var(--n)) 0}' +
  Object.keys(ICON_SIZES)
    .map((size) => sizeClass(size))
    .filter(Boolean)
    .map(
      (name) =>
        `.${name}{width:${name.slice(ICON_CLASS.length)}px;height:${name.slice(ICON_CLASS.length)}px}`,
    )
    .join('');

/** The look of an icon's strokes: 2 px on the 24 px grid, round ends, filled too when the icon is. */
function iconPaint(name) {
  return (
    `fill='${icons[name].filled ? 'red' : 'none'}' stroke='red' stroke-width='2' stroke-linecap='round' ` +
    "stroke-linejoin='round'"
  );
}

/**
 * The sprite of `names`: a row of 24-unit cells, the first one empty (what an icon the sheet does not name
 * shows), then each icon's paths in its own cell, in that order. Only the shapes count (a mask keeps their
 * opacity), so any colour does.
 */
function spriteSvg(names) {
  const cells = names
    .map(
      (name, index) =>
        `<g transform='translate(${(index + 1) * 24} 0)' ${iconPaint(name)}>` +
        icons[name].d.map((d) => `<path d='${d}'/>`).join('') +
        '</g>',
    )
    .join('');
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${(names.length + 1) * 24} 24'>${cells}</svg>`;
}

/**
 * A whole sheet for `names`: the box; the sprite, written once as the custom property every icon's mask reads
 * (`--i`, scaled so that one cell fills the box, whatever its size), with the number of its last cell (`--n`);
 * and each icon's cell (`--c`). The box's mask shows the cell `c` at `c / n` of the way along (percentages of a
 * mask's position count from the box's edge to the image's), the empty first one for an icon the sheet does not
 * name.
 */
function iconSheet(names) {
  const sprite = `url("data:image/svg+xml,${spriteSvg(names).replace(/[%#"]/g, encodeURIComponent)}")`;
  return (
    BOX_RULES +
    `.${ICON_CLASS}{--i:${sprite} 0 0/${(names.length + 1) * 100}% 100% no-repeat;--n:${names.length}}` +
    names.map((name, index) => `.${iconClass(name)}{--c:${index + 1}}`).join('')
  );
}

/** The whole set: what the file at ICON_STYLESHEET_PATH holds. */
function iconStylesheet() {
  return iconSheet(Object.keys(icons));
}

const DRAWN_ICON = new RegExp(`\\sclass="${ICON_CLASS} ${ICON_CLASS}-([a-z0-9-]+)`, 'g');

/** The <style> a server-rendered page carries, with the rules of the icons its markup draws ('' when none). */
function pageIconStyles(markup) {
  const drawn = new Set();
  for (const match of markup.matchAll(DRAWN_ICON)) if (Object.hasOwn(icons, match[1])) drawn.add(match[1]);
  if (drawn.size === 0) return '';
  return `<style>${iconSheet([...drawn])}</style>`;
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
