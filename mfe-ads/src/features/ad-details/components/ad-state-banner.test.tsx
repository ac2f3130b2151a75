import { screen, within } from '@testing-library/react';
import type { Ad } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { adPage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const base = adPage();
const pageWith = (ad: Partial<Ad>) => adPage({ ad: { ...base.ad, ...ad } });
const owner = makeUser({ id: base.ad.user.id });

async function openAs(
  ad: Partial<Ad>,
  user: ReturnType<typeof makeUser> | undefined,
  locale: 'fr' | 'en' = 'fr',
) {
  mockApi({ '/bff/ads/iphone-13-77': () => ({ body: pageWith(ad) }) });
  const rendered = renderApp('/ads/iphone-13-77', { user, locale });
  await screen.findByRole('heading', { level: 1, name: 'iPhone 13 128 Go' });
  return rendered;
}

const banner = () =>
  screen.getByRole('status', {
    name: /attente|refusée|expirée|désactivée|review|rejected|expired|deactivated/i,
  });

describe('The state banner of an ad that is not public', () => {
  it.each([
    [
      'fr',
      'En attente de validation',
      /Un administrateur doit l'approuver avant qu'elle soit publiée\. Seuls son auteur et les administrateurs/,
    ],
    [
      'en',
      'Awaiting review',
      /An administrator must approve it before it is published\. Only its author and administrators/,
    ],
  ] as const)('tells the owner a pending ad awaits review (%s)', async (locale, title, text) => {
    await openAs({ status: 'pending' }, owner, locale);
    const state = within(banner());
    expect(state.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(state.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [
      'fr',
      'Annonce refusée',
      'Un administrateur a refusé cette annonce : Photo floue.',
      'Modifier et soumettre à nouveau',
    ],
    ['en', 'Ad rejected', 'An administrator rejected this ad: Photo floue.', 'Edit and submit again'],
  ] as const)(
    'gives the reason of a rejection once, with a way to edit (%s)',
    async (locale, title, reason, action) => {
      // The moderator ended the reason with a stop: the sentence does not get a second one.
      await openAs(
        { status: 'rejected', rejection_reason: 'Photo floue.', published_at: null },
        owner,
        locale,
      );
      const state = within(banner());
      expect(state.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(state.getByText(new RegExp(`^${reason.replace(/[.]/g, '\\.')} `))).toBeInTheDocument();
      expect(state.getByRole('link', { name: action })).toHaveAttribute('href', '/edit-ad/iphone-13-77');
      // Never published: the page does not say « Publiée », nor offers to share a link nobody else can open.
      expect(screen.queryByText(/^(Publiée|Posted)/)).toBeNull();
      expect(screen.getByText(/^(Envoyée|Submitted)/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^(Partager sur WhatsApp|Share on WhatsApp)/ })).toBeNull();
    },
  );

  it.each([
    ['expired', 'Annonce expirée', 'La renouveler dans Mes annonces'],
    ['inactive', 'Annonce désactivée', 'La réactiver dans Mes annonces'],
  ] as const)(
    'says an %s ad is no longer offered, with the way back through My ads',
    async (status, title, action) => {
      await openAs({ status }, owner);
      const state = within(banner());
      expect(state.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(state.getByRole('link', { name: action })).toHaveAttribute('href', '/my-ads');
    },
  );

  it('shows an administrator the state and the reason, without the owner’s actions', async () => {
    await openAs(
      { status: 'rejected', rejection_reason: 'Prix trompeur' },
      makeUser({ id: 1, is_admin: true }),
    );
    const state = within(banner());
    expect(state.getByText(/Un administrateur a refusé cette annonce : Prix trompeur\./)).toBeInTheDocument();
    expect(state.queryByRole('link')).toBeNull();
  });

  it('is not there for an active ad', async () => {
    await openAs({ status: 'active' }, owner);
    expect(screen.queryByRole('status', { name: /attente|refusée|expirée|désactivée/i })).toBeNull();
  });
});
