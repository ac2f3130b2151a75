import { screen, within } from '@testing-library/react';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderApp } from '../../../test/render-app';

describe('Dev mailbox', () => {
  it('lists the mails and shows the newest with clickable links', async () => {
    mockApi({
      'GET /api/dev/mailbox': () => ({
        body: {
          data: [
            {
              id: 2,
              to: 'amani@example.cd',
              subject: 'Vérifiez votre adresse email – Sokoni',
              created_at: '2026-03-01T10:00:00.000Z',
            },
            {
              id: 1,
              to: 'grace@example.cd',
              subject: 'Réinitialisation de votre mot de passe – Sokoni',
              created_at: '2026-03-01T09:00:00.000Z',
            },
          ],
        },
      }),
      'GET /api/dev/mailbox/2': () => ({
        body: {
          id: 2,
          to: 'amani@example.cd',
          subject: 'Vérifiez votre adresse email – Sokoni',
          created_at: '2026-03-01T10:00:00.000Z',
          html: '<p>…</p>',
          text: 'Bonjour Amani,\nCliquez sur le lien.',
          links: ['http://localhost:3000/verify-email/7/abc?expires=1&signature=s'],
        },
      }),
    });
    renderApp('/dev/mailbox');
    const list = await screen.findByRole('list', { name: 'Emails reçus' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    const link = await screen.findByRole('link', {
      name: 'http://localhost:3000/verify-email/7/abc?expires=1&signature=s',
    });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/verify-email/7/abc?expires=1&signature=s');
    expect(screen.getByText(/Cliquez sur le lien/)).toBeInTheDocument();
  });

  it('says the mailbox is disabled when the api has none', async () => {
    mockApi({ 'GET /api/dev/mailbox': () => ({ status: 404, body: { message: 'Page introuvable' } }) });
    renderApp('/dev/mailbox', { locale: 'en' });
    expect(await screen.findByText(/^Mailbox disabled/)).toBeInTheDocument();
  });
});
