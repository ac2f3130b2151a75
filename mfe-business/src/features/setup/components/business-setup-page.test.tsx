import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { makeBusinessProfile, makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

const errorToast = () =>
  waitFor(() => {
    const toast = document.querySelector('[data-toast-type="error"]');
    if (!toast) throw new Error('no error toast');
    return toast;
  });

const individual = makeUser({ id: 7, name: 'Patrick' });

function renderSetup(routes: Parameters<typeof mockApi>[0], locale: 'fr' | 'en' = 'fr') {
  const api = mockApi(routes);
  return { api, ...renderApp('/business/setup', { locale, user: individual }) };
}

describe('Business setup', () => {
  it('sends the form, says so, stores the business account and opens the dashboard', async () => {
    const profile = makeBusinessProfile();
    const { api, user, store } = renderSetup({
      '/api/user/convert-to-business': () => ({
        body: { user: { ...individual, account_type: 'business', business_profile: profile } },
      }),
      '/api/my-ads': () => ({ body: { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0, counts: {} } }),
      '/api/my-business/analytics': () => ({ body: { days: 7, totals: { views: 0, favorites: 0, conversations: 0, phone_reveals: 0 }, daily: [], products: [] } }),
    });
    await user.type(await screen.findByLabelText(/Nom de l'entreprise/), 'Kin Électro');
    await user.type(screen.getByLabelText(/^Description/), 'Téléphones et accessoires à Gombe');
    await user.type(screen.getByLabelText(/Numéro de téléphone/), '081 234 5678');
    await user.type(screen.getByLabelText(/Site web/), 'https://kin-electro.cd');
    await user.click(screen.getByRole('button', { name: 'Créer mon entreprise' }));

    expect(await screen.findByText('Votre compte entreprise est prêt !')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent('/business/dashboard'));
    expect(api.requestsTo('/api/user/convert-to-business')).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: {
          business_name: 'Kin Électro',
          description: 'Téléphones et accessoires à Gombe',
          phone_number: '081 234 5678',
          address: '',
          website: 'https://kin-electro.cd',
        },
      }),
    ]);
    expect(store.getState().session.user?.account_type).toBe('business');
    expect(await screen.findByText('Bienvenue, Kin Électro')).toBeInTheDocument();
  });

  it.each([
    ['fr', 'Ce champ est obligatoire', 'Veuillez entrer une adresse web valide commençant par http:// ou https://', 'Créer mon entreprise', /Site web/],
    ['en', 'This field is required', 'Please enter a valid web address starting with http:// or https://', 'Create my business', /Website/],
  ] as const)('checks the form before sending it (%s)', async (locale, required, url, submit, websiteLabel) => {
    const { api, user } = renderSetup({}, locale);
    await user.type(await screen.findByLabelText(websiteLabel), 'kin-electro');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findAllByText(required)).toHaveLength(2);
    expect(screen.getByText(url)).toBeInTheDocument();
    expect(api.requestsTo('/api/user/convert-to-business')).toHaveLength(0);
  });

  it.each([
    ['fr', 'Réponse invalide du serveur', 'Créer mon entreprise'],
    ['en', 'Invalid response from server', 'Create my business'],
  ] as const)('fails with its message when the answer has no user (%s)', async (locale, message, submit) => {
    const { user, store } = renderSetup({ '/api/user/convert-to-business': () => ({ body: { ok: true } }) }, locale);
    await user.type(await screen.findByRole('textbox', { name: /^(Nom de l'entreprise|Business name)/ }), 'Kin Électro');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Téléphones');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByTestId('business-form-error')).toHaveTextContent(message);
    // The same message as an error toast.
    expect(await errorToast()).toHaveTextContent(message);
    expect(screen.getByTestId('current-url')).toHaveTextContent('/business/setup');
    expect(store.getState().session.user?.account_type).toBe('individual');
  });

  it("shows the server's message in the red box and its field errors under the fields", async () => {
    const { user } = renderSetup({
      '/api/user/convert-to-business': () => ({
        status: 422,
        body: {
          message: 'Veuillez vérifier le formulaire et corriger les erreurs',
          errors: { phone_number: ['Veuillez entrer un numéro de téléphone valide'] },
        },
      }),
    });
    await user.type(await screen.findByLabelText(/Nom de l'entreprise/), 'Kin Électro');
    await user.type(screen.getByLabelText(/^Description/), 'Téléphones');
    await user.type(screen.getByLabelText(/Numéro de téléphone/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Créer mon entreprise' }));
    expect(await screen.findByTestId('business-form-error')).toHaveTextContent('Veuillez vérifier le formulaire et corriger les erreurs');
    expect(screen.getByText('Veuillez entrer un numéro de téléphone valide')).toBeInTheDocument();
  });

  it("says 'An unknown error occurred' when the failure carries no text", async () => {
    const { user } = renderSetup({ '/api/user/convert-to-business': () => ({ status: 500, body: {} }) }, 'en');
    await user.type(await screen.findByLabelText(/Business name/), 'Kin Électro');
    await user.type(screen.getByLabelText(/^Description/), 'Phones');
    await user.click(screen.getByRole('button', { name: 'Create my business' }));
    expect(await screen.findByTestId('business-form-error')).toHaveTextContent('An unknown error occurred');
  });
});
