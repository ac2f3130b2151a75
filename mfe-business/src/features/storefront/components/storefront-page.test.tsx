import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeAd, makeReview, makeStorefront } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

describe('Storefront', () => {
  it('shows the business, tap-to-call, its website in a new tab, sharing and its ads', async () => {
    const api = mockApi({
      '/bff/businesses/kin-electro': () => ({
        body: { storefront: makeStorefront({}, [makeAd({ id: 1, slug: 'tecno-1', title: 'Tecno Spark 20' })]) },
      }),
    });
    renderApp('/business/kin-electro');
    expect(await screen.findByRole('heading', { name: 'Kin Électro' })).toBeInTheDocument();
    expect(screen.getByText('Téléphones et accessoires à Gombe')).toBeInTheDocument();
    expect(screen.getByText('Avenue du Commerce 12, Gombe')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pas de logo' })).toBeInTheDocument();
    // The number written as on the ad page, kept on one line.
    const call = screen.getByRole('link', { name: 'Appeler +243\u00a0812\u00a0345\u00a0678' });
    expect(call).toHaveAttribute('href', 'tel:+243812345678');
    const website = screen.getByRole('link', { name: 'Site web' });
    expect(website).toHaveAttribute('href', 'https://kin-electro.cd');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Partager sur WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=.*business%2Fkin-electro/,
    );
    expect(screen.getByRole('heading', { name: 'Nos annonces' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tecno Spark 20' })).toHaveAttribute('href', '/ads/tecno-1');
    expect(api.requestsTo('/bff/businesses/kin-electro')).toHaveLength(1);
  });

  it('says when there are no ads, and shows the logo when there is one', async () => {
    mockApi({
      '/bff/businesses/kin-electro': () => ({
        body: { storefront: makeStorefront({ logo_url: '/media/business/5/logo-256.webp', phone: null, website: null }) },
      }),
    });
    renderApp('/business/kin-electro', { locale: 'en' });
    expect(await screen.findByText('This business has no ads at the moment.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kin Électro logo' })).toHaveAttribute('src', '/media/business/5/logo-256.webp');
    expect(screen.queryByRole('link', { name: /Call/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Website' })).toBeNull();
  });

  it("shows the owner's rating with its label, the newest reviews and a link to all of them", async () => {
    const base = makeStorefront();
    mockApi({
      '/bff/businesses/kin-electro': () => ({
        body: {
          storefront: makeStorefront({ user: { ...base.user, rating: 4.3, reviews_count: 7 } }),
          reviews: [makeReview(), makeReview({ id: 50, rating: 3, comment: '<i>Correct</i>' })],
        },
      }),
    });
    renderApp('/business/kin-electro');
    const rating = await screen.findByTestId('storefront-rating');
    expect(rating).toHaveTextContent('4,3 · Très bien · 7 avis');
    expect(screen.getByRole('link', { name: '4,3 · Très bien · 7 avis' })).toHaveAttribute('href', '/users/3/reviews');
    expect(screen.getByRole('heading', { name: 'Avis des clients' })).toBeInTheDocument();
    expect(screen.getByText('5/5 · Excellent')).toBeInTheDocument();
    expect(screen.getByText('3/5 · Bien')).toBeInTheDocument();
    expect(screen.getByText('<i>Correct</i>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les 7 avis' })).toHaveAttribute('href', '/users/3/reviews');
  });

  it('breaks the reviews down by stars, 5 down to 1, each bar said in words', async () => {
    const base = makeStorefront();
    mockApi({
      '/bff/businesses/kin-electro': () => ({
        body: {
          storefront: makeStorefront({
            user: { ...base.user, rating: 4.3, reviews_count: 8, rating_counts: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 5 } },
          }),
          reviews: [makeReview()],
        },
      }),
    });
    renderApp('/business/kin-electro');
    const breakdown = await screen.findByRole('list', { name: 'Répartition des notes' });
    const lines = within(breakdown).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector(':scope > :not([aria-hidden])')?.textContent)).toEqual([
      '5 étoiles : 5 avis',
      '4 étoiles : 2 avis',
      '3 étoiles : 0 avis',
      '2 étoiles : 0 avis',
      '1 étoile : 1 avis',
    ]);
    // The bars are drawn in proportion and hidden from screen readers, which read the line's words.
    const bars = lines.map((line) => line.querySelector<HTMLElement>('[aria-hidden="true"] > span:not(.i)'));
    expect(bars.map((bar) => bar?.style.width)).toEqual(['63%', '25%', '0%', '0%', '13%']);
    expect(lines[0].querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(3);
  });

  it('breaks the reviews down in English too', async () => {
    const base = makeStorefront();
    mockApi({
      '/bff/businesses/kin-electro': () => ({
        body: {
          storefront: makeStorefront({
            user: { ...base.user, rating: 5, reviews_count: 1, rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } },
          }),
          reviews: [makeReview()],
        },
      }),
    });
    renderApp('/business/kin-electro', { locale: 'en' });
    expect(await screen.findByTestId('storefront-rating')).toHaveTextContent('5.0 · Excellent · 1 review');
    const breakdown = screen.getByRole('list', { name: 'Ratings breakdown' });
    expect(within(breakdown).getByText('5 stars: 1 review')).toBeInTheDocument();
    expect(within(breakdown).getByText('1 star: 0 reviews')).toBeInTheDocument();
  });

  it('says there is no review yet, in English too, without a breakdown', async () => {
    mockApi({ '/bff/businesses/kin-electro': () => ({ body: { storefront: makeStorefront(), reviews: [] } }) });
    renderApp('/business/kin-electro', { locale: 'en' });
    expect(await screen.findByTestId('storefront-rating')).toHaveTextContent('No reviews yet');
    expect(screen.queryByRole('heading', { name: 'Customer reviews' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Ratings breakdown' })).toBeNull();
    expect(screen.queryByText(/0\.0/)).toBeNull();
  });

  it('shows the fetch error', async () => {
    mockApi({ '/bff/businesses/nobody': () => ({ status: 404, body: { message: 'Boutique introuvable' } }) });
    renderApp('/business/nobody');
    expect(await screen.findByText('Boutique introuvable')).toBeInTheDocument();
  });

  it('reloads when the slug changes and moves a former slug to the current one', async () => {
    const api = mockApi({
      '/bff/businesses/*': (url) => {
        const slug = url.pathname.split('/').pop()!;
        const current = slug === 'old-name' ? 'new-name' : slug;
        return { body: { storefront: makeStorefront({ name: `Shop ${current}`, slug: current }) } };
      },
    });
    const { user } = renderApp('/business/first', {
      extras: (
        <>
          <Link to="/business/second">second</Link>
          <Link to="/business/old-name">old</Link>
        </>
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Shop first' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'second' }));
    expect(await screen.findByRole('heading', { name: 'Shop second' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'old' }));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/business/new-name'));
    expect(await screen.findByRole('heading', { name: 'Shop new-name' })).toBeInTheDocument();
    expect(api.requests.map(({ url }) => url.pathname)).toEqual(
      expect.arrayContaining(['/bff/businesses/first', '/bff/businesses/second', '/bff/businesses/old-name']),
    );
  });
});
