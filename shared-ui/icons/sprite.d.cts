/** The sprite: an SVG document holding a <symbol> per icon. */
export declare function iconSprite(): string;
/** The id of an icon's symbol in the sprite. */
export declare function iconSymbolId(name: string): string;
/** Every icon of the set, in its order. */
export declare const iconNames: string[];
/** Where the site serves the sprite (root-relative, named after its content). */
export declare const ICON_SPRITE_PATH: string;
/** The hidden <svg> of a server-rendered page with the symbols its markup draws ('' when none). */
export declare function pageIconSymbols(markup: string): string;
/** The id of the page's hidden <svg> that holds the symbols. */
export declare const ICON_SYMBOLS_ID: string;
