import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { adPage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const buyer = makeUser({ id: 1, name: 'Patrick' });

const page = () => adPage({ ad: { ...adPage().ad, rating: 4.6, reviews_count: 12 } });

describe('Contacting the seller from the ad page', () => {
  it('sends the message, then shows a toast and a link to the conversation', async () => {
    const api = mockApi({
      '/bff/ads/iphone-13-77': () => ({ body: page() }),
      '/api/ads/77/contact': () => ({
        body: { message: { id: 5 }, conversation: { id: 31 } },
      }),
    });
    const { user } = renderApp('/ads/iphone-13-77', { user: buyer });
    const box = await screen.findByRole('region', { name: 'Contacter le vendeur' });
    const field = within(box).getByLabelText('Votre message');
    expect(field).toHaveValue('Bonjour, votre annonce « iPhone 13 128 Go » est-elle toujours disponible ?');
    await user.clear(field);
    await user.type(field, 'Je peux passer à Gombe demain ?');
    await user.click(within(box).getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Votre message a été envoyé au vendeur.')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Voir la conversation' })).toHaveAttribute(
      'href',
      '/messages/31',
    );
    expect(api.requestsTo('POST /api/ads/77/contact').map((request) => request.body)).toEqual([
      { message: 'Je peux passer à Gombe demain ?' },
    ]);
    // Safety tips sit beside the box; the seller card shows the rating with its label.
    expect(screen.getByRole('region', { name: 'Conseils de sécurité' })).toHaveTextContent(
      /Ne payez jamais à l'avance/,
    );
    expect(screen.getByTestId('seller-rating')).toHaveTextContent('4,6 / 5 · Excellent (12 avis)');
    expect(screen.getByRole('link', { name: '4,6 / 5 · Excellent (12 avis)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/users\/\d+\/reviews$/),
    );
  });

  it.each([
    ['fr', 'Impossible de contacter le vendeur', 'Envoyer le message'],
    ['en', 'Failed to contact seller', 'Send the message'],
  ] as const)(
    'says the default failure text (%s) when the server gives no message',
    async (locale, text, send) => {
      mockApi({
        '/bff/ads/iphone-13-77': () => ({ body: page() }),
        '/api/ads/77/contact': () => ({ status: 500, body: {} }),
      });
      const { user } = renderApp('/ads/iphone-13-77', { user: buyer, locale });
      await user.click(await screen.findByRole('button', { name: send }));
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    },
  );

  it("shows the server's refusal under the field (own ad, ad no longer online)", async () => {
    mockApi({
      '/bff/ads/iphone-13-77': () => ({ body: page() }),
      '/api/ads/77/contact': () => ({
        status: 422,
        body: { message: 'This ad is no longer online: you cannot contact its seller.' },
      }),
    });
    const { user } = renderApp('/ads/iphone-13-77', { user: buyer, locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Send the message' }));
    expect(
      (await screen.findAllByText('This ad is no longer online: you cannot contact its seller.')).length,
    ).toBeGreaterThan(0);
  });

  it('reports the ad with a reason and a comment; a reason is required', async () => {
    const api = mockApi({
      '/bff/ads/iphone-13-77': () => ({ body: page() }),
      '/api/ads/77/reports': () => ({
        body: {
          message: 'Merci. Votre signalement a été transmis à notre équipe de modération.',
          report: { id: 1 },
        },
      }),
    });
    const { user } = renderApp('/ads/iphone-13-77', { user: buyer });
    await user.click(await screen.findByRole('button', { name: 'Signaler cette annonce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler cette annonce' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(within(dialog).getByText('Choisissez un motif', { selector: 'span' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Motif/), 'scam');
    await user.type(within(dialog).getByLabelText('Commentaire (facultatif)'), 'Demande un dépôt par M-Pesa');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    expect(
      await screen.findByText('Merci. Votre signalement a été transmis à notre équipe de modération.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('POST /api/ads/77/reports').map((request) => request.body)).toEqual([
      { reason: 'scam', comment: 'Demande un dépôt par M-Pesa' },
    ]);
  });

  it('offers WhatsApp and a call when the seller publishes a phone number', async () => {
    mockApi({
      '/bff/ads/iphone-13-77': () => ({
        body: {
          ...page(),
          seller: { ...page().seller, phone: '+243812345678', phone_display: '+243 812 345 678' },
        },
      }),
    });
    renderApp('/ads/iphone-13-77');
    const seller = await screen.findByTestId('seller-card');
    const whatsapp = new URL(within(seller).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/243812345678');
    expect(whatsapp.searchParams.get('text')).toMatch(/« iPhone 13 128 Go »/);
    expect(
      within(seller).getByRole('link', { name: /^Appeler le \+243\u00a0812\u00a0345\u00a0678$/ }),
    ).toHaveAttribute('href', 'tel:+243812345678');
  });

  it('sends a signed-out visitor who wants to report to the login page and back', async () => {
    mockApi({ '/bff/ads/iphone-13-77': () => ({ body: page() }) });
    const { user } = renderApp('/ads/iphone-13-77');
    await user.click(await screen.findByRole('button', { name: 'Signaler cette annonce' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/login?redirect=%2Fads%2Fiphone-13-77'),
    );
  });
});
