import type { Locale } from '@sokoni/contracts';
import type { RootState } from '../kernel/store';

/** Preloaded preferences for a given locale, so a test can render the same UI in French and in English. */
export function preferencesFor(locale: Locale): Pick<RootState, 'preferences'> {
  return {
    preferences: { locale, theme: 'light', currency: 'USD', cookieConsent: 'accepted', dataSaver: null, saveData: false },
  };
}
