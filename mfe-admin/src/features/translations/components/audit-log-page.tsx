import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, Pagination, paths, RelativeDate, Skeleton, toApiError } from '@sokoni/shared-ui';
import { AdminFrame, StyledTable, StyledTableWrap } from '../../../components/admin-frame';
import { useListAuditLogQuery } from '../api/translations-api';

/** Every administrator action, newest first: who, what, on what, why, when. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isFetching, refetch } = useListAuditLogQuery({ page }, { refetchOnMountOrArgChange: true });
  const hrefFor = (next: number) => (next > 1 ? `${paths.adminAuditLog.getHref()}?page=${next}` : paths.adminAuditLog.getHref());

  let body;
  if (error && !isFetching) body = <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />;
  else if (!data) body = <Skeleton height="240px" />;
  else if (data.data.length === 0) body = <EmptyState icon="clock" title={t('audit.empty')} />;
  else
    body = (
      <>
        <StyledTableWrap>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('audit.columns.when')}</th>
                <th scope="col">{t('audit.columns.who')}</th>
                <th scope="col">{t('audit.columns.what')}</th>
                <th scope="col">{t('audit.columns.target')}</th>
                <th scope="col">{t('audit.columns.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <RelativeDate value={entry.created_at} />
                  </td>
                  <td>{entry.admin?.name ?? t('audit.removedAdmin')}</td>
                  <td>{t(`audit.actions.${entry.action.replace('.', '_')}`, { defaultValue: entry.action })}</td>
                  <td>{entry.target_label ?? entry.target_id ?? '—'}</td>
                  <td>{entry.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableWrap>
        <Pagination page={data.current_page} totalPages={data.last_page} getHref={hrefFor} label={t('pagination')} />
      </>
    );
  return <AdminFrame title={t('pages.auditLog')}>{body}</AdminFrame>;
}
