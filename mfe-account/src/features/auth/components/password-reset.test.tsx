import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderApp } from '../../../test/render-app';

const SENT = "Si un compte correspond à cette adresse, un lien de réinitialisation vient d'y être envoyé.";

describe('Forgot Password', () => {
  it('checks the address, then always shows the same confirmation', async () => {
    const api = mockApi({ 'POST /api/forgot-password': () => ({ body: { message: SENT } }) });
    const { user } = renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Envoyer le lien' }));
    expect(screen.getByText('Ce champ est obligatoire')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adresse email', { exact: false }), 'personne@example.cd');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/forgot-password')[0].body).toEqual({ email: 'personne@example.cd' });
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login');
  });

  it('shows a rate limit in the user language', async () => {
    mockApi({
      'POST /api/forgot-password': () => ({
        status: 429,
        body: { message: 'Too many attempts. Please try again in 15 minute(s).' },
      }),
    });
    const { user } = renderApp('/forgot-password', { locale: 'en' });
    await user.type(await screen.findByLabelText('Email address', { exact: false }), 'a@example.cd');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 15 minute(s).'),
    ).toBeInTheDocument();
  });
});

describe('Reset Password', () => {
  const url = '/reset-password/tok123?email=amani%40example.cd';

  it('checks length and match in French and English', async () => {
    mockApi({});
    const { user } = renderApp(url);
    await user.type(await screen.findByLabelText('Nouveau mot de passe', { exact: false }), 'court');
    await user.type(screen.getByLabelText('Confirmez le mot de passe', { exact: false }), 'autre');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe doivent correspondre')).toBeInTheDocument();
  });

  it('sends token, email and the new password, then leads to login', async () => {
    const api = mockApi({
      'POST /api/reset-password': () => ({
        body: { message: 'Your password has been reset. You can log in.' },
      }),
    });
    const { user } = renderApp(url, { locale: 'en' });
    expect(await screen.findByText('Choose a new password for amani@example.cd.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password', { exact: false }), 'nouveau-2026');
    await user.type(screen.getByLabelText('Confirm password', { exact: false }), 'nouveau-2026');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('Your password has been reset. You can log in.')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/reset-password')[0].body).toEqual({
      token: 'tok123',
      email: 'amani@example.cd',
      password: 'nouveau-2026',
      password_confirmation: 'nouveau-2026',
    });
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/login'));
  });

  it("shows the server's message for a used or expired link", async () => {
    mockApi({
      'POST /api/reset-password': () => ({
        status: 422,
        body: { message: 'Ce lien de réinitialisation est invalide ou a expiré.', errors: { token: ['x'] } },
      }),
    });
    const { user } = renderApp(url);
    await user.type(await screen.findByLabelText('Nouveau mot de passe', { exact: false }), 'nouveau-2026');
    await user.type(screen.getByLabelText('Confirmez le mot de passe', { exact: false }), 'nouveau-2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      await screen.findByText('Ce lien de réinitialisation est invalide ou a expiré.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
