import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { ButtonLink } from './button';
import { EmptyState, ErrorState } from './states';
import { preferencesFor } from './test-utils';

describe('ErrorState', () => {
  it('shows the message and calls onRetry from the Retry button', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<ErrorState message="Impossible de charger les annonces" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Une erreur s'est produite");
    expect(alert).toHaveTextContent('Impossible de charger les annonces');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks English too, with a default message and no button without onRetry', () => {
    renderWithProviders(<ErrorState />, { preloadedState: preferencesFor('en') });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the phone is offline, keeping what failed and Retry, and goes back to the error once online', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<ErrorState message="Impossible de charger les annonces" onRetry={() => undefined} />);
      expect(screen.getByRole('heading', { name: 'Vous êtes hors ligne' })).toBeInTheDocument();
      expect(screen.getByText('Impossible de charger les annonces')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.getByRole('heading', { name: "Une erreur s'est produite" })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('keeps a title given, offline too', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<ErrorState title="Paiement refusé" />);
      expect(screen.getByRole('heading', { name: 'Paiement refusé' })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('EmptyState', () => {
  it('shows a title, a sentence and an action', () => {
    renderWithProviders(
      <EmptyState
        title="Aucune annonce trouvée"
        description="Essayez d'autres mots ou retirez des filtres."
        action={<ButtonLink to="/ads">Voir toutes les annonces</ButtonLink>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Aucune annonce trouvée' })).toBeInTheDocument();
    expect(screen.getByText("Essayez d'autres mots ou retirez des filtres.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les annonces' })).toHaveAttribute('href', '/ads');
  });

  it('falls back to a default title', () => {
    renderWithProviders(<EmptyState headingLevel="h3" />, { preloadedState: preferencesFor('en') });
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing to show yet' })).toBeInTheDocument();
  });
});
