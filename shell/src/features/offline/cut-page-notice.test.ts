import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen } from '@testing-library/react';

// The bar `whole-page.js` asks for when a page arrived cut short a second time.
const script = fs.readFileSync(path.join(__dirname, '../../../public/cut-page-notice.js'), 'utf8');

function show(lang: string) {
  document.documentElement.lang = lang;
  document.body.innerHTML = '<div id="root"><main><h1>Annonces</h1></main></div>';
  const reload = jest.fn();
  new Function('document', 'location', script)(document, { reload });
  return reload;
}

describe('cut-page-notice.js (the bar of a page that arrived cut twice)', () => {
  afterAll(() => {
    document.documentElement.lang = 'fr';
  });

  it.each([
    ['fr', 'Cette page n’est pas arrivée en entier (la connexion a été coupée).', 'Recharger la page'],
    ['en', 'This page did not arrive whole (the connection was cut).', 'Load it again'],
  ])(
    'says so in the page’s language (%s), keeps what arrived, and loads the page again when asked',
    (lang, text, button) => {
      const reload = show(lang);
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('heading', { name: 'Annonces' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('shows one bar, however many times it runs', () => {
    show('fr');
    new Function('document', 'location', script)(document, { reload: jest.fn() });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
