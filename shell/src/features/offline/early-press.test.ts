import fs from 'node:fs';
import path from 'node:path';

// whole-page.js, asked for first in every page's <head>, also keeps a press made before the app runs.
const script = fs.readFileSync(path.join(__dirname, '../../../public/whole-page.js'), 'utf8');

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

function drawn() {
  document.body.innerHTML =
    '<div id="root"><button data-early-press="filters">Filtres</button><button>Autre</button></div>' +
    '<div id="sokoni-end" hidden></div>';
  return {
    filters: document.querySelector<HTMLButtonElement>('[data-early-press="filters"]')!,
    other: document.querySelectorAll('button')[1],
  };
}

describe('whole-page.js (a button pressed before the app runs is pressed again once it has)', () => {
  beforeAll(() => {
    drawn();
    new Function('document', 'location', script)(document, {
      pathname: '/ads',
      search: '',
      reload: () => undefined,
    });
  });
  afterAll(() => {
    delete document.documentElement.dataset.interactive;
  });

  it('shows the press, then presses the button the app drew, once, when the page is taken over', async () => {
    const early = drawn();
    early.filters.click();
    early.filters.click();
    early.other.click();
    expect(early.filters.getAttribute('aria-busy')).toBe('true');
    expect(early.other.hasAttribute('aria-busy')).toBe(false);
    await settled();

    // The app draws the page itself (its own buttons), then marks it taken over.
    const app = drawn();
    const pressedAgain = jest.fn();
    const otherPressed = jest.fn();
    app.filters.addEventListener('click', pressedAgain);
    app.other.addEventListener('click', otherPressed);
    app.filters.setAttribute('aria-busy', 'true');
    document.documentElement.dataset.interactive = 'true';
    await settled();
    expect(pressedAgain).toHaveBeenCalledTimes(1);
    expect(otherPressed).not.toHaveBeenCalled();
    expect(app.filters.hasAttribute('aria-busy')).toBe(false);

    // From then on the app answers presses itself: nothing is pressed twice.
    app.filters.click();
    await settled();
    expect(pressedAgain).toHaveBeenCalledTimes(2);
  });
});
