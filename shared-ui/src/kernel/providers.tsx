import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { themes, type ThemeMode } from '../theme/tokens';
import { GlobalStyle } from '../theme/global-style';
import { changeLocale, initI18n } from './i18n';
import type { User } from '@sokoni/contracts';
import { toApiError } from './api-error';
import { themeChanged } from './preferences-slice';
import { userUpdated } from './session-slice';
import { useAppDispatch, useAppSelector, type AppStore } from './store';
import { toastShown } from './toast-slice';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeSystemTheme(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(darkQuery);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}

function systemTheme(): ThemeMode {
  return typeof window !== 'undefined' && window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';
}

/** The system's theme the page was drawn in on the server (light when it could not know). */
let drawnSystemTheme: ThemeMode = 'light';

/** The browser is taking a server page over: the system's own theme waits until it has (see useSystemTheme). */
let takingOver = false;

/**
 * The system's theme a server render assumes (the renderer, per page), or assumed (the browser, before it takes
 * the server's page over, so the first render draws the same markup; the system's own follows once it is taken
 * over).
 */
export function assumeSystemTheme(mode: ThemeMode | null | undefined): void {
  drawnSystemTheme = mode ?? 'light';
  takingOver = typeof window !== 'undefined';
}

const assumedSystemTheme = () => drawnSystemTheme;

/**
 * The system's theme. While a server page is taken over it is the one the page was drawn in; the system's own
 * follows as a transition. As an urgent update it reached the parts of the page whose code was still on its way
 * before they were taken over, and React threw their server markup away and drew them again behind a spinner: a
 * first visit from a phone set to dark saw its list vanish for most of a second. A transition waits for them.
 */
function useSystemTheme(): ThemeMode {
  const system = useSyncExternalStore(subscribeSystemTheme, systemTheme, assumedSystemTheme);
  const [settled, setSettled] = useState(() => !takingOver);
  useEffect(() => {
    if (settled) return;
    takingOver = false;
    startTransition(() => setSettled(true));
  }, [settled]);
  return settled ? system : drawnSystemTheme;
}

/** Theme: the signed-in user's preferred_theme, else the stored choice, else the system's. */
export function useThemeMode(): ThemeMode {
  const userTheme = useAppSelector((s) => s.session.user?.preferred_theme ?? null);
  const storedTheme = useAppSelector((s) => s.preferences.theme);
  const system = useSystemTheme();
  return userTheme ?? storedTheme ?? system;
}

/** How a theme choice is saved on the account (the shell's and the QA bar's own mutations). */
export type SaveThemePreference = (theme: ThemeMode) => { unwrap(): Promise<{ user: User }> };

/**
 * The dark/light switch. A signed-in user's preferred_theme wins over the stored choice
 * (docs/statuses.md#session-and-preferences), so it is changed at once and saved on the server, else the next
 * visit would switch back; a failed save puts it back and says why (`failedMessage` when the server gives none).
 */
export function useThemeToggle(save: SaveThemePreference, failedMessage: string) {
  const mode = useThemeMode();
  const user = useAppSelector((s) => s.session.user);
  const dispatch = useAppDispatch();
  const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
  const toggle = () => {
    dispatch(themeChanged(next));
    if (!user) return;
    const previous = user;
    dispatch(userUpdated({ ...user, preferred_theme: next }));
    save(next)
      .unwrap()
      .then((result) => dispatch(userUpdated(result.user)))
      .catch((error: unknown) => {
        dispatch(userUpdated(previous));
        dispatch(toastShown({ type: 'error', message: toApiError(error, failedMessage).message }));
      });
  };
  return { mode, next, toggle };
}

/**
 * Sets an attribute of `<html>` only when it changes. The server and the theme script set them before the
 * first paint; writing the same value again still makes the browser restyle the whole page (`lang` and the
 * theme are read by selectors everywhere), a few tens of milliseconds on a phone while the page starts.
 */
function setRootAttribute(name: 'lang' | 'data-theme', value: string): void {
  if (document.documentElement.getAttribute(name) !== value)
    document.documentElement.setAttribute(name, value);
}

function ThemedContent({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const locale = useAppSelector((s) => s.preferences.locale);
  useEffect(() => {
    // The other language's dictionaries are fetched first, then the texts switch.
    void changeLocale(locale);
    setRootAttribute('lang', locale);
  }, [locale]);
  // Before the paint: the page's base colours (GlobalStyle) follow this attribute, the components the theme.
  useLayoutEffect(() => {
    setRootAttribute('data-theme', mode);
    if (document.documentElement.style.colorScheme !== mode)
      document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Everything a page needs around it, the same in the shell, a standalone remote and tests (no router). */
export function AppProviders({ store, children }: AppProvidersProps) {
  const instance = useMemo(() => initI18n(store.getState().preferences.locale), [store]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={instance}>
        <ThemedContent>{children}</ThemedContent>
      </I18nextProvider>
    </Provider>
  );
}
