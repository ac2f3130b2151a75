import { screen, waitFor, within } from '@testing-library/react';
import type { Review, ReviewList } from '@sokoni/contracts';
import { mockApi, type MockHandler } from '@sokoni/shared-ui/test';
import { makeReview, makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

const seller = makeUser({ id: 9, name: 'Mama Neema' });
const buyer = makeUser({ id: 7, name: 'Amani Kabila' });

/** A review of Mama Neema (id 9) by Amani two hours ago. */
const reviewOfSeller = (overrides: Partial<Review> = {}): Review =>
  makeReview({
    seller_id: 9,
    reviewer: { id: 7, name: 'Amani Kabila', avatar: null, is_verified: true },
    ad: { id: 12, slug: 'samsung-galaxy-a54-12', title: 'Samsung Galaxy A54 128 Go' },
    comment: 'Vendeuse sérieuse, <b>téléphone</b> conforme',
    created_at: new Date(Date.now() - 2 * 3600 * 1000).toISOString(),
    ...overrides,
  });

function reviewList(data: Review[], overrides: Partial<ReviewList> = {}): ReviewList {
  return {
    data,
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: data.length,
    seller: { id: 9, name: 'Mama Neema', avatar: null, is_verified: true },
    rating: data.length ? 3.5 : null,
    reviews_count: data.length,
    rating_counts: {
      1: 0,
      2: data.filter((review) => review.rating === 2).length,
      3: 0,
      4: 0,
      5: data.filter((review) => review.rating === 5).length,
    },
    ...overrides,
  };
}

const reviews = [
  reviewOfSeller(),
  reviewOfSeller({
    id: 50,
    rating: 2,
    comment: 'Pas venue au rendez-vous',
    reviewer: { id: 8, name: 'Patrick', avatar: null, is_verified: false },
    reply: 'Désolée, la route était coupée.',
    replied_at: '2026-11-20T10:00:00.000Z',
    created_at: '2026-11-19T10:00:00.000Z',
  }),
];

function routes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/users/9/reviews': () => ({ body: reviewList(reviews) }),
    'GET /api/conversations/unread-count': () => ({ body: { count: 0 } }),
    ...overrides,
  };
}

afterEach(() => {
  localStorage.clear();
});

describe('Seller reviews page', () => {
  it('shows the average with its label and count, then each review with stars, label, ad and reply', async () => {
    mockApi(routes());
    renderApp('/users/9/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avis sur Mama Neema' })).toBeInTheDocument();
    const summary = screen.getByTestId('rating-summary');
    expect(summary).toHaveTextContent('3,5');
    expect(summary).toHaveTextContent('Très bien · 2 avis');
    // How many reviews give each number of stars, 5 down to 1, as the storefront shows it.
    const breakdown = within(summary).getByRole('list', { name: 'Répartition des notes' });
    const lines = within(breakdown).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector(':scope > :not([aria-hidden])')?.textContent)).toEqual([
      '5 étoiles : 1 avis',
      '4 étoiles : 0 avis',
      '3 étoiles : 0 avis',
      '2 étoiles : 1 avis',
      '1 étoile : 0 avis',
    ]);
    const bars = lines.map((line) => line.querySelector<HTMLElement>('[aria-hidden="true"] > span:not(.i)'));
    expect(bars.map((bar) => bar?.style.width)).toEqual(['50%', '0%', '0%', '50%', '0%']);
    const items = screen.getAllByTestId('review');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('5/5 · Excellent')).toBeInTheDocument();
    // Text as typed, never HTML.
    expect(within(items[0]).getByText('Vendeuse sérieuse, <b>téléphone</b> conforme')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Samsung Galaxy A54 128 Go' })).toHaveAttribute(
      'href',
      '/ads/samsung-galaxy-a54-12',
    );
    expect(within(items[1]).getByText('2/5 · Passable')).toBeInTheDocument();
    expect(within(items[1]).getByText('Réponse du vendeur')).toBeInTheDocument();
    expect(within(items[1]).getByText('Désolée, la route était coupée.')).toBeInTheDocument();
    // A visitor cannot answer.
    expect(screen.queryByRole('button', { name: 'Répondre' })).not.toBeInTheDocument();
  });

  it('lets only the seller answer a review without reply, once, in English too', async () => {
    let replied = false;
    const api = mockApi(
      routes({
        'GET /api/users/9/reviews': () => ({
          body: reviewList(
            replied
              ? [reviewOfSeller({ reply: 'Thank you!', replied_at: new Date().toISOString() }), reviews[1]]
              : reviews,
          ),
        }),
        'POST /api/reviews/51/reply': () => {
          replied = true;
          return { body: reviewOfSeller({ reply: 'Thank you!', replied_at: new Date().toISOString() }) };
        },
      }),
    );
    const { user } = renderApp('/users/9/reviews', { user: seller, locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Reviews of Mama Neema' });
    const breakdown = screen.getByRole('list', { name: 'Ratings breakdown' });
    expect(within(breakdown).getByText('5 stars: 1 review')).toBeInTheDocument();
    expect(within(breakdown).getByText('1 star: 0 reviews')).toBeInTheDocument();
    // Only the review without an answer offers one.
    const buttons = screen.getAllByRole('button', { name: 'Reply' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]);
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/reviews/51/reply')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Your reply/), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Your reply has been published.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/reviews/51/reply')[0].body).toEqual({ reply: 'Thank you!' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument());
    expect(screen.getAllByText("Seller's reply")).toHaveLength(2);
  });

  it("shows the api's refusal of a reply in the form and as a toast", async () => {
    mockApi(
      routes({
        'POST /api/reviews/51/reply': () => ({
          status: 409,
          body: { message: 'Vous avez déjà répondu à cet avis.' },
        }),
      }),
    );
    const { user } = renderApp('/users/9/reviews', { user: seller });
    await user.click(await screen.findByRole('button', { name: 'Répondre' }));
    await user.type(screen.getByLabelText(/Votre réponse/), 'Merci !');
    await user.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    expect(await screen.findAllByText('Vous avez déjà répondu à cet avis.')).toHaveLength(2);
  });

  it('gives a buyer the list without reply buttons, an empty state, and the load error with a retry', async () => {
    mockApi(routes({ 'GET /api/users/9/reviews': () => ({ body: reviewList([]) }) }));
    const first = renderApp('/users/9/reviews', { user: buyer });
    expect(await screen.findByText("Pas encore d'avis")).toBeInTheDocument();
    expect(screen.getByText('Pas encore de note')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Répartition des notes' })).toBeNull();
    first.unmount();

    mockApi(
      routes({
        'GET /api/users/9/reviews': () => ({ status: 404, body: { message: 'Utilisateur introuvable' } }),
      }),
    );
    renderApp('/users/9/reviews');
    expect(await screen.findByText('Utilisateur introuvable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Réessayer/ })).toBeInTheDocument();
  });
});
