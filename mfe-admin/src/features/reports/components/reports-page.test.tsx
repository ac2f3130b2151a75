import { screen, waitFor, within } from '@testing-library/react';
import type { AdminReport, AdminReportsResponse } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { onePage } from '@sokoni/contracts/testing';
import { renderAsAdmin } from '../../../test/admin';

const report: AdminReport = {
  id: 5,
  reason: 'scam',
  comment: 'Prix trop beau',
  status: 'open',
  created_at: '2026-11-20T10:00:00.000Z',
  resolved_at: null,
  resolution_note: null,
  resolved_by: null,
  open_reports_on_ad: 2,
  ad: { id: 40, slug: 'iphone-15-40', title: 'iPhone 15 à 50 $', status: 'active' },
  reporter: { id: 8, name: 'Mado', email: 'mado@example.cd' },
  seller: { id: 9, name: 'Jo Spam', email: 'jo@example.cd', is_banned: false },
};

const counts = {
  statuses: { open: 1, dismissed: 4, actioned: 2, all: 7 },
  reasons: { scam: 1, prohibited: 0, wrong_category: 0, duplicate: 0, sold: 0, other: 0 },
};
/** One page of reports as the api answers it, with the counts its filters show. */
const reportsPage = (rows: AdminReport[]): AdminReportsResponse => ({ ...onePage(rows), counts });

describe('reports queue', () => {
  it('lists open reports with the ad, the reason, the reporter and the seller, and keeps the filter in the URL', async () => {
    const api = mockApi({ 'GET /api/admin/reports': () => ({ body: reportsPage([report]) }) });
    const { user } = renderAsAdmin('/admin/reports');
    const row = (await screen.findByRole('link', { name: 'iPhone 15 à 50 $' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'iPhone 15 à 50 $' })).toHaveAttribute(
      'href',
      '/ads/iphone-15-40',
    );
    expect(within(row).getByText('2 signalements sur cette annonce')).toBeInTheDocument();
    expect(within(row).getByText('Arnaque ou fraude')).toBeInTheDocument();
    expect(within(row).getByText('« Prix trop beau »')).toBeInTheDocument();
    expect(within(row).getByText('Mado')).toBeInTheDocument();
    expect(within(row).getByText('Jo Spam')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/reports')[0].url.searchParams.get('status')).toBe('open');

    await user.selectOptions(screen.getByLabelText('Afficher'), 'actioned');
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/admin/reports?status=actioned'),
    );
    await waitFor(() =>
      expect(api.requestsTo('/api/admin/reports').at(-1)?.url.searchParams.get('status')).toBe('actioned'),
    );
  });

  it('dismisses with an optional note, and removing the ad asks for a reason first', async () => {
    let open = true;
    const api = mockApi({
      'GET /api/admin/reports': () => ({ body: reportsPage(open ? [report] : []) }),
      'POST /api/admin/reports/5/resolve': (_url, call) => {
        open = false;
        const action = (call.body as { action: string }).action;
        return {
          body: {
            message:
              action === 'dismiss'
                ? 'Le signalement a été classé sans suite.'
                : "L'annonce a été supprimée ; 2 signalements clos.",
            report: { ...report, status: action === 'dismiss' ? 'dismissed' : 'actioned' },
            closed: 2,
          },
        };
      },
    });
    const { user } = renderAsAdmin('/admin/reports');
    const row = (await screen.findByRole('link', { name: 'iPhone 15 à 50 $' })).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: "Retirer l'annonce" }));
    const dialog = await screen.findByRole('dialog', { name: "Retirer l'annonce" });
    await user.click(within(dialog).getByRole('button', { name: "Retirer l'annonce" }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(api.requestsTo('/api/admin/reports/5/resolve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    await user.click(within(row).getByRole('button', { name: 'Classer sans suite' }));
    const dismiss = await screen.findByRole('dialog', { name: 'Classer ce signalement sans suite' });
    // The note is for the team: the dialog does not also say that the person concerned will read it.
    expect(within(dismiss).getByText(/Seule l'équipe lira cette note/)).toBeInTheDocument();
    expect(within(dismiss).queryByText('La personne concernée lira ce motif.')).not.toBeInTheDocument();
    await user.click(within(dismiss).getByRole('button', { name: 'Classer sans suite' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/reports/5/resolve')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/reports/5/resolve')[0].body).toEqual({ action: 'dismiss' });
    expect(await screen.findByText('Le signalement a été classé sans suite.')).toBeInTheDocument();
    expect(await screen.findByText('Aucun signalement à traiter.')).toBeInTheDocument();
  });

  it('suspends the seller with a reason, in English', async () => {
    const api = mockApi({
      'GET /api/admin/reports': () => ({ body: reportsPage([report]) }),
      'POST /api/admin/reports/5/resolve': () => ({
        body: {
          message: 'The seller has been suspended; 1 report closed.',
          report: { ...report, status: 'actioned' },
          closed: 1,
        },
      }),
    });
    const { user } = renderAsAdmin('/admin/reports', { locale: 'en' });
    const row = (await screen.findByRole('link', { name: 'iPhone 15 à 50 $' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Suspend the seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the seller' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Repeated scams');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the seller' }));
    await waitFor(() => expect(api.requestsTo('/api/admin/reports/5/resolve')).toHaveLength(1));
    expect(api.requestsTo('/api/admin/reports/5/resolve')[0].body).toEqual({
      action: 'suspend_user',
      reason: 'Repeated scams',
    });
    expect(
      await screen.findByText('The seller has been suspended; 1 report closed.'),
    ).toBeInTheDocument();
  });

  it('filters by reason and state, each option with its count; the filters stay in the URL', async () => {
    const api = mockApi({ 'GET /api/admin/reports': () => ({ body: reportsPage([report]) }) });
    const { user } = renderAsAdmin('/admin/reports?status=all');
    await screen.findByRole('link', { name: 'iPhone 15 à 50 $' });
    const state = screen.getByLabelText('Afficher');
    const reason = screen.getByLabelText('Motif');
    expect(within(state).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'À traiter (1)',
      'Classés sans suite (4)',
      'Traités (2)',
      'Tous (7)',
    ]);
    expect(within(reason).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous les motifs',
      'Arnaque ou fraude (1)',
      'Article interdit (0)',
      'Mauvaise catégorie (0)',
      'Annonce en double (0)',
      'Déjà vendu (0)',
      'Autre (0)',
    ]);
    await user.selectOptions(reason, 'scam');
    await waitFor(() =>
      expect(screen.getByTestId('current-url')).toHaveTextContent('/admin/reports?status=all&reason=scam'),
    );
    await waitFor(() => {
      const query = api.requestsTo('/api/admin/reports').at(-1)?.url.searchParams;
      expect([query?.get('status'), query?.get('reason')]).toEqual(['all', 'scam']);
    });
    await user.selectOptions(reason, '');
    await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(/\/admin\/reports\?status=all$/));
  });

  it('names the reason filter in English', async () => {
    mockApi({ 'GET /api/admin/reports': () => ({ body: reportsPage([report]) }) });
    renderAsAdmin('/admin/reports', { locale: 'en' });
    await screen.findByRole('link', { name: 'iPhone 15 à 50 $' });
    expect(within(screen.getByLabelText('Reason')).getAllByRole('option')[1]).toHaveTextContent('Scam or fraud (1)');
    expect(within(screen.getByLabelText('Show')).getAllByRole('option')[0]).toHaveTextContent('To handle (1)');
  });
});
