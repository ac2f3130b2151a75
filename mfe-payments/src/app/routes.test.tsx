import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { User } from '@sokoni/contracts';
import { RouteGuard } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { routes } from './routes';

describe('mfe-payments routes', () => {
  it('guards promote and transaction history with auth (spec §2)', () => {
    expect(routes.map((route) => [route.path, route.guards])).toEqual([
      ['/promote/:adId?', ['auth']],
      ['/profile/transactions', ['auth']],
    ]);
  });

  it('renders the promote page in preparation, with or without an ad id', async () => {
    const promote = routes[0];
    renderWithProviders(
      <Routes>
        <Route
          path={promote.path}
          element={
            <RouteGuard guards={promote.guards}>
              <promote.Component />
            </RouteGuard>
          }
        />
      </Routes>,
      {
        route: '/promote/12',
        preloadedState: { session: { token: 't', user: { id: 1 } as User, initialised: true } },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Promouvoir votre annonce' })).toBeInTheDocument();
  });
});
