// The icon set as <symbol>s that `<Icon>` draws with `<use href="#icon-NAME">`, a reference of a few bytes however
// often a page repeats it. The symbols live in the page, in one hidden <svg id="sokoni-icons">: a page the server
// rendered carries those its markup draws, so it shows them without another request (and without drawing every
// icon again when a sprite file arrives), and the app, once started, adds the rest from one SVG file the shell's
// build publishes at ICON_SPRITE_PATH (see tools/webpack/federation.cjs), which the browser fetches once and
// keeps (its name changes with its content).
const { createHash } = require('node:crypto');
const icons = require('./icons.json');

/** The id of an icon's symbol in the sprite. */
const iconSymbolId = (name) => `icon-${name}`;

/** The id of the page's hidden <svg> that holds the symbols. */
const ICON_SYMBOLS_ID = 'sokoni-icons';

/**
 * What keeps that <svg> out of sight and out of the layout (`hidden` does not apply to SVG elements, and an
 * <svg> without a size is drawn 300 × 150).
 */
const ICON_HOLDER_ATTRIBUTES =
  'width="0" height="0" aria-hidden="true" style="position:absolute;overflow:hidden"';

function iconSymbol(name) {
  const icon = icons[name];
  return (
    `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24"${icon.filled ? ' fill="currentColor"' : ''}>` +
    icon.d.map((d) => `<path d="${d}"/>`).join('') +
    '</symbol>'
  );
}

/**
 * The sprite: one <symbol> per icon on a 24 px grid. Stroke, its width and its ends come from the <Icon> that
 * draws a symbol (they inherit into <use>); filled icons set their own fill.
 */
function iconSprite() {
  return `<svg xmlns="http://www.w3.org/2000/svg">${Object.keys(icons).map(iconSymbol).join('')}</svg>`;
}

const DRAWN_ICON = /\shref="#icon-([a-z0-9-]+)"/g;

/**
 * The hidden <svg> a server-rendered page carries, with the symbols its markup draws ('' when it draws none).
 * It goes before the app's root, outside what the browser's React takes over.
 */
function pageIconSymbols(markup) {
  const drawn = new Set();
  for (const match of markup.matchAll(DRAWN_ICON)) if (Object.hasOwn(icons, match[1])) drawn.add(match[1]);
  if (drawn.size === 0) return '';
  return (
    `<svg id="${ICON_SYMBOLS_ID}" xmlns="http://www.w3.org/2000/svg" ${ICON_HOLDER_ATTRIBUTES}>` +
    [...drawn].map(iconSymbol).join('') +
    '</svg>'
  );
}

/**
 * Where the site serves the sprite: always on the page's own origin (browsers draw `<use>` only from there),
 * under a name that changes with the set.
 */
const ICON_SPRITE_PATH = `/icons/sprite.${createHash('sha256').update(iconSprite()).digest('hex').slice(0, 10)}.svg`;

module.exports = {
  iconSprite,
  iconSymbolId,
  pageIconSymbols,
  iconNames: Object.keys(icons),
  ICON_SPRITE_PATH,
  ICON_SYMBOLS_ID,
};
