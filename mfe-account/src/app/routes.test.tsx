import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RouteGuard } from '@sokoni/shared-ui';
import { renderWithProviders } from '@sokoni/shared-ui/test';
import { makeUser } from '../test/render-app';
import { routes } from './routes';

const guardsOf = (path: string) => routes.find((route) => route.path === path)?.guards ?? [];

describe('mfe-account routes', () => {
  it('declares the guards of spec §2', () => {
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/:token',
      '/auth/:provider/callback',
      '/auth/social-callback',
      '/auth/social-error',
    ]) {
      expect(guardsOf(path)).toEqual(['guest']);
    }
    expect(guardsOf('/verify-email/:id/:hash')).toEqual([]);
    expect(guardsOf('/email-change/undo/:id')).toEqual([]);
    expect(guardsOf('/dev/mailbox')).toEqual([]);
    for (const path of ['/profile', '/messages', '/messages/:id']) expect(guardsOf(path)).toEqual(['auth']);
  });

  it('renders a translated page-in-preparation screen for Messages, with a link home', async () => {
    const messages = routes.find((route) => route.path === '/messages');
    if (!messages) throw new Error('no messages route');
    renderWithProviders(
      <Routes>
        <Route
          path={messages.path}
          element={
            <RouteGuard guards={messages.guards}>
              <messages.Component />
            </RouteGuard>
          }
        />
      </Routes>,
      {
        route: '/messages',
        preloadedState: { session: { token: 't', user: makeUser(), initialised: true } },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText(/en cours de préparation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });
});
