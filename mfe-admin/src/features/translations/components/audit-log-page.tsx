import { useTranslation } from 'react-i18next';
import { auditActionKey } from '@sokoni/contracts';
import { EmptyState, paths, RelativeDate } from '@sokoni/shared-ui';
import { AdminFrame } from '../../../components/admin-frame';
import { AdminTable, pagedTable } from '../../../components/admin-table';
import { useListParams } from '../../../lib/use-list-params';
import { useListAuditLogQuery } from '../api/translations-api';

/** Every administrator action, newest first: who, what, on what, why, when. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const { page, hrefFor } = useListParams(paths.adminAuditLog.getHref());
  const entries = useListAuditLogQuery(
    { page },
    { refetchOnMountOrArgChange: true },
  );

  return (
    <AdminFrame title={t('pages.auditLog')}>
      <AdminTable
        {...pagedTable(entries, hrefFor)}
        empty={<EmptyState icon="clock" title={t('audit.empty')} />}
        rowKey={(entry) => entry.id}
        columns={[
          { header: t('audit.columns.when'), cell: (entry) => <RelativeDate value={entry.created_at} /> },
          { header: t('audit.columns.who'), cell: (entry) => entry.admin?.name ?? t('audit.removedAdmin') },
          {
            header: t('audit.columns.what'),
            cell: (entry) => t(auditActionKey(entry.action), { defaultValue: t('audit.otherAction') }),
          },
          {
            header: t('audit.columns.target'),
            cell: (entry) => entry.target_label ?? entry.target_id ?? '—',
          },
          { header: t('audit.columns.reason'), cell: (entry) => entry.reason ?? '—' },
        ]}
      />
    </AdminFrame>
  );
}
