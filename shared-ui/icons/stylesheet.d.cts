/** The class every icon has. */
export declare const ICON_CLASS: string;
/** The icons' sizes in px, as the theme's `iconSize` tokens. */
export declare const ICON_SIZES: { sm: number; md: number; lg: number; xl: number };
/** Where the site serves the whole set (root-relative, named after its content). */
export declare const ICON_STYLESHEET_PATH: string;
/** An icon's own class, the one that gives it its shape. */
export declare function iconClass(name: string): string;
/** The classes of an icon of that name and size, in the order the page's markup has them. */
export declare function iconClassName(name: string, size?: 'sm' | 'md' | 'lg' | 'xl'): string;
/** Every icon of the set, in its order. */
export declare const iconNames: string[];
/** The stylesheet of the whole set. */
export declare function iconStylesheet(): string;
/** The <style> of a server-rendered page with the rules of the icons its markup draws ('' when none). */
export declare function pageIconStyles(markup: string): string;
