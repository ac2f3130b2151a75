import { screen, within } from '@testing-library/react';
import type { AdminJobs, AdminStats } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import { renderAsAdmin } from '../../../test/admin';

const stats: AdminStats = {
  users: { total: 12, new_this_week: 3, verified: 10, business: 2, banned: 1 },
  ads_by_status: { active: 20 },
  pending: 0,
  reports_open: 0,
  revenue: [],
  expired_accounts: 0,
};

const jobs: AdminJobs = {
  queues: [
    {
      name: 'mail-delivery',
      queued: 2,
      active: 1,
      failed: 1,
      retried: 3,
      completed: 40,
      last_completed_at: '2026-11-27T08:15:00.000Z',
    },
    { name: 'ad-expiry', queued: 0, active: 0, failed: 0, retried: 0, completed: 0, last_completed_at: null },
  ],
  failures: [
    {
      id: 'a1',
      name: 'mail-delivery',
      state: 'failed',
      retry_count: 6,
      failed_at: '2026-11-27T09:00:00.000Z',
      error: 'connect ECONNREFUSED 127.0.0.1:25',
    },
  ],
};

describe('background jobs on the dashboard', () => {
  it.each([
    ['fr', 'Tâches de fond', 'Envoi des mails', 'En échec', 'Abandonnée après 7 essais', 'Jamais'],
    ['en', 'Background jobs', 'Mail delivery', 'Failed', 'Gave up after 7 attempts', 'Never'],
  ] as const)('shows each job and the latest failure with its error (%s)', async (locale, title, mail, failed, gaveUp, never) => {
    mockApi({
      'GET /api/admin/stats': () => ({ body: stats }),
      'GET /api/admin/jobs': () => ({ body: jobs }),
    });
    renderAsAdmin('/admin/dashboard', { locale });
    const panel = await screen.findByRole('region', { name: title });
    const [counts, failures] = await within(panel).findAllByRole('table');
    expect(within(counts).getByRole('columnheader', { name: failed })).toBeInTheDocument();
    const mailRow = within(counts).getByRole('row', { name: new RegExp(mail) });
    expect(within(mailRow).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 5)).toEqual([
      mail,
      '2',
      '1',
      '1',
      '3',
    ]);
    expect(within(counts).getByRole('row', { name: new RegExp(never) })).toBeInTheDocument();
    expect(within(failures).getByRole('cell', { name: gaveUp })).toBeInTheDocument();
    expect(within(failures).getByRole('cell', { name: 'connect ECONNREFUSED 127.0.0.1:25' })).toBeInTheDocument();
  });
});
