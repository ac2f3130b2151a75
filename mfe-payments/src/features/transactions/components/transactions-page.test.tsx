import { act, screen, waitFor, within } from '@testing-library/react';
import type { Transaction, TransactionListResponse } from '@sokoni/contracts';
import { mockApi, mockEventStream } from '@sokoni/shared-ui/test';
import { makeTransaction, PAYMENT_ID, makeUser, currencies } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

const paid = makeTransaction();
const declined = makeTransaction({
  id: '0b0c0d0e-0000-4000-8000-000000000001',
  transaction_id: null,
  status: 'failed',
  paid_at: null,
  boost_expires_at: null,
  date: '2026-03-11T09:00:00.000Z',
  plan: { id: 2, name: 'Premium Boost', boost_type: 'premium', duration_days: 14 },
  amount: 7,
  amount_minor: 700,
});

function list(overrides: Partial<TransactionListResponse> = {}): TransactionListResponse {
  return { data: [declined, paid], current_page: 1, last_page: 2, per_page: 10, total: 12, ...overrides };
}

describe('Transaction history', () => {
  it('lists transactions with status badges, pages and a receipt', async () => {
    const api = mockApi({
      '/api/currencies': () => ({ body: { data: currencies } }),
      '/api/transactions': (url) => ({ body: list({ current_page: Number(url.searchParams.get('page')) }) }),
      [`/api/transactions/${PAYMENT_ID}`]: () => ({ body: paid }),
    });
    const { user } = renderApp('/profile/transactions', {
      user: makeUser({ id: 3 }),
    });
    const rows = within(await screen.findByRole('list', { name: 'Vos transactions' })).getAllByRole(
      'article',
    );
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('heading', { name: 'Premium Boost (PREMIUM)' })).toBeInTheDocument();
    expect(within(rows[0]).getByText('Échoué')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Transaction : aucune (non payé)')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Payé')).toBeInTheDocument();
    expect(await within(rows[1]).findByText('$3,00')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Annonce 12' })).toHaveAttribute('href', '/ads/ad-12');
    expect(screen.getByRole('navigation', { name: "Pages de l'historique" })).toBeInTheDocument();
    expect(api.requestsTo('/api/transactions')[0].url.searchParams.get('page')).toBe('1');

    await user.click(within(rows[1]).getByRole('button', { name: 'Voir le reçu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reçu' });
    expect(await within(dialog).findByText('SKN-7K2M9QX4AB')).toBeInTheDocument();
    expect(within(dialog).getByText('Carte Visa se terminant par 0000')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(`receipt=${PAYMENT_ID}`));
  });

  it('says so when there is nothing yet, in English too', async () => {
    mockApi({
      '/api/currencies': () => ({ body: { data: currencies } }),
      '/api/transactions': () => ({ body: list({ data: [], total: 0, last_page: 1 }) }),
    });
    renderApp('/profile/transactions', { locale: 'en', user: makeUser({ id: 3 }) });
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promote an ad' })).toHaveAttribute('href', '/promote');
  });

  it('shows an attempt paid as soon as the live stream says its state changed', async () => {
    let waiting: Transaction = { ...declined, status: 'requires_action' };
    const api = mockApi({
      '/api/currencies': () => ({ body: { data: currencies } }),
      '/api/transactions': () => ({ body: list({ data: [waiting, paid] }) }),
    });
    const stream = mockEventStream();
    api.use({ '/bff/events': stream.handler });
    renderApp('/profile/transactions', { user: makeUser({ id: 3 }) });
    const list1 = await screen.findByRole('list', { name: 'Vos transactions' });
    expect(within(within(list1).getAllByRole('article')[0]).getByText('En attente de confirmation')).toBeInTheDocument();
    await act(() => stream.opened);
    const reads = api.requestsTo('/api/transactions').length;

    waiting = { ...waiting, status: 'succeeded' };
    stream.send(`id: 3\nevent: payment\ndata: {"payment_id":"${declined.id}","status":"succeeded"}\n\n`);
    await waitFor(() => expect(api.requestsTo('/api/transactions')).toHaveLength(reads + 1));
    const rows = within(screen.getByRole('list', { name: 'Vos transactions' })).getAllByRole('article');
    expect(await within(rows[0]).findByText('Payé')).toBeInTheDocument();
  });
});
