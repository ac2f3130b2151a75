import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AD_STATUSES, toMajorUnits } from '@sokoni/contracts';
import {
  ButtonLink,
  ErrorState,
  formatDecimal,
  gridList,
  paths,
  Skeleton,
  toApiError,
  useListCurrenciesQuery,
} from '@sokoni/shared-ui';
import { AdminFrame } from '../../../components/admin-frame';
import { useGetAdminStatsQuery } from '../api/stats-api';
import { JobsPanel } from './jobs-panel';

const StyledGrid = styled.ul`
  ${gridList({ columns: 2, md: 4 })}
  li {
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.color.surface};
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledBars = styled.ul`
  ${gridList({ gap: 2 })}
  li {
    display: grid;
    grid-template-columns: 8rem 1fr 3rem;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledBar = styled.span<{ $share: number }>`
  display: block;
  height: ${({ theme }) => theme.space(3)};
  width: ${({ $share }) => `${Math.max(1, Math.round($share * 100))}%`};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** The admin dashboard: users, ads by status, the queue, reports, revenue and accounts to purge. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const { data, error, refetch } = useGetAdminStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const number = (value: number) => formatDecimal(value, i18n.language);
  const { data: currencies } = useListCurrenciesQuery();
  /** Revenue is summed in minor units; each currency says how many of them make one. */
  const revenue = (minor: number, code: string) =>
    toMajorUnits(minor, currencies?.data.find((currency) => currency.code === code)?.decimal_places ?? 2);

  if (error && !data) {
    return (
      <AdminFrame title={t('pages.adminDashboard')}>
        <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />
      </AdminFrame>
    );
  }
  if (!data) {
    return (
      <AdminFrame title={t('pages.adminDashboard')}>
        <Skeleton height="320px" />
      </AdminFrame>
    );
  }
  const totalAds = Math.max(
    1,
    Object.values(data.ads_by_status).reduce((sum, n) => sum + n, 0),
  );
  const figures: Array<[string, number]> = [
    ['users', data.users.total],
    ['newThisWeek', data.users.new_this_week],
    ['verified', data.users.verified],
    ['business', data.users.business],
    ['banned', data.users.banned],
    ['pending', data.pending],
    ['reportsOpen', data.reports_open],
    ['expiredAccounts', data.expired_accounts],
  ];
  return (
    <AdminFrame
      title={t('pages.adminDashboard')}
      actions={
        <>
          <ButtonLink to={paths.adminPending.getHref()} icon="check">
            {t('dashboard.review', { count: data.pending })}
          </ButtonLink>
          {data.reports_open > 0 ? (
            <ButtonLink to={paths.adminReports.getHref()} variant="secondary" icon="alert">
              {t('dashboard.handleReports', { count: data.reports_open })}
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <StyledGrid aria-label={t('dashboard.figures')}>
        {figures.map(([key, value]) => (
          <li key={key}>
            <strong>{number(value)}</strong>
            <span>{t(`dashboard.${key}`)}</span>
          </li>
        ))}
      </StyledGrid>
      <StyledSection aria-labelledby="ads-by-status">
        <h2 id="ads-by-status">{t('dashboard.adsByStatus')}</h2>
        <StyledBars>
          {AD_STATUSES.map((status) => (
            <li key={status}>
              <Link to={`${paths.adminAds.getHref()}?status=${status}`}>{t(`common:status.${status}`)}</Link>
              <StyledBar $share={(data.ads_by_status[status] ?? 0) / totalAds} aria-hidden="true" />
              <span>{number(data.ads_by_status[status] ?? 0)}</span>
            </li>
          ))}
        </StyledBars>
      </StyledSection>
      <StyledSection aria-labelledby="revenue">
        <h2 id="revenue">{t('dashboard.revenue')}</h2>
        {data.revenue.length === 0 ? (
          <p>{t('dashboard.noRevenue')}</p>
        ) : (
          <StyledBars>
            {data.revenue.map((row) => (
              <li key={`${row.method}-${row.month}-${row.currency_code}`}>
                <span>
                  {row.month} · {t(`dashboard.methods.${row.method}`, { defaultValue: row.method })}
                </span>
                <span />
                <span>
                  {revenue(row.amount_minor, row.currency_code).toLocaleString(i18n.language)}{' '}
                  {row.currency_code}
                </span>
              </li>
            ))}
          </StyledBars>
        )}
      </StyledSection>
      <JobsPanel />
    </AdminFrame>
  );
}
