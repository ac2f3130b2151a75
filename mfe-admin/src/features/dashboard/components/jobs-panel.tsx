import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminJobFailure, AdminJobQueue } from '@sokoni/contracts';
import { formatDecimal, panelText } from '@sokoni/shared-ui';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { useGetAdminJobsQuery } from '../api/jobs-api';

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${panelText}
`;

const StyledCount = styled.span<{ $alert?: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $alert }) => ($alert ? theme.color.danger : 'inherit')};
  font-weight: ${({ theme, $alert }) => ($alert ? theme.font.weight.semibold : 'inherit')};
`;

const StyledError = styled.span`
  overflow-wrap: anywhere;
`;

/** Background jobs on the dashboard: per job what waits, runs, failed or was retried, then the latest failures. */
export function JobsPanel() {
  const { t, i18n } = useTranslation('admin');
  const { data, error, refetch } = useGetAdminJobsQuery(undefined, { refetchOnMountOrArgChange: true });
  const number = (value: number) => formatDecimal(value, i18n.language);
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))
      : t('dashboard.jobs.never');
  const jobName = (name: string) => t(`dashboard.jobs.names.${name}`, { defaultValue: name });
  const count = (value: number, alert = false) => (
    <StyledCount $alert={alert && value > 0}>{number(value)}</StyledCount>
  );

  const queueColumns: AdminColumn<AdminJobQueue>[] = [
    { key: 'name', header: t('dashboard.jobs.columns.name'), cell: (row) => jobName(row.name) },
    { key: 'queued', header: t('dashboard.jobs.columns.queued'), cell: (row) => count(row.queued) },
    { key: 'active', header: t('dashboard.jobs.columns.active'), cell: (row) => count(row.active) },
    { key: 'failed', header: t('dashboard.jobs.columns.failed'), cell: (row) => count(row.failed, true) },
    { key: 'retried', header: t('dashboard.jobs.columns.retried'), cell: (row) => count(row.retried) },
    { key: 'last', header: t('dashboard.jobs.columns.lastCompleted'), cell: (row) => when(row.last_completed_at) },
  ];
  const failureColumns: AdminColumn<AdminJobFailure>[] = [
    { key: 'when', header: t('dashboard.jobs.columns.failedAt'), cell: (row) => when(row.failed_at) },
    { key: 'name', header: t('dashboard.jobs.columns.name'), cell: (row) => jobName(row.name) },
    {
      key: 'state',
      header: t('dashboard.jobs.columns.state'),
      cell: (row) => t(`dashboard.jobs.states.${row.state}`, { count: row.retry_count + 1 }),
    },
    { key: 'error', header: t('dashboard.jobs.columns.error'), cell: (row) => <StyledError>{row.error}</StyledError> },
  ];

  return (
    <StyledPanel aria-labelledby="background-jobs">
      <h2 id="background-jobs">{t('dashboard.jobs.title')}</h2>
      <p>{t('dashboard.jobs.hint')}</p>
      <AdminTable
        rows={data?.queues}
        columns={queueColumns}
        rowKey={(row) => row.name}
        failure={error && !data ? error : undefined}
        onRetry={() => void refetch()}
        skeletonHeight="160px"
        empty={<p>{t('dashboard.jobs.none')}</p>}
      />
      {data && data.failures.length > 0 ? (
        <>
          <h3>{t('dashboard.jobs.failures')}</h3>
          <AdminTable
            rows={data.failures}
            columns={failureColumns}
            rowKey={(row) => `${row.id}-${row.failed_at}`}
            onRetry={() => void refetch()}
          />
        </>
      ) : null}
    </StyledPanel>
  );
}
