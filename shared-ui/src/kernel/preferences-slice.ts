import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  STORAGE_KEYS,
  SUPPORTED_LOCALES,
  type Locale,
} from '@sokoni/contracts';
import type { ThemeMode } from '../theme/tokens';
import { readStorage, writePreferenceCookie, writeStorage } from './storage';

export type CookieConsent = 'accepted' | 'declined';

export interface PreferencesState {
  locale: Locale;
  /** The stored theme choice; null means "follow the system". */
  theme: ThemeMode | null;
  /** Display currency for converted prices. */
  currency: string;
  cookieConsent: CookieConsent | null;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function loadPreferencesState(): PreferencesState {
  const locale = readStorage(STORAGE_KEYS.locale);
  const theme = readStorage(STORAGE_KEYS.theme);
  const consent = readStorage(STORAGE_KEYS.cookieConsent);
  return {
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    theme: theme === 'dark' || theme === 'light' ? theme : null,
    currency: readStorage(STORAGE_KEYS.currency) ?? DEFAULT_CURRENCY.code,
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
  },
});

export const { localeChanged, themeChanged, currencyChanged, cookieConsentChosen } = preferencesSlice.actions;

export function persistPreferences(state: PreferencesState): void {
  writeStorage(STORAGE_KEYS.locale, state.locale);
  if (state.theme) writeStorage(STORAGE_KEYS.theme, state.theme);
  writeStorage(STORAGE_KEYS.currency, state.currency);
  if (state.cookieConsent) writeStorage(STORAGE_KEYS.cookieConsent, state.cookieConsent);
  syncPreferenceCookies(state);
}

/** The same choices in cookies (same names) for the server: it renders the page in them. */
export function syncPreferenceCookies(state: PreferencesState): void {
  writePreferenceCookie(STORAGE_KEYS.locale, state.locale);
  writePreferenceCookie(STORAGE_KEYS.theme, state.theme);
  writePreferenceCookie(STORAGE_KEYS.currency, state.currency);
  if (state.cookieConsent) writePreferenceCookie(STORAGE_KEYS.cookieConsent, state.cookieConsent);
}
