/** The flags every launch of Chromium by the repository's tools and browser tests passes. */
export const CHROMIUM_ARGS: readonly string[];
/** The Chromium to start: `CHROMIUM_PATH` when set, else the system's. */
export const CHROMIUM_PATH: string;
