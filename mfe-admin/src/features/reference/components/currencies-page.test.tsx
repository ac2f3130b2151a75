import { screen, within } from '@testing-library/react';
import type { AdminCurrency } from '@sokoni/contracts';
import { mockApi, restoreFetch } from '../../../test/mock-api';
import { renderApp, sessionOf } from '../../../test/render-app';

jest.setTimeout(30_000);
afterEach(restoreFetch);

const admin = sessionOf({ id: 1, is_admin: true });
const usd: AdminCurrency = {
  code: 'USD',
  name: 'US Dollar',
  symbol: '$',
  exchange_rate: 1,
  decimal_places: 2,
  symbol_position: 'before',
  is_active: true,
  is_base: true,
  ads_count: 12,
};

describe('currencies', () => {
  it('confirms a deletion and shows the server refusal word for word', async () => {
    mockApi({
      'GET /api/admin/currencies': () => ({ body: { data: [usd] } }),
      'DELETE /api/admin/currencies/USD': () => ({
        status: 409,
        body: { message: 'Cannot delete the base currency' },
      }),
    });
    const { user } = renderApp('/admin/currencies', { locale: 'en', preloadedState: { session: admin } });
    const row = (await screen.findByRole('cell', { name: 'US Dollar' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete USD?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cannot delete the base currency')).toBeInTheDocument();
  });
});
