import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  REPORT_REASONS,
  REPORT_STATUSES,
  type AdminReport,
  type ReportAction,
} from '@sokoni/contracts';
import {
  Badge,
  Button,
  EmptyState,
  paths,
  RelativeDate,
  toApiError,
  useAppSelector,
  useToast,
} from '@sokoni/shared-ui';
import { AdminFrame, StyledActions, StyledFilters } from '../../../components/admin-frame';
import { AdminTable, pagedTable } from '../../../components/admin-table';
import { ReasonDialog } from '../../../components/reason-dialog';
import { FilterSelect } from '../../../components/search-filters';
import { useListParams } from '../../../lib/use-list-params';
import { useListReportsQuery, useResolveReportMutation } from '../api/reports-api';

const STATUS_FILTERS = [...REPORT_STATUSES, 'all'] as const;

/**
 * One block per cell: on a phone each cell is a two-column grid (its label, then this), whose narrow column a
 * long address or button label must wrap in rather than stick out of.
 */
const StyledCell = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;
const StyledDecisions = styled(StyledActions)`
  min-width: 0;
  > button {
    max-width: 100%;
    height: auto;
    padding-block: ${({ theme }) => theme.space(1)};
    white-space: normal;
    text-align: start;
  }
`;

const statusTone = { open: 'warning', dismissed: 'neutral', actioned: 'success' } as const;

/**
 * The reports queue: open reports oldest first with the ad, who reported it and the seller; each can be
 * dismissed (an optional note), or acted on by removing the ad or suspending the seller (a required reason).
 * Filters by state and by reason, each option with how many reports it shows; both live in the URL.
 */
export function ReportsPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const me = useAppSelector((state) => state.session.user?.id);
  const { page, hrefFor, filter } = useListParams(paths.adminReports.getHref());
  const statusFilter = filter('status', STATUS_FILTERS, 'open');
  const status = statusFilter.value;
  const reasonFilter = filter('reason', REPORT_REASONS);
  const reason = reasonFilter.value;
  const reports = useListReportsQuery(
    { status, page, ...(reason ? { reason } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const { data } = reports;
  /** An option's label with its count once the list has loaded. */
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : t('reports.filters.withCount', { label, count });
  const [resolve, resolving] = useResolveReportMutation();
  const [pending, setPending] = useState<{ action: ReportAction; report: AdminReport } | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();

  /** An open report's decisions, or how a closed one was resolved. */
  const resolution = (report: AdminReport) =>
    report.status === 'open' ? (
      <StyledDecisions>
        <Button size="sm" variant="secondary" onClick={() => setPending({ action: 'dismiss', report })}>
          {t('reports.actions.dismiss')}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setPending({ action: 'remove_ad', report })}>
          {t('reports.actions.remove_ad')}
        </Button>
        {report.seller.id !== me && !report.seller.is_banned ? (
          <Button size="sm" variant="danger" onClick={() => setPending({ action: 'suspend_user', report })}>
            {t('reports.actions.suspend_user')}
          </Button>
        ) : null}
      </StyledDecisions>
    ) : (
      <StyledCell>
        <Badge tone={statusTone[report.status]}>{t(`reports.statuses.${report.status}`)}</Badge>
        {report.resolution_note ? <div>{report.resolution_note}</div> : null}
        {report.resolved_by ? <div>{t('reports.by', { name: report.resolved_by.name })}</div> : null}
      </StyledCell>
    );

  const close = () => {
    setPending(null);
    setServerError(undefined);
  };
  const submit = async (reason: string) => {
    if (!pending) return;
    try {
      const result = await resolve({
        id: pending.report.id,
        action: pending.action,
        reason: reason || undefined,
      }).unwrap();
      toast.success(result.message);
      close();
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      if (problem.errors?.reason?.[0]) setServerError(problem.errors.reason[0]);
      else {
        toast.error(problem.message);
        close();
      }
    }
  };

  return (
    <AdminFrame title={t('pages.reports')}>
      <StyledFilters as="div">
        <FilterSelect label={t('filters.show')} {...statusFilter.select}>
          {STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {counted(t(`reports.filters.${value}`), data?.counts.statuses[value])}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('reports.filters.reason')} {...reasonFilter.select}>
          <option value="">{t('reports.filters.allReasons')}</option>
          {REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {counted(t(`reports.reasons.${value}`), data?.counts.reasons[value])}
            </option>
          ))}
        </FilterSelect>
      </StyledFilters>
      <AdminTable
        {...pagedTable(reports, hrefFor)}
        empty={
          <EmptyState icon="alert" title={t(status === 'open' ? 'reports.emptyOpen' : 'reports.empty')} />
        }
        rowKey={(report) => report.id}
        columns={[
          {
            header: t('reports.columns.ad'),
            cell: (report) => (
              <StyledCell>
                <Link to={paths.ad.getHref(report.ad.slug)}>{report.ad.title}</Link>
                {report.open_reports_on_ad > 1 ? (
                  <div>
                    <Badge tone="danger">{t('reports.openOnAd', { count: report.open_reports_on_ad })}</Badge>
                  </div>
                ) : null}
              </StyledCell>
            ),
          },
          {
            header: t('reports.columns.reason'),
            cell: (report) => (
              <StyledCell>
                <strong>{t(`reports.reasons.${report.reason}`)}</strong>
                {report.comment ? <div>« {report.comment} »</div> : null}
              </StyledCell>
            ),
          },
          {
            header: t('reports.columns.reporter'),
            cell: (report) => (
              <StyledCell>
                {report.reporter.name}
                <div>{report.reporter.email}</div>
              </StyledCell>
            ),
          },
          {
            header: t('reports.columns.seller'),
            cell: (report) => (
              <StyledCell>
                {report.seller.name}
                <div>{report.seller.email}</div>
                {report.seller.is_banned ? <Badge tone="danger">{t('users.banned')}</Badge> : null}
              </StyledCell>
            ),
          },
          { header: t('reports.columns.when'), cell: (report) => <RelativeDate value={report.created_at} /> },
          { header: t('reports.columns.actions'), cell: resolution },
        ]}
      />
      <ReasonDialog
        open={pending !== null}
        title={pending ? t(`reports.dialogs.${pending.action}.title`) : ''}
        description={
          pending
            ? t(`reports.dialogs.${pending.action}.message`, {
                title: pending.report.ad.title,
                name: pending.report.seller.name,
              })
            : undefined
        }
        hint={pending?.action === 'dismiss' ? t('reports.dialogs.dismiss.hint') : undefined}
        confirmLabel={pending ? t(`reports.actions.${pending.action}`) : ''}
        optional={pending?.action === 'dismiss'}
        danger={pending?.action !== 'dismiss'}
        submitting={resolving.isLoading}
        serverError={serverError}
        onSubmit={(reason) => void submit(reason)}
        onCancel={close}
      />
    </AdminFrame>
  );
}
