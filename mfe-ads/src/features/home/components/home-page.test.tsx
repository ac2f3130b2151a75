import { screen, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { home } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('Home page', () => {
  it('shows categories with counts, boosted and recent ads, and the three steps', async () => {
    const api = mockApi({ '/bff/home': () => ({ body: home() }) });
    renderApp('/');
    expect(await screen.findByRole('link', { name: /Électronique\s*42 annonces/ })).toHaveAttribute(
      'href',
      '/category/electronics',
    );
    expect(screen.getByRole('link', { name: /Véhicules\s*7 annonces/ })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Annonces récentes' });
    expect(within(recent).getByRole('link', { name: 'Toyota RAV4 2015' })).toHaveAttribute('href', '/ads/ad-1');
    const boosted = screen.getByRole('region', { name: 'Annonces à la une' });
    expect(within(boosted).getByText('PREMIUM')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Publiez votre annonce' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Échangez avec les acheteurs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Concluez l'affaire" })).toBeInTheDocument();
    expect(api.requestsTo('/bff/home')[0].url.searchParams.get('display_currency')).toBe('USD');
  });

  it('sends a search to Browse Ads with q', async () => {
    mockApi({ '/bff/home': () => ({ body: home() }), '/api/ads': () => ({ body: { data: [], current_page: 1, last_page: 1, per_page: 24, total: 0 } }) });
    const { user } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher des annonces' }), 'toyota rav4');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/ads?q=toyota+rav4');
  });

  it('searches the words the box holds even when they were typed before the page was taken over', async () => {
    mockApi({ '/bff/home': () => ({ body: home() }), '/api/ads': () => ({ body: { data: [], current_page: 1, last_page: 1, per_page: 24, total: 0 } }) });
    const { user } = renderApp('/');
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher des annonces' });
    // A server-rendered box typed into before hydration: the text is in the box, the component's state is empty.
    box.value = 'parcelle';
    expect(box.closest('form')).toHaveAttribute('action', '/ads');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/ads?q=parcelle');
  });

  it('asks an unverified user to verify their email', async () => {
    mockApi({ '/bff/home': () => ({ body: home() }) });
    renderApp('/?reason=unverified');
    expect(await screen.findByText('Veuillez vérifier votre adresse e-mail pour publier une annonce.')).toBeInTheDocument();
  });

  it('shows the error with a retry that reloads', async () => {
    let calls = 0;
    mockApi({
      '/bff/home': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { message: 'Service indisponible' } } : { body: home() };
      },
    });
    const { user } = renderApp('/');
    expect(await screen.findByText('Service indisponible')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Toyota RAV4 2015' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    mockApi({ '/bff/home': () => ({ body: home() }) });
    renderApp('/', { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Browse categories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Electronics\s*42 ads/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  });
});
