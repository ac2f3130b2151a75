import { screen, waitFor, within } from '@testing-library/react';
import type { Ad, MyAdsResponse } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeAd, makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const seller = makeUser({ id: 3 });
const counts = { all: 2, active: 2, pending: 0, inactive: 0, sold: 0, archived: 0, rejected: 0, expired: 0 };
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const soon = makeAd({
  id: 1,
  slug: 'tv-1',
  title: 'Téléviseur Samsung 55 pouces',
  status: 'active',
  expires_at: inDays(2),
});
const later = makeAd({
  id: 2,
  slug: 'moto-2',
  title: 'Moto Haojue 125',
  status: 'active',
  expires_at: inDays(30),
});

const page = (ads: Ad[]): MyAdsResponse => ({
  data: ads,
  current_page: 1,
  last_page: 1,
  per_page: 12,
  total: ads.length,
  counts,
});
const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement;

describe('expiry in My ads', () => {
  it('shows each ad’s expiry date, warns in its last week and renews it in one tap', async () => {
    let renewed = false;
    const api = mockApi({
      '/api/my-ads': () => ({
        body: page([renewed ? { ...soon, expires_at: inDays(60) } : soon, later]),
      }),
      'POST /api/ads/1/renew': () => {
        renewed = true;
        return {
          body: {
            message: 'Votre annonce est renouvelée jusqu’au 1 mai 2026.',
            ad: { id: 1, slug: 'tv-1', title: soon.title, expires_at: inDays(60) },
          },
        };
      },
    });
    const { user } = renderApp('/my-ads', { user: seller });
    expect(await screen.findByTestId('expiry-notice')).toHaveTextContent(
      '1 annonce expire dans moins d’une semaine. Renouvelez-la en un clic.',
    );
    const ending = within(cardOf('Téléviseur Samsung 55 pouces'));
    expect(ending.getByTestId('expiry-note')).toHaveTextContent(
      /^Expire le \d{1,2} \S+ \d{4} : renouvelez-la/,
    );
    const running = within(cardOf('Moto Haojue 125'));
    expect(running.getByTestId('expiry-note')).toHaveTextContent(/^En ligne jusqu’au \d{1,2} \S+ \d{4}$/);
    // Renewal is offered in the last week only.
    expect(running.queryByRole('button', { name: 'Renouveler' })).toBeNull();
    await user.click(ending.getByRole('button', { name: 'Renouveler' }));
    expect(await screen.findByText('Votre annonce est renouvelée jusqu’au 1 mai 2026.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/ads/1/renew')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('expiry-notice')).toBeNull());
  });
});

describe('the reminder mail’s renewal page', () => {
  it.each([
    ['fr', 'Renouveler mon annonce', 'Voir mon annonce'],
    ['en', 'Renew my ad', 'View my ad'],
  ] as const)('renews on the tap, without signing in (%s)', async (locale, confirm, view) => {
    const api = mockApi({
      'POST /api/ad-renewals': () => ({
        body: {
          message: 'Renewed until 1 May 2026.',
          ad: { id: 1, slug: 'tv-1', title: 'Téléviseur Samsung 55 pouces', expires_at: inDays(60) },
        },
      }),
    });
    const { user } = renderApp('/renew/1.1772438400000.abc', { locale });
    // Opening the page renews nothing: a mail client that opens links ahead does not use it up.
    await user.click(await screen.findByRole('button', { name: confirm }));
    expect(await screen.findByText('Renewed until 1 May 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: view })).toHaveAttribute('href', '/ads/tv-1');
    expect(api.requestsTo('POST /api/ad-renewals').map((request) => request.body)).toEqual([
      { token: '1.1772438400000.abc' },
    ]);
  });

  it('says why a used or expired link does not work, with the way to My ads', async () => {
    mockApi({
      'POST /api/ad-renewals': () => ({
        status: 409,
        body: { message: 'Ce lien a déjà servi : l’annonce a été renouvelée depuis.' },
      }),
    });
    const { user } = renderApp('/renew/1.1772438400000.abc');
    await user.click(await screen.findByRole('button', { name: 'Renouveler mon annonce' }));
    expect(
      await screen.findByText('Ce lien a déjà servi : l’annonce a été renouvelée depuis.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes annonces' })).toHaveAttribute('href', '/my-ads');
  });
});
