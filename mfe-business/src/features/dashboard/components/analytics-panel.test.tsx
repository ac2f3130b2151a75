import { screen } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeBusinessProfile, makeUser } from '@sokoni/contracts/testing';
import { productsPage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const owner = makeUser({ id: 3, account_type: 'business', business_profile: makeBusinessProfile() });
const product = (
  ad_id: number,
  title: string,
  views: number,
  favorites: number,
  conversations: number,
  phone_reveals: number,
) => ({
  ad_id,
  title,
  slug: `ad-${ad_id}`,
  views,
  favorites,
  conversations,
  phone_reveals,
});
const analytics = {
  days: 7,
  totals: { views: 4, favorites: 2, conversations: 2, phone_reveals: 5 },
  daily: Array.from({ length: 7 }, (_, i) => ({
    day: `2026-11-${17 + i}`,
    views: i === 6 ? 1 : 0,
    favorites: 0,
    conversations: 0,
    phone_reveals: i === 6 ? 5 : 0,
  })),
  products: [
    product(1, 'Tecno Spark 20', 1, 1, 1, 1),
    product(2, 'Frigo LG', 3, 0, 2, 4),
    // Only phone reveals: still among the busy products.
    product(3, 'Moto Haojue', 0, 0, 0, 2),
  ],
};

describe('business analytics per product', () => {
  it.each([
    [
      'fr',
      [
        '1 vue · 1 favori · 1 conversation · numéro affiché 1 fois',
        '3 vues · 0 favori · 2 conversations · numéro affiché 4 fois',
        '0 vue · 0 favori · 0 conversation · numéro affiché 2 fois',
      ],
      '23 nov. : 1 vue',
      'Numéro affiché',
    ],
    [
      'en',
      [
        '1 view · 1 favourite · 1 conversation · number shown 1 time',
        '3 views · 0 favourites · 2 conversations · number shown 4 times',
        '0 views · 0 favourites · 0 conversations · number shown 2 times',
      ],
      ': 1 view',
      'Number shown',
    ],
  ] as const)('counts in words that agree with the number, phone reveals too (%s)', async (locale, lines, day, reveals) => {
    mockApi({
      '/api/my-business/analytics': () => ({ body: analytics }),
      '/api/my-ads': () => ({ body: productsPage([]) }),
    });
    renderApp('/business/dashboard', { locale, user: owner });
    await screen.findByText('Frigo LG');
    // The total of phone reveals is a figure of its own, beside views, favourites and conversations.
    expect(screen.getByText(reveals, { selector: 'dt' }).nextElementSibling).toHaveTextContent('5');
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent ?? '');
    for (const line of lines) expect(rows.some((row) => row.endsWith(line))).toBe(true);
    expect(rows.filter((row) => /\b1 (conversations|vues|views)\b/.test(row))).toEqual([]);
    const titles = Array.from(document.querySelectorAll('svg title')).map((title) => title.textContent ?? '');
    expect(titles.some((title) => title.endsWith(day))).toBe(true);
    expect(titles.some((title) => title.includes('(s)'))).toBe(false);
  });
});
