/** The sprite: an SVG document holding a <symbol> per icon. */
export declare function iconSprite(): string;
/** The id of an icon's symbol in the sprite. */
export declare function iconSymbolId(name: string): string;
/** Every icon of the set, in its order. */
export declare const iconNames: string[];
/** Where the site serves the sprite (root-relative, named after its content). */
export declare const ICON_SPRITE_PATH: string;
