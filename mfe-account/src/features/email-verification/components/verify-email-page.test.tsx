import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

const link = '/verify-email/7/abc123?expires=1900000000&signature=sig';

describe('Verify Email', () => {
  it('verifies the link and refreshes the signed-in user', async () => {
    const verified = makeUser({ email_verified: true, email_verified_at: '2026-03-01T10:00:00.000Z' });
    const api = mockApi({
      'GET /api/email/verify/7/abc123': () => ({
        body: { message: 'Votre adresse email a été vérifiée.', email_verified: true, user: verified },
      }),
    });
    const { store } = renderApp(link, { user: makeUser({ email_verified: false, email_verified_at: null }) });
    expect(await screen.findByText('Votre adresse email a été vérifiée.')).toBeInTheDocument();
    const call = api.requestsTo('GET /api/email/verify/7/abc123')[0];
    expect(call.url.searchParams.get('expires')).toBe('1900000000');
    expect(call.url.searchParams.get('signature')).toBe('sig');
    await waitFor(() =>
      expect(store.getState().session.user?.email_verified_at).toBe('2026-03-01T10:00:00.000Z'),
    );
    expect(screen.getByRole('link', { name: 'Publier une annonce' })).toHaveAttribute('href', '/post-ad');
  });

  it('says the link is invalid or expired on a 403', async () => {
    mockApi({ 'GET /api/email/verify/7/abc123': () => ({ status: 403, body: { message: 'x' } }) });
    renderApp(link, { locale: 'en' });
    expect(await screen.findByText('The verification link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to get a new link' })).toHaveAttribute('href', '/login');
  });

  it('says the link is invalid when it lacks its signature, without calling the server', async () => {
    const api = mockApi({});
    renderApp('/verify-email/7/abc123');
    expect(await screen.findByText('Le lien de vérification est invalide ou a expiré.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('on another failure offers a retry and, signed in, a resend', async () => {
    let attempts = 0;
    const api = mockApi({
      'GET /api/email/verify/7/abc123': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: {} }
          : { body: { message: 'Your email address has been verified.', email_verified: true } };
      },
      'POST /api/email/verification-notification': () => ({
        body: { message: 'A new verification link has been sent to your email address.' },
      }),
    });
    const { user } = renderApp(link, {
      locale: 'en',
      user: makeUser({ email_verified: false, email_verified_at: null }),
    });
    expect(
      await screen.findByText(
        'Email verification failed. Please try again or resend the verification email.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('A new verification link has been sent to your email address.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /api/email/verification-notification')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your email address has been verified.')).toBeInTheDocument();
  });
});
