import { screen, within } from '@testing-library/react';
import { AUDIT_ACTIONS, auditActionKey, type AuditEntry } from '@sokoni/contracts';
import { mockApi } from '@sokoni/shared-ui/test';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { renderAsAdmin } from '../../../test/admin';

const entry = (id: number, action: string, target_label: string): AuditEntry => ({
  id,
  admin: { id: 1, name: 'Admin' },
  action,
  target_type: action.split('.')[0],
  target_id: String(id),
  target_label,
  reason: null,
  created_at: new Date().toISOString(),
});

const lookup = (catalogue: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('the audit log', () => {
  it('names every action the api records, in French and in English', () => {
    for (const action of AUDIT_ACTIONS) {
      expect([action, typeof lookup(fr, auditActionKey(action))]).toEqual([action, 'string']);
      expect([action, typeof lookup(en, auditActionKey(action))]).toEqual([action, 'string']);
    }
  });

  it.each([
    ['fr', ['Catégorie ajoutée', 'Devise modifiée', 'Annonce approuvée']],
    ['en', ['Category added', 'Currency edited', 'Ad approved']],
  ] as const)('shows readable action names, never raw keys (%s)', async (locale, names) => {
    mockApi({
      'GET /api/admin/audit-log': () => ({
        body: {
          data: [entry(3, 'category.create', 'telephones'), entry(2, 'currency.update', 'CDF'), entry(1, 'ad.approve', 'Vélo')],
          current_page: 1,
          last_page: 1,
          per_page: 20,
          total: 3,
        },
      }),
    });
    renderAsAdmin('/admin/audit-log', { locale });
    const rows = await screen.findAllByRole('row');
    const body = rows.slice(1);
    expect(body.map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(names);
    expect(screen.queryByText(/category\.create|currency\.update/)).not.toBeInTheDocument();
  });
});
