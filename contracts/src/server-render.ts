import type { Locale } from './constants';
import type { RemoteManifest } from './bff';

/** Stored texts by group (i18n namespace) and key, as `GET /api/translations/{locale}` gives them. */
export type ServerTranslations = Record<string, Record<string, string>>;

/**
 * What the bff asks of the shell's Node renderer (shell/src/server/render.tsx) for one page: written once here,
 * so that a field the bff sends is a field the renderer reads.
 */
export interface ServerRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The visitor's preferences as the bff read them (?lang=, cookies). */
  preferences: {
    locale: Locale;
    /** The theme the visitor chose (its cookie); null: they follow the system. */
    theme: 'light' | 'dark' | null;
    /**
     * The system's theme when no theme was chosen, as the browser told it (the `Sec-CH-Prefers-Color-Scheme`
     * hint, else the cookie theme-boot.js keeps); the page is drawn in it. null: unknown, drawn light.
     */
    systemTheme: 'light' | 'dark' | null;
    currency: string | null;
    cookieConsent: 'accepted' | 'declined' | null;
    /** The data saver as the visitor chose it (its cookie); null: not chosen. */
    dataSaver: boolean | null;
    /** The request carried `Save-Data: on`: the data saver's default. */
    saveData: boolean;
  };
  /** Where `/api` and `/bff` calls of the page go (the bff's own address). */
  origin: string;
  /** The remotes' Node containers, as the browser's manifest lists their browser containers. */
  manifest: RemoteManifest;
  /** Time the whole render may take, data included; past it the page is rendered by the browser. */
  timeoutMs: number;
  /** Headers of the page's own calls (how the bff recognises them). */
  headers: Record<string, string>;
  /** Texts an administrator stored for the page's language, by group (i18n namespace) and key. */
  translations?: ServerTranslations;
}
