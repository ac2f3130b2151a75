import { screen } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeBusinessProfile, makeUser } from '@sokoni/contracts/testing';
import { productsPage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const owner = makeUser({ id: 3, account_type: 'business', business_profile: makeBusinessProfile() });
const product = (ad_id: number, title: string, views: number, favorites: number, conversations: number) => ({
  ad_id,
  title,
  slug: `ad-${ad_id}`,
  views,
  favorites,
  conversations,
});
const analytics = {
  days: 7,
  totals: { views: 4, favorites: 2, conversations: 2 },
  daily: Array.from({ length: 7 }, (_, i) => ({ day: `2026-11-${17 + i}`, views: i === 6 ? 1 : 0, favorites: 0, conversations: 0 })),
  products: [product(1, 'Tecno Spark 20', 1, 1, 1), product(2, 'Frigo LG', 3, 0, 2)],
};

describe('business analytics per product', () => {
  it.each([
    ['fr', ['1 vue · 1 favori · 1 conversation', '3 vues · 0 favori · 2 conversations'], '23 nov. : 1 vue'],
    ['en', ['1 view · 1 favourite · 1 conversation', '3 views · 0 favourites · 2 conversations'], ': 1 view'],
  ] as const)('counts in words that agree with the number (%s)', async (locale, lines, day) => {
    mockApi({
      '/api/my-business/analytics': () => ({ body: analytics }),
      '/api/my-ads': () => ({ body: productsPage([]) }),
    });
    renderApp('/business/dashboard', { locale, user: owner });
    await screen.findByText('Frigo LG');
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent ?? '');
    for (const line of lines) expect(rows.some((row) => row.endsWith(line))).toBe(true);
    expect(rows.filter((row) => /\b1 (conversations|vues|views)\b/.test(row))).toEqual([]);
    const titles = Array.from(document.querySelectorAll('svg title')).map((title) => title.textContent ?? '');
    expect(titles.some((title) => title.endsWith(day))).toBe(true);
    expect(titles.some((title) => title.includes('(s)'))).toBe(false);
  });
});
