import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  STORAGE_KEYS,
  SUPPORTED_LOCALES,
  type Locale,
} from '@sokoni/contracts';
import type { ThemeMode } from '../theme/tokens';
import { readPreferenceCookies, readStorage, writePreferenceCookie, writeStorage } from './storage';

export type CookieConsent = 'accepted' | 'declined';

export interface PreferencesState {
  locale: Locale;
  /** The stored theme choice; null means "follow the system". */
  theme: ThemeMode | null;
  /** Display currency for converted prices. */
  currency: string;
  cookieConsent: CookieConsent | null;
  /** The data saver as chosen in the preferences menu; null: not chosen, it follows `saveData`. */
  dataSaver: boolean | null;
  /**
   * The browser asks for less data: `navigator.connection.saveData` here, the `Save-Data: on` header on the
   * server. Not stored: it is the default of the data saver until the visitor chooses.
   */
  saveData: boolean;
}

/** What the browser says of itself (Chromium browsers; others have no `connection`). */
function browserSavesData(): boolean {
  try {
    const connection = (
      globalThis.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined
    )?.connection;
    return connection?.saveData === true;
  } catch {
    return false;
  }
}

/** `on` / `off` as stored and sent in the cookie; anything else is no choice. */
export function parseDataSaver(value: string | null | undefined): boolean | null {
  return value === 'on' ? true : value === 'off' ? false : null;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function loadPreferencesState(): PreferencesState {
  const cookies = readPreferenceCookies();
  // A stored preference, else its cookie: the server may have set the cookie first (a `?lang=` link); the page
  // then starts in the choice it was rendered in and does not undo it. (The cookie consent is the browser's
  // alone: the server draws no banner.)
  const readPreference = (key: string) => readStorage(key) ?? cookies.get(key) ?? null;
  const locale = readPreference(STORAGE_KEYS.locale);
  const theme = readPreference(STORAGE_KEYS.theme);
  const consent = readStorage(STORAGE_KEYS.cookieConsent);
  return {
    dataSaver: parseDataSaver(readPreference(STORAGE_KEYS.dataSaver)),
    saveData: browserSavesData(),
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    theme: theme === 'dark' || theme === 'light' ? theme : null,
    currency: readPreference(STORAGE_KEYS.currency) ?? DEFAULT_CURRENCY.code,
    cookieConsent: consent === 'accepted' || consent === 'declined' ? consent : null,
  };
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: loadPreferencesState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    themeChanged(state, action: PayloadAction<ThemeMode>) {
      state.theme = action.payload;
    },
    currencyChanged(state, action: PayloadAction<string>) {
      state.currency = action.payload;
    },
    cookieConsentChosen(state, action: PayloadAction<CookieConsent>) {
      state.cookieConsent = action.payload;
    },
    dataSaverChanged(state, action: PayloadAction<boolean>) {
      state.dataSaver = action.payload;
    },
    /** The server saw `Save-Data: on` (the page was rendered with the data saver on). */
    saveDataSignalled(state) {
      state.saveData = true;
    },
  },
});

export const {
  localeChanged,
  themeChanged,
  currencyChanged,
  cookieConsentChosen,
  dataSaverChanged,
  saveDataSignalled,
} = preferencesSlice.actions;

/** Whether photos wait for a tap: the visitor's choice, else what the browser asks for. */
export function isDataSaverOn(preferences: Pick<PreferencesState, 'dataSaver' | 'saveData'>): boolean {
  return preferences.dataSaver ?? preferences.saveData;
}

const dataSaverValue = (state: PreferencesState) =>
  state.dataSaver === null ? null : state.dataSaver ? 'on' : 'off';

export function persistPreferences(state: PreferencesState): void {
  writeStorage(STORAGE_KEYS.locale, state.locale);
  if (state.theme) writeStorage(STORAGE_KEYS.theme, state.theme);
  writeStorage(STORAGE_KEYS.currency, state.currency);
  if (state.cookieConsent) writeStorage(STORAGE_KEYS.cookieConsent, state.cookieConsent);
  if (state.dataSaver !== null) writeStorage(STORAGE_KEYS.dataSaver, dataSaverValue(state));
  syncPreferenceCookies(state);
}

/**
 * The same choices in cookies (same names) for the server: it renders the page in them, and in French and the
 * default currency without them. A cookie that already says the same (or, absent, the server's default) is left
 * alone: every page load syncs them, and each write waits for the browser's cookie store.
 */
export function syncPreferenceCookies(state: PreferencesState): void {
  const cookies = readPreferenceCookies();
  const keep = (key: string, value: string | null, serverDefault: string | null = null) => {
    if ((cookies.get(key) ?? serverDefault) !== value) writePreferenceCookie(key, value);
  };
  keep(STORAGE_KEYS.locale, state.locale, DEFAULT_LOCALE);
  keep(STORAGE_KEYS.theme, state.theme);
  keep(STORAGE_KEYS.currency, state.currency, DEFAULT_CURRENCY.code);
  if (state.cookieConsent) keep(STORAGE_KEYS.cookieConsent, state.cookieConsent);
  keep(STORAGE_KEYS.dataSaver, dataSaverValue(state));
}
