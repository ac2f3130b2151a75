import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { assumeSystemTheme, useThemeMode } from './providers';
import { makeStore } from './store';
import { Provider } from 'react-redux';

function Mode() {
  return <p>{useThemeMode()}</p>;
}

function page(store = makeStore({ preferences: { ...makeStore().getState().preferences, theme: null } })) {
  return (
    <Provider store={store}>
      <Mode />
    </Provider>
  );
}

function systemPrefers(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe("the system's theme a server render assumes", () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
    assumeSystemTheme(null);
  });

  it('draws light when nothing is known, and the theme the bff read from the hint or cookie otherwise', () => {
    expect(renderToString(page())).toContain('light');
    assumeSystemTheme('dark');
    expect(renderToString(page())).toContain('dark');
  });

  it('takes a page drawn dark over as it is, in a browser whose system is dark (no light render between)', async () => {
    systemPrefers(true);
    assumeSystemTheme('dark');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      hydrateRoot(container, page());
    });
    observer.disconnect();
    expect(container.textContent).toBe('dark');
    expect(seen).toEqual([]);
  });

  it('switches a first visit, drawn light, to the dark system once the app runs', async () => {
    systemPrefers(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    expect(container.textContent).toBe('light');
    await act(async () => {
      hydrateRoot(container, page());
    });
    expect(container.textContent).toBe('dark');
  });
});
