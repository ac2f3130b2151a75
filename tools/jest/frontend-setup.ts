import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadBundledTranslations } from '../../shared-ui/src/kernel/i18n';

// Pages load lazily, as in the browser; on a busy two-core machine (the browser suites running beside these)
// the first render of a page has taken more than 5 s. A wait ends as soon as its condition holds: the limit
// only decides how long a test that is going to fail takes to say so.
configure({ asyncUtilTimeout: 15_000 });

// The site fetches a dictionary when its language is shown; tests have every registered one at hand before
// they start (a test that switches language sees the texts change at once).
beforeAll(() => loadBundledTranslations());

// The preferences are read from storage, then from their cookies (the server's copy): no test starts with
// the cookies of the one before it.
beforeEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

// jsdom has no matchMedia or scrollTo; components use them for the theme and scrolling. (It has no
// IntersectionObserver either: lazy photos then show at once, and tests of what waits for the screen give
// their own.)
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;
