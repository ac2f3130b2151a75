import fs from 'node:fs';
import path from 'node:path';

const script = fs.readFileSync(path.join(__dirname, '../../../public/start-app.js'), 'utf8');

/** The page as the bff sends it: `#root` holds the server's markup (or nothing), then the list of scripts. */
function page(rendered: string) {
  document.body.innerHTML = `<div id="root">${rendered}</div><script id="sokoni-scripts" type="application/json">["/main.1a2b3c4d.js","/other.5e6f7a8b.js"]</script>`;
}

const started = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((tag) => [
    tag.getAttribute('src'),
    tag.async,
  ]);

describe('start-app.js (the app starts after the first paint of a server-rendered page)', () => {
  let readyState: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  });
  afterEach(() => {
    readyState.mockRestore();
    jest.useRealTimers();
  });

  it('starts the scripts at once, in order, on a page drawn in the browser', () => {
    page('');
    new Function(script)();
    expect(started()).toEqual([
      ['/main.1a2b3c4d.js', false],
      ['/other.5e6f7a8b.js', false],
    ]);
  });

  it('waits for the page and its photos (load), then for the frames that paint them', async () => {
    page('<main><h1>Annonces</h1></main>');
    new Function(script)();
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(100); // two frames (jsdom draws one every 16 ms) and the task after them
    expect(started().map(([src]) => src)).toEqual(['/main.1a2b3c4d.js', '/other.5e6f7a8b.js']);
    jest.advanceTimersByTime(5000);
    expect(started()).toHaveLength(2); // started once
  });

  it('starts anyway when the photos are late', () => {
    page('<main><img src="/media/ads/1/a-800.webp" fetchpriority="high"></main>');
    new Function(script)();
    jest.advanceTimersByTime(3999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started().map(([src]) => src)).toEqual(['/main.1a2b3c4d.js', '/other.5e6f7a8b.js']);
  });
});
