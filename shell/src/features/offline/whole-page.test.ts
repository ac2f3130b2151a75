import fs from 'node:fs';
import path from 'node:path';

const script = fs.readFileSync(path.join(__dirname, '../../../public/whole-page.js'), 'utf8');

/** A page as the browser parsed it: whole (with the end marker) or cut short (without). */
function page(whole: boolean) {
  document.body.innerHTML = `<div id="root"><main><h1>Annonces</h1><ul><li>Samsung A14</li></ul></main></div>${
    whole ? '<div id="sokoni-end" hidden></div>' : ''
  }`;
}

/**
 * Runs the script as the page's <head> does, with `location` standing in for the browser's (a test cannot
 * reload jsdom's) and `readyState` saying whether the document is still being parsed.
 */
function run(url = '/ads?q=telephone', readyState: DocumentReadyState = 'interactive') {
  const reload = jest.fn();
  const [pathname, search = ''] = url.split(/(?=\?)/);
  const documentView = new Proxy(document, {
    get: (target, key) => {
      if (key === 'readyState') return readyState;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  new Function('document', 'location', script)(documentView, { pathname, search, reload });
  return reload;
}

/** Adds elements to the page as a connection still bringing it does. */
function grow() {
  document.querySelector('#root ul')!.insertAdjacentHTML('beforeend', '<li>Toyota Corolla</li>');
}

describe('whole-page.js (a page cut short is loaded again, once)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // The bar asked for by an earlier test's page cut twice.
    for (const notice of document.head.querySelectorAll('script')) notice.remove();
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('leaves a whole page alone', () => {
    page(true);
    expect(run()).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });

  it('reloads a page whose parsing ended without its end', () => {
    page(false);
    expect(run()).toHaveBeenCalledTimes(1);
  });

  it('waits for the end of parsing when it runs in the <head>', () => {
    page(false);
    const reload = run('/ads', 'loading');
    expect(reload).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a page still loading that stopped growing without its end (Chromium never ends its parsing)', () => {
    page(false);
    const reload = run('/ads', 'loading');
    // A slow connection that still brings elements is left alone…
    for (let second = 0; second < 10; second += 1) {
      grow();
      jest.advanceTimersByTime(1000);
    }
    expect(reload).not.toHaveBeenCalled();
    // …one that brought nothing for 8 s is gone (a 3G link can stall a few seconds and recover).
    jest.advanceTimersByTime(7000);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1500);
    expect(reload).toHaveBeenCalledTimes(1);
    // It stops watching once it has decided.
    jest.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops watching once the end has arrived, however long the page took', () => {
    page(false);
    const reload = run('/ads', 'loading');
    jest.advanceTimersByTime(1000);
    document.body.insertAdjacentHTML('beforeend', '<div id="sokoni-end" hidden></div>');
    jest.advanceTimersByTime(10_000);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload the same page twice in a row: a page that keeps arriving cut stays as it is', () => {
    page(false);
    expect(run()).toHaveBeenCalledTimes(1);
    expect(run()).not.toHaveBeenCalled();
    // Another address is a page of its own.
    expect(run('/ads/samsung-a14-abc123')).toHaveBeenCalledTimes(1);
  });

  it('asks for the bar of a page cut twice when the page arrives cut again, and only then', () => {
    const notices = () =>
      [...document.head.querySelectorAll('script')].filter((script) =>
        script.src.endsWith('/cut-page-notice.js'),
      );
    page(false);
    expect(run()).toHaveBeenCalledTimes(1);
    expect(notices()).toHaveLength(0);
    page(false);
    expect(run()).not.toHaveBeenCalled();
    expect(notices()).toHaveLength(1);
    notices()[0].remove();
    page(true);
    run();
    expect(notices()).toHaveLength(0);
  });

  it('forgets the reload once the page came whole, so that a later cut is mended too', () => {
    page(false);
    expect(run()).toHaveBeenCalledTimes(1);
    page(true);
    expect(run()).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
    page(false);
    expect(run()).toHaveBeenCalledTimes(1);
  });

  it('does not reload again, however late, until the page came whole', () => {
    page(false);
    expect(run()).toHaveBeenCalledTimes(1);
    jest.setSystemTime(new Date('2026-11-27T11:00:00Z'));
    expect(run()).not.toHaveBeenCalled();
  });

  it('decides when it arrives after the parsing ended (an async script may)', () => {
    page(true);
    expect(run('/ads', 'complete')).not.toHaveBeenCalled();
    page(false);
    expect(run('/ads', 'complete')).toHaveBeenCalledTimes(1);
  });

  it('does not reload without sessionStorage (nothing would stop a loop)', () => {
    page(false);
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(run()).not.toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
    }
  });
});
