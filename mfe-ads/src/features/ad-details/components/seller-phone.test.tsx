import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { adPage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** A private seller who proved their number and chose to show it: the number comes only after a tap. */
const privateSeller = () => ({
  ...adPage().seller,
  account_type: 'individual' as const,
  business_profile: null,
  phone: null,
  phone_display: null,
  phone_verified: true,
  phone_revealable: true,
});

describe('calling a private seller from the ad page', () => {
  it.each([
    [
      'fr',
      'Afficher le numéro',
      'Numéro vérifié',
      /^Appeler le \+243\u00a0812\u00a0345\u00a0678$/,
      /« iPhone 13 128 Go » sur Sokoni/,
    ],
    [
      'en',
      'Show number',
      'Verified number',
      /^Call \+243\u00a0812\u00a0345\u00a0678$/,
      /“iPhone 13 128 Go” on Sokoni/,
    ],
  ] as const)(
    'reveals the number on a tap (counted by the api), then offers a call and WhatsApp naming the ad (%s)',
    async (locale, reveal, badge, call, message) => {
      const api = mockApi({
        '/bff/ads/iphone-13-77': () => ({ body: { ...adPage(), seller: privateSeller() } }),
        'POST /api/ads/77/phone': () => ({
          body: { phone: '+243812345678', phone_display: '+243 812 345 678' },
        }),
      });
      const { user } = renderApp('/ads/iphone-13-77', { user: makeUser({ id: 1 }), locale });
      const seller = await screen.findByTestId('seller-card');
      expect(within(seller).getByText(badge)).toBeInTheDocument();
      // Nothing of the number is in the page before the tap.
      expect(seller).not.toHaveTextContent('812');
      expect(within(seller).queryByRole('link', { name: 'WhatsApp' })).toBeNull();
      await user.click(within(seller).getByRole('button', { name: reveal }));
      const whatsapp = await within(seller).findByRole('link', { name: 'WhatsApp' });
      const href = new URL(whatsapp.getAttribute('href')!);
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/243812345678');
      expect(href.searchParams.get('text')).toMatch(message);
      expect(href.searchParams.get('text')).toMatch(/\/ads\/iphone-13-77$/);
      expect(within(seller).getByRole('link', { name: call })).toHaveAttribute('href', 'tel:+243812345678');
      expect(api.requestsTo('POST /api/ads/77/phone')).toHaveLength(1);
    },
  );

  it('offers nothing when the seller shows no number, and says so when the reveal fails', async () => {
    const api = mockApi({
      '/bff/ads/iphone-13-77': () => ({
        body: { ...adPage(), seller: { ...privateSeller(), phone_verified: false, phone_revealable: false } },
      }),
    });
    const { unmount } = renderApp('/ads/iphone-13-77');
    const seller = await screen.findByTestId('seller-card');
    expect(within(seller).queryByRole('button', { name: 'Afficher le numéro' })).toBeNull();
    expect(within(seller).queryByText('Numéro vérifié')).toBeNull();
    unmount();

    api.use({
      '/bff/ads/iphone-13-77': () => ({ body: { ...adPage(), seller: privateSeller() } }),
      'POST /api/ads/77/phone': () => ({
        status: 404,
        body: { message: 'This seller does not show their number.' },
      }),
    });
    const { user } = renderApp('/ads/iphone-13-77', { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Show number' }));
    expect(await screen.findByText('This seller does not show their number.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull());
  });
});
