import { useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { usePageName } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { GuardedPage } from './guarded-page';
import './i18n';

/** A page whose name arrives with its data, like an ad page. */
function NamedByItsData() {
  const [name, setName] = useState<string | null>(null);
  usePageName(name);
  return (
    <button type="button" onClick={() => setName('Toyota RAV4 2013')}>
      {name ?? 'Charger'}
    </button>
  );
}

describe('GuardedPage title', () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  });
  afterEach(() => jest.restoreAllMocks());

  it('names the tab after the route until the page gives a name from its data', async () => {
    const { user } = renderWithProviders(
      <GuardedPage titleKey="shell:pages.about">
        <NamedByItsData />
      </GuardedPage>,
    );
    await waitFor(() => expect(document.title).toBe('À propos | Sokoni'));

    await user.click(screen.getByRole('button', { name: 'Charger' }));
    expect(await screen.findByRole('button', { name: 'Toyota RAV4 2013' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Toyota RAV4 2013 | Sokoni'));
  });

  it('names the tab after the link that opened the page (an ad card), not the route, while the page loads', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={
            <GuardedPage titleKey="shell:pages.about">
              <Link to="/ads/rav4" state={{ pageName: 'Toyota RAV4 2013' }}>
                Ouvrir
              </Link>
            </GuardedPage>
          }
        />
        <Route
          path="/ads/rav4"
          element={
            <GuardedPage titleKey="shell:pages.contact">
              <p>Chargement de l’annonce</p>
            </GuardedPage>
          }
        />
      </Routes>,
    );
    await user.click(screen.getByRole('link', { name: 'Ouvrir' }));
    expect(await screen.findByText('Chargement de l’annonce')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Toyota RAV4 2013 | Sokoni'));
  });
});
