import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockHandler } from '@sokoni/shared-ui/test';
import { currencies, makeUser } from '@sokoni/contracts/testing';
import { renderApp } from '../../../test/render-app';

const noCode = { phone: null, phone_verified: false, show_phone: false, reveals: 0, pending: null };

function routes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/user/statistics': () => ({
      body: { total_ads: 0, active_ads: 0, total_favorites: 0, total_conversations: 0 },
    }),
    'GET /api/my-ads': () => ({
      body: { data: [], current_page: 1, last_page: 1, per_page: 6, total: 0, counts: { all: 0 } },
    }),
    'GET /api/currencies': () => ({ body: { data: currencies } }),
    'GET /api/user/phone': () => ({ body: noCode }),
    ...overrides,
  };
}

const section = async () => screen.findByTestId('phone-verification');

describe('phone number in the profile', () => {
  it('sends a code to the number, proves it, then lets the seller show it (fr)', async () => {
    const verifiedUser = makeUser({ phone: '+243812345678', phone_verified: true, show_phone: false });
    const api = mockApi(
      routes({
        'POST /api/user/phone/verification': () => ({
          body: {
            message: 'Un code à 6 chiffres a été envoyé par SMS au +243812345678.',
            phone: '+243812345678',
            expires_at: new Date(Date.now() + 600_000).toISOString(),
            resend_after_seconds: 60,
          },
        }),
        'POST /api/user/phone/verify': () => ({
          body: { message: 'Votre numéro est vérifié.', user: verifiedUser },
        }),
        'PUT /api/user/profile': () => ({
          body: { message: 'ok', email_changed: false, user: { ...verifiedUser, show_phone: true } },
        }),
      }),
    );
    const { user } = renderApp('/profile?tab=settings', { user: makeUser({ phone: null }) });
    const phone = await section();
    const show = within(phone).getByRole('checkbox', { name: /Montrer mon numéro sur mes annonces/ });
    expect(show).toBeDisabled();
    expect(
      within(phone).getByText('Vérifiez d’abord votre numéro pour pouvoir le montrer.'),
    ).toBeInTheDocument();

    await user.type(within(phone).getByLabelText(/Votre numéro/), '0812345678');
    await user.click(within(phone).getByRole('button', { name: 'Envoyer le code' }));
    expect(await within(phone).findByText(/Code envoyé par SMS au \+243812345678/)).toBeInTheDocument();
    expect(api.requestsTo('POST /api/user/phone/verification')[0].body).toEqual({ phone: '0812345678' });
    // Another code only after the wait the server gave.
    expect(within(phone).getByRole('button', { name: /Renvoyer dans \d+ s/ })).toBeDisabled();

    await user.type(within(phone).getByLabelText(/Code reçu par SMS/), '123456');
    await user.click(within(phone).getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(within(phone).getByText('Numéro vérifié')).toBeInTheDocument());
    expect(api.requestsTo('POST /api/user/phone/verify')[0].body).toEqual({ code: '123456' });

    const enabled = within(phone).getByRole('checkbox', { name: /Montrer mon numéro sur mes annonces/ });
    expect(enabled).toBeEnabled();
    await user.click(enabled);
    await waitFor(() => expect(api.requestsTo('PUT /api/user/profile')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/user/profile')[0].body).toEqual({ show_phone: 'true' });
    await waitFor(() => expect(enabled).toBeChecked());
  });

  it('shows the errors in English: an empty number, a wrong one, the resend wait', async () => {
    let asked = 0;
    mockApi(
      routes({
        'POST /api/user/phone/verification': () =>
          ++asked === 1
            ? {
                status: 422,
                body: {
                  message: 'Please check the form',
                  errors: { phone: ['Please enter a valid phone number'] },
                },
              }
            : {
                status: 429,
                body: { message: 'A code was just sent. You can ask for another one in 42 seconds.' },
              },
        'POST /api/user/phone/verify': () => ({
          status: 422,
          body: {
            message: 'This code is not the right one. 4 tries left.',
            errors: { code: ['This code is not the right one.'] },
          },
        }),
      }),
    );
    const { user } = renderApp('/profile?tab=settings', { user: makeUser({ phone: null }), locale: 'en' });
    const phone = await section();
    await user.click(within(phone).getByRole('button', { name: 'Send the code' }));
    expect(within(phone).getByText('Enter your phone number')).toBeInTheDocument();
    await user.type(within(phone).getByLabelText(/Your number/), '12');
    await user.click(within(phone).getByRole('button', { name: 'Send the code' }));
    expect(await within(phone).findByText('Please enter a valid phone number')).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: 'Send the code' }));
    expect(
      await within(phone).findByText('A code was just sent. You can ask for another one in 42 seconds.'),
    ).toBeInTheDocument();
  });

  it('goes straight to the code when one is waiting, and checks its format before sending', async () => {
    const api = mockApi(
      routes({
        'GET /api/user/phone': () => ({
          body: {
            ...noCode,
            pending: {
              phone: '+243812345678',
              expires_at: new Date(Date.now() + 300_000).toISOString(),
              resend_after_seconds: 0,
            },
          },
        }),
        'POST /api/user/phone/verify': () => ({
          status: 429,
          body: { message: 'Too many wrong tries: this code no longer works. Ask for a new one.' },
        }),
      }),
    );
    const { user } = renderApp('/profile?tab=settings', { user: makeUser({ phone: null }), locale: 'en' });
    const phone = await section();
    expect(await within(phone).findByText(/Code sent by SMS to \+243812345678/)).toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: 'Send the code again' })).toBeEnabled();
    await user.type(within(phone).getByLabelText(/Code received by SMS/), '12');
    await user.click(within(phone).getByRole('button', { name: 'Verify' }));
    expect(within(phone).getByText('The code has 6 digits')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/user/phone/verify')).toHaveLength(0);
    await user.clear(within(phone).getByLabelText(/Code received by SMS/));
    await user.type(within(phone).getByLabelText(/Code received by SMS/), '654321');
    await user.click(within(phone).getByRole('button', { name: 'Verify' }));
    expect(
      await within(phone).findByText('Too many wrong tries: this code no longer works. Ask for a new one.'),
    ).toBeInTheDocument();
    // Back to the number, to send a code elsewhere.
    await user.click(within(phone).getByRole('button', { name: 'Change number' }));
    expect(within(phone).getByRole('button', { name: 'Send the code' })).toBeInTheDocument();
  });
});
