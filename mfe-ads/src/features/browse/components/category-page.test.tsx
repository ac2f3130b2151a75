import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeAd } from '@sokoni/contracts/testing';
import { electronicsDetail, locations, page } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('Category and location pages', () => {
  it('heads the page with the category, its sub-categories, and lists its ads', async () => {
    const api = mockApi({
      '/api/categories/electronics': () => ({ body: electronicsDetail }),
      '/api/ads': () => ({ body: page([makeAd({ id: 4, title: 'Tecno Spark 10' })], { total: 1 }) }),
    });
    renderApp('/category/electronics?sort=price_desc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Électronique' })).toBeInTheDocument();
    expect(screen.getByText('Téléphones, ordinateurs et téléviseurs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Téléphones portables' })).toHaveAttribute('href', '/category/mobile-phones');
    expect(await screen.findByRole('link', { name: 'Tecno Spark 10' })).toBeInTheDocument();
    expect(screen.getByText('1 annonce')).toBeInTheDocument();
    const sent = api.requestsTo('/api/ads')[0].url.searchParams;
    expect(sent.get('category')).toBe('electronics');
    expect(sent.get('sort')).toBe('price_desc');
  });

  it('moves a former slug (a merged or renamed category) to the category’s address, keeping the filters', async () => {
    const api = mockApi({
      '/api/categories/*': () => ({ body: electronicsDetail }),
      '/api/ads': () => ({ body: page([makeAd({ id: 4, title: 'Tecno Spark 10' })], { total: 1 }) }),
    });
    renderApp('/category/high-tech?sort=price_desc');
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/category/electronics?sort=price_desc'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Électronique' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tecno Spark 10' })).toBeInTheDocument();
    expect(api.requests.map(({ url }) => url.pathname)).toEqual(
      expect.arrayContaining(['/api/categories/high-tech', '/api/categories/electronics']),
    );
  });

  it('says when a category does not exist', async () => {
    mockApi({
      '/api/categories/nope': () => ({ status: 404, body: { message: 'Catégorie introuvable' } }),
      '/api/ads': () => ({ body: page([]) }),
    });
    renderApp('/category/nope');
    expect(await screen.findByRole('heading', { name: 'Catégorie introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les annonces' })).toHaveAttribute('href', '/ads');
  });

  it('heads a location page with the place and lists its ads', async () => {
    const api = mockApi({
      '/api/locations/gombe': () => ({ body: locations[2] }),
      '/api/ads': () => ({ body: page([makeAd({ id: 8, title: 'Appartement meublé' })]) }),
    });
    renderApp('/location/gombe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gombe' })).toBeInTheDocument();
    expect(screen.getByText('Gombe, Kinshasa')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Appartement meublé' })).toBeInTheDocument();
    expect(api.requestsTo('/api/ads')[0].url.searchParams.get('location')).toBe('gombe');
  });

  it('says when a location does not exist', async () => {
    mockApi({
      '/api/locations/atlantis': () => ({ status: 404, body: { message: 'Not found' } }),
      '/api/ads': () => ({ body: page([]) }),
    });
    renderApp('/location/atlantis', { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Location not found' })).toBeInTheDocument();
  });
});
