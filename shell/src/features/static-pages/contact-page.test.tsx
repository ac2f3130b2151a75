import { act, screen } from '@testing-library/react';
import { mockShellApi, renderApp, resetApp } from '../../../test/render-app';

jest.mock('../remotes/mf-runtime');

beforeEach(() => resetApp());

async function openContact(locale: 'fr' | 'en') {
  const view = await renderApp({ route: '/contact', preferences: { locale } });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('contact form', () => {
  it('shows the form messages in French', async () => {
    mockShellApi();
    const { user } = await openContact('fr');
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(3);
    expect(screen.getByText('Veuillez entrer un email valide')).toBeInTheDocument();
    expect(screen.getByText('Veuillez vérifier le formulaire et corriger les erreurs')).toBeInTheDocument();
  });

  it('shows the form messages in English', async () => {
    mockShellApi();
    const { user } = await openContact('en');
    await user.type(screen.getByLabelText(/Email/), 'amani@');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Please check the form and correct any errors')).toBeInTheDocument();
  });

  async function fillAndSend(user: Awaited<ReturnType<typeof openContact>>['user']) {
    await user.type(screen.getByLabelText(/Nom/), 'Amani');
    await user.type(screen.getByLabelText(/Email/), 'amani@example.cd');
    await user.type(screen.getByLabelText(/Sujet/), 'Annonce frauduleuse');
    await user.type(screen.getByLabelText(/Message/), 'Bonjour, cette annonce semble fausse.');
    await act(async () => screen.getByRole('button', { name: 'Envoyer le message' }).click());
  }

  it('sends the message and confirms it', async () => {
    const api = mockShellApi({ 'POST /api/contact': () => ({ status: 201, body: { message: 'ok' } }) });
    const { user } = await openContact('fr');
    await fillAndSend(user);
    expect(await screen.findByText(/Votre message a bien été envoyé/)).toBeInTheDocument();
    expect(api.requestsTo('/api/contact')[0]?.body).toEqual({
      name: 'Amani',
      email: 'amani@example.cd',
      subject: 'Annonce frauduleuse',
      message: 'Bonjour, cette annonce semble fausse.',
    });
  });

  it('says so when sending fails', async () => {
    mockShellApi({ 'POST /api/contact': () => ({ status: 503, body: { message: 'upstream down' } }) });
    const { user } = await openContact('fr');
    await fillAndSend(user);
    expect(
      await screen.findByText(
        "Une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer plus tard.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom/)).toHaveValue('Amani');
  });

  it('shows the server per-field errors', async () => {
    mockShellApi({
      'POST /api/contact': () => ({
        status: 422,
        body: { message: 'invalid', errors: { email: ["L'adresse est refusée."] } },
      }),
    });
    const { user } = await openContact('fr');
    await fillAndSend(user);
    expect(await screen.findByText("L'adresse est refusée.")).toBeInTheDocument();
  });
});
