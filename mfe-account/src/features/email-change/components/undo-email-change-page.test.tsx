import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

const link = '/email-change/undo/12?expires=1900000000&signature=abc123';

describe('Undo an email change', () => {
  it.each([
    [
      'fr',
      "Le changement d'adresse a été annulé : votre compte utilise de nouveau amani@example.cd.",
      'Choisir un nouveau mot de passe',
    ],
    [
      'en',
      'The address change has been cancelled: your account uses amani@example.cd again.',
      'Choose a new password',
    ],
  ] as const)(
    'undoes it once with the link, says so and signs this browser out (%s)',
    async (locale, message, reset) => {
      const api = mockApi({
        'POST /api/email/change/12/undo': () => ({ body: { message, email: 'amani@example.cd' } }),
      });
      const { store } = renderApp(link, { locale, user: makeUser() });
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: reset })).toHaveAttribute('href', '/forgot-password');
      const calls = api.requestsTo('POST /api/email/change/12/undo');
      expect(calls).toHaveLength(1);
      expect(calls[0].body).toEqual({ expires: 1900000000, signature: 'abc123' });
      await waitFor(() => expect(store.getState().session.token).toBeNull());
    },
  );

  it.each([
    ['fr', "Ce lien d'annulation est invalide, a expiré ou a déjà été utilisé."],
    ['en', 'This cancellation link is invalid, has expired or has already been used.'],
  ] as const)('says a refused link is invalid, expired or used (%s)', async (locale, text) => {
    mockApi({ 'POST /api/email/change/12/undo': () => ({ status: 403, body: { message: 'x' } }) });
    renderApp(link, { locale });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says a link without its signature is invalid, without calling the server', async () => {
    const api = mockApi({});
    renderApp('/email-change/undo/12', { locale: 'en' });
    expect(
      await screen.findByText('This cancellation link is invalid, has expired or has already been used.'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's words when the address is taken, and offers a retry on another failure", async () => {
    let attempts = 0;
    mockApi({
      'POST /api/email/change/12/undo': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: {} }
          : { status: 422, body: { message: 'This email address is used by another account.' } };
      },
    });
    const { user } = renderApp(link, { locale: 'en' });
    expect(
      await screen.findByText('Cancelling the address change failed. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This email address is used by another account.')).toBeInTheDocument();
  });
});
