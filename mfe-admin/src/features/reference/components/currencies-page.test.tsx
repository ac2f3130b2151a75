import { screen, within } from '@testing-library/react';
import type { AdminCurrency } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { currencies } from '@sokoni/contracts/testing';
import { renderAsAdmin } from '../../../test/admin';

const usd: AdminCurrency = { ...currencies[0], ads_count: 12 };

describe('currencies', () => {
  it('confirms a deletion and shows the server refusal word for word', async () => {
    mockApi({
      'GET /api/admin/currencies': () => ({ body: { data: [usd] } }),
      'DELETE /api/admin/currencies/USD': () => ({
        status: 409,
        body: { message: 'Cannot delete the base currency' },
      }),
    });
    const { user } = renderAsAdmin('/admin/currencies', { locale: 'en' });
    const row = (await screen.findByRole('cell', { name: 'US Dollar' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete USD?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cannot delete the base currency')).toBeInTheDocument();
  });

  it('names the currencies in the page language', async () => {
    mockApi({
      'GET /api/admin/currencies': () => ({
        body: { data: [usd, { ...currencies[1], name: 'Congolese Franc', ads_count: 3 }] },
      }),
    });
    renderAsAdmin('/admin/currencies');
    expect(await screen.findByRole('cell', { name: 'Dollar américain' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Franc congolais' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'US Dollar' })).not.toBeInTheDocument();
  });
});
