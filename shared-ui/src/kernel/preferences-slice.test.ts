import { STORAGE_KEYS } from '@sokoni/contracts';
import { loadPreferencesState, syncPreferenceCookies } from './preferences-slice';

describe('loadPreferencesState', () => {
  // (The cookies of earlier tests are cleared by the front-end test setup.)
  beforeEach(() => localStorage.clear());

  it('starts in the defaults when nothing is stored', () => {
    expect(loadPreferencesState()).toMatchObject({
      locale: 'fr',
      theme: null,
      currency: 'USD',
      dataSaver: null,
    });
  });

  it('takes the language, theme, currency and data saver from the cookies the server set when storage has none', () => {
    document.cookie = `${STORAGE_KEYS.locale}=en; Path=/`;
    document.cookie = `${STORAGE_KEYS.theme}=dark; Path=/`;
    document.cookie = `${STORAGE_KEYS.currency}=CDF; Path=/`;
    document.cookie = `${STORAGE_KEYS.dataSaver}=on; Path=/`;
    const preferences = loadPreferencesState();
    expect(preferences).toMatchObject({ locale: 'en', theme: 'dark', currency: 'CDF', dataSaver: true });
    // Written back as they are: a page opened from an English link stays English.
    syncPreferenceCookies(preferences);
    expect(document.cookie).toContain(`${STORAGE_KEYS.locale}=en`);
  });

  it('asks for the cookie consent again when storage has none, whatever the cookie says', () => {
    document.cookie = `${STORAGE_KEYS.cookieConsent}=accepted; Path=/`;
    expect(loadPreferencesState().cookieConsent).toBeNull();
  });

  it('prefers the stored choice to the cookie', () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'fr');
    document.cookie = `${STORAGE_KEYS.locale}=en; Path=/`;
    expect(loadPreferencesState().locale).toBe('fr');
  });

  it('ignores a cookie that names no supported language or theme', () => {
    document.cookie = `${STORAGE_KEYS.locale}=xx; Path=/`;
    document.cookie = `${STORAGE_KEYS.theme}=neon; Path=/`;
    expect(loadPreferencesState()).toMatchObject({ locale: 'fr', theme: null });
  });
});

describe('syncPreferenceCookies', () => {
  beforeEach(() => localStorage.clear());

  it('writes no cookie for a visitor in the defaults the server renders without cookies', () => {
    const writes = jest.spyOn(Document.prototype, 'cookie', 'set');
    try {
      syncPreferenceCookies(loadPreferencesState());
      expect(writes).not.toHaveBeenCalled();
    } finally {
      writes.mockRestore();
    }
  });

  it('writes only the cookies whose value changed', () => {
    const state = {
      ...loadPreferencesState(),
      locale: 'en' as const,
      currency: 'CDF',
      theme: 'dark' as const,
    };
    syncPreferenceCookies(state);
    expect(document.cookie).toContain(`${STORAGE_KEYS.currency}=CDF`);
    const writes = jest.spyOn(Document.prototype, 'cookie', 'set');
    try {
      syncPreferenceCookies(state);
      expect(writes).not.toHaveBeenCalled();
      syncPreferenceCookies({ ...state, currency: 'USD' });
      expect(writes).toHaveBeenCalledTimes(1);
      expect(document.cookie).toContain(`${STORAGE_KEYS.currency}=USD`);
    } finally {
      writes.mockRestore();
    }
  });
});
