import { screen, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { adPage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('Ad details', () => {
  it('shows the gallery, price with its conversion, description, seller and sharing', async () => {
    const api = mockApi({ '/bff/ads/iphone-13-77': () => ({ body: adPage() }) });
    const { user } = renderApp('/ads/iphone-13-77');
    expect(await screen.findByRole('heading', { level: 1, name: 'iPhone 13 128 Go' })).toBeInTheDocument();
    expect(api.requestsTo('/bff/ads/iphone-13-77')[0].url.searchParams.get('display_currency')).toBe('USD');

    const price = screen.getAllByTestId('price')[0];
    expect(price.firstChild?.textContent).toBe('350\u202f000\u00a0FC');
    expect(within(price).getByText('≈ $125,00')).toBeInTheDocument();

    const main = screen.getByRole('img', { name: 'iPhone 13 128 Go — Photo 1 sur 3' });
    expect(main).toHaveAttribute('src', '/media/ads/1/1-800.webp');
    await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(screen.getByRole('img', { name: 'iPhone 13 128 Go — Photo 2 sur 3' })).toHaveAttribute(
      'src',
      '/media/ads/1/2-800.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Afficher la photo 3' }));
    expect(screen.getByRole('img', { name: 'iPhone 13 128 Go — Photo 3 sur 3' })).toBeInTheDocument();

    expect(screen.getByText(/Batterie 90 %\.\s+Vendu avec sa boîte\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Téléphones portables' })).toHaveAttribute(
      'href',
      '/category/mobile-phones',
    );
    expect(screen.getByRole('link', { name: 'Gombe, Kinshasa' })).toHaveAttribute('href', '/location/gombe');
    expect(screen.getByText('15 vues')).toBeInTheDocument();

    const seller = screen.getByTestId('seller-card');
    expect(within(seller).getByRole('link', { name: 'Kin Phones' })).toHaveAttribute(
      'href',
      '/business/kin-phones',
    );
    expect(within(seller).getByText('Vérifié')).toBeInTheDocument();
    expect(within(seller).getByText('Membre depuis mars 2024')).toBeInTheDocument();
    expect(within(seller).getByText('8 annonces actives')).toBeInTheDocument();
    expect(within(seller).getByRole('link', { name: 'Voir la boutique' })).toHaveAttribute(
      'href',
      '/business/kin-phones',
    );

    const whatsapp = screen.getByRole('link', { name: 'Partager sur WhatsApp' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('iPhone 13 128 Go http://localhost/ads/iphone-13-77')}`,
    );
    expect(screen.getByRole('link', { name: 'Se connecter pour contacter le vendeur' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fads%2Fiphone-13-77',
    );
    expect(screen.getByRole('link', { name: 'Samsung A54' })).toBeInTheDocument();
  });

  it('opens the zoom view with the large photo', async () => {
    mockApi({ '/bff/ads/iphone-13-77': () => ({ body: adPage() }) });
    const { user } = renderApp('/ads/iphone-13-77');
    await user.click(await screen.findByRole('button', { name: /Agrandir la photo/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/ads/1/1-1600.webp');
  });

  it('does not ask a signed-in visitor to sign in', async () => {
    mockApi({ '/bff/ads/iphone-13-77': () => ({ body: adPage() }) });
    const session = makeUser({ id: 1 });
    renderApp('/ads/iphone-13-77', { user: session });
    await screen.findByRole('heading', { level: 1, name: 'iPhone 13 128 Go' });
    expect(screen.queryByRole('link', { name: 'Se connecter pour contacter le vendeur' })).toBeNull();
  });

  it('says a pending ad is awaiting review rather than published, in both languages', async () => {
    const page = adPage();
    const pending = adPage({ ad: { ...page.ad, status: 'pending' } });
    const session = makeUser({ id: page.ad.user.id });
    mockApi({ '/bff/ads/iphone-13-77': () => ({ body: pending }) });
    const first = renderApp('/ads/iphone-13-77', { user: session });
    const facts = within(await screen.findByRole('list', { name: 'Informations' }));
    expect(facts.getByTestId('awaiting-review')).toHaveTextContent(/^En attente de validation · envoyée /);
    expect(facts.queryByText(/Publiée/)).toBeNull();
    first.unmount();

    mockApi({ '/bff/ads/iphone-13-77': () => ({ body: pending }) });
    renderApp('/ads/iphone-13-77', { user: session, locale: 'en' });
    const factsEn = within(await screen.findByRole('list', { name: 'Details' }));
    expect(factsEn.getByTestId('awaiting-review')).toHaveTextContent(/^Awaiting review · submitted /);
    expect(factsEn.queryByText(/Posted/)).toBeNull();
  });

  it('says Posted for an active ad', async () => {
    mockApi({ '/bff/ads/iphone-13-77': () => ({ body: adPage() }) });
    renderApp('/ads/iphone-13-77');
    const facts = within(await screen.findByRole('list', { name: 'Informations' }));
    expect(facts.getByText(/^Publiée/)).toBeInTheDocument();
    expect(facts.queryByTestId('awaiting-review')).toBeNull();
  });

  it('says Ad not found for an unknown ad, with a way to browse', async () => {
    mockApi({ '/bff/ads/gone': () => ({ status: 404, body: { message: 'Ad not found' } }) });
    renderApp('/ads/gone', { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Ad not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse ads' })).toHaveAttribute('href', '/ads');
  });

  it('offers a retry when the page fails to load', async () => {
    mockApi({ '/bff/ads/x': () => ({ status: 502, body: {} }) });
    renderApp('/ads/x');
    expect(await screen.findByText("Impossible de charger les détails de l'annonce")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
