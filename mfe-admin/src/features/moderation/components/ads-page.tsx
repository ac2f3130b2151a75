import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AD_STATUSES, type Ad } from '@sokoni/contracts';
import {
  Button,
  EmptyState,
  paths,
  Price,
  RelativeDate,
  StatusBadge,
  VisuallyHidden,
} from '@sokoni/shared-ui';
import { AdminFrame } from '../../../components/admin-frame';
import { AdminTable, pagedTable } from '../../../components/admin-table';
import { FilterSelect, SearchFilters } from '../../../components/search-filters';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useAdminAction } from '../../../lib/use-admin-action';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteAdminAdMutation, useListAdminAdsQuery } from '../api/moderation-api';


/** Every ad in any status: search, status filter and page live in the URL; deletion asks for a reason. */
export function AdsPage() {
  const { t } = useTranslation('admin');
  const run = useAdminAction();
  const { params, page, apply, hrefFor, filter } = useListParams(paths.adminAds.getHref());
  const q = params.get('q') ?? '';
  const statusFilter = filter('status', AD_STATUSES);
  const status = statusFilter.value;
  const ads = useListAdminAdsQuery({ q: q || undefined, status, page });
  const [remove, removal] = useDeleteAdminAdMutation();
  const [toDelete, setToDelete] = useState<Ad | null>(null);

  const confirmDelete = async (reason: string) => {
    if (!toDelete) return;
    if (
      await run(
        () => remove({ id: toDelete.id, reason }).unwrap(),
        (result) => result.message,
      )
    )
      setToDelete(null);
  };

  return (
    <AdminFrame title={t('pages.ads')}>
      <SearchFilters searchLabel={t('filters.search')} query={q} onSearch={(query) => apply({ q: query })}>
        <FilterSelect label={t('filters.status')} {...statusFilter.select}>
          <option value="">{t('filters.allStatuses')}</option>
          {AD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`common:status.${value}`)}
            </option>
          ))}
        </FilterSelect>
      </SearchFilters>
      <AdminTable
        {...pagedTable(ads, hrefFor)}
        empty={<EmptyState title={t('ads.empty')} />}
        rowKey={(ad) => ad.id}
        columns={[
          {
            header: t('ads.columns.title'),
            cell: (ad) => <Link to={paths.ad.getHref(ad.slug)}>{ad.title}</Link>,
          },
          { header: t('ads.columns.status'), cell: (ad) => <StatusBadge status={ad.status} /> },
          {
            header: t('ads.columns.price'),
            cell: (ad) => <Price amount={ad.price} currency={ad.currency} size="sm" />,
          },
          { header: t('ads.columns.seller'), cell: (ad) => ad.user.name },
          { header: t('ads.columns.created'), cell: (ad) => <RelativeDate value={ad.created_at} /> },
          {
            header: <VisuallyHidden>{t('ads.columns.actions')}</VisuallyHidden>,
            cell: (ad) =>
              ad.status !== 'deleted' ? (
                <Button size="sm" variant="danger" icon="trash" onClick={() => setToDelete(ad)}>
                  {t('actions.delete')}
                  <VisuallyHidden> {ad.title}</VisuallyHidden>
                </Button>
              ) : null,
          },
        ]}
      />
      <ReasonDialog
        open={toDelete !== null}
        title={t('ads.deleteTitle')}
        description={toDelete ? t('ads.deleteMessage', { title: toDelete.title }) : undefined}
        confirmLabel={t('actions.delete')}
        danger
        submitting={removal.isLoading}
        onSubmit={(reason) => void confirmDelete(reason)}
        onCancel={() => setToDelete(null)}
      />
    </AdminFrame>
  );
}
