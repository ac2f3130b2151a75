/** The bytes of `path`'s HTML as the bff puts them on the wire (status line, headers, compressed body). */
export function htmlAsSent(base: string, path: string): Promise<number>;
