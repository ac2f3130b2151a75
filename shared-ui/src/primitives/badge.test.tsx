import { screen } from '@testing-library/react';
import { AD_STATUSES } from '@sokoni/contracts';
import { renderWithProviders } from '../test/render-with-providers';
import { Badge, CountBadge, StatusBadge } from './badge';
import { preferencesFor } from './test-utils';

const french = {
  active: 'Active',
  pending: 'En attente',
  inactive: 'Inactive',
  sold: 'Vendue',
  archived: 'Archivée',
  rejected: 'Refusée',
  expired: 'Expirée',
  deleted: 'Supprimée',
};
const english = {
  active: 'Active',
  pending: 'Pending',
  inactive: 'Inactive',
  sold: 'Sold',
  archived: 'Archived',
  rejected: 'Rejected',
  expired: 'Expired',
  deleted: 'Deleted',
};

describe('StatusBadge', () => {
  it.each(AD_STATUSES)('names status %s in French and in English', (status) => {
    const { unmount } = renderWithProviders(<StatusBadge status={status} />, { preloadedState: preferencesFor('fr') });
    expect(screen.getByText(french[status])).toHaveAttribute('data-status', status);
    unmount();
    renderWithProviders(<StatusBadge status={status} />, { preloadedState: preferencesFor('en') });
    expect(screen.getByText(english[status])).toHaveAttribute('data-status', status);
  });

  it('paints active green, pending yellow and rejected red from the theme', () => {
    renderWithProviders(
      <>
        <StatusBadge status="active" />
        <StatusBadge status="pending" />
        <StatusBadge status="rejected" />
      </>,
      { preloadedState: preferencesFor('en') },
    );
    expect(screen.getByText('Active')).toHaveStyle({ color: '#14532d', backgroundColor: '#dcfce7' });
    expect(screen.getByText('Pending')).toHaveStyle({ color: '#713f12', backgroundColor: '#fef3c7' });
    expect(screen.getByText('Rejected')).toHaveStyle({ color: '#991b1b', backgroundColor: '#fee2e2' });
  });
});

describe('Badge', () => {
  it('shows its text with an optional decorative icon', () => {
    renderWithProviders(
      <Badge tone="success" icon="verified">
        Vérifié
      </Badge>,
    );
    const badge = screen.getByText('Vérifié');
    expect(badge.querySelector('.i-verified')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('CountBadge', () => {
  it('says what it counts to screen readers, stops at 99+, and is not there at 0', () => {
    const first = renderWithProviders(<CountBadge count={3} label="3 messages non lus" data-testid="count" />);
    expect(screen.getByLabelText('3 messages non lus')).toHaveTextContent('3');
    first.unmount();
    const second = renderWithProviders(
      <CountBadge count={120} label="120 nouveaux résultats" tone="primary" data-testid="count" />,
    );
    expect(screen.getByTestId('count')).toHaveTextContent('99+');
    second.unmount();
    renderWithProviders(<CountBadge count={0} label="0" data-testid="count" />);
    expect(screen.queryByTestId('count')).toBeNull();
  });
});
