// The icon set as one SVG file of <symbol>s: the shell's build publishes it at ICON_SPRITE_PATH (see
// tools/webpack/federation.cjs) and `<Icon>` draws one of its symbols with `<use href="PATH#icon-NAME">`. A page
// of ads repeats the same few icons dozens of times: each copy is a reference of a few bytes, and the file
// itself is fetched once and then kept by the browser (its name changes with its content).
const { createHash } = require('node:crypto');
const icons = require('./icons.json');

/** The id of an icon's symbol in the sprite. */
const iconSymbolId = (name) => `icon-${name}`;

/**
 * The sprite: one <symbol> per icon on a 24 px grid. Stroke, its width and its ends come from the <Icon> that
 * draws a symbol (they inherit into <use>); filled icons set their own fill.
 */
function iconSprite() {
  const symbols = Object.entries(icons)
    .map(
      ([name, icon]) =>
        `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24"${icon.filled ? ' fill="currentColor"' : ''}>` +
        icon.d.map((d) => `<path d="${d}"/>`).join('') +
        '</symbol>',
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}

/**
 * Where the site serves the sprite: always on the page's own origin (browsers draw `<use>` only from there),
 * under a name that changes with the set.
 */
const ICON_SPRITE_PATH = `/icons/sprite.${createHash('sha256').update(iconSprite()).digest('hex').slice(0, 10)}.svg`;

module.exports = { iconSprite, iconSymbolId, iconNames: Object.keys(icons), ICON_SPRITE_PATH };
