import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AD_STATUSES, type Ad, type AdStatus } from '@sokoni/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  Field,
  Pagination,
  paths,
  Price,
  RelativeDate,
  Select,
  Skeleton,
  StatusBadge,
  TextInput,
  toApiError,
  useToast,
  VisuallyHidden,
} from '@sokoni/shared-ui';
import { AdminFrame, StyledFilters, StyledTable, StyledTableWrap } from '../../../components/admin-frame';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useDeleteAdminAdMutation, useListAdminAdsQuery } from '../api/moderation-api';

const isStatus = (value: string | null): value is AdStatus => (AD_STATUSES as readonly string[]).includes(value ?? '');

/** Every ad in any status: search, status filter and page live in the URL; deletion asks for a reason. */
export function AdsPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isFetching, refetch } = useListAdminAdsQuery({ q: q || undefined, status, page });
  const [remove, removal] = useDeleteAdminAdMutation();
  const [toDelete, setToDelete] = useState<Ad | null>(null);
  const [search, setSearch] = useState(q);

  const hrefFor = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    return `${paths.adminAds.getHref()}?${copy.toString()}`;
  };
  const apply = (changes: Record<string, string | undefined>) => {
    const copy = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) copy.set(key, value);
      else copy.delete(key);
    }
    copy.delete('page');
    setParams(copy);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: search.trim() || undefined });
  };

  const confirmDelete = async (reason: string) => {
    if (!toDelete) return;
    try {
      const result = await remove({ id: toDelete.id, reason }).unwrap();
      toast.success(result.message);
      setToDelete(null);
    } catch (failure) {
      toast.error(toApiError(failure, t('errors.action')).message);
    }
  };

  let body;
  if (error && !isFetching) body = <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />;
  else if (!data) body = <Skeleton height="240px" />;
  else if (data.data.length === 0) body = <EmptyState title={t('ads.empty')} />;
  else
    body = (
      <>
        <StyledTableWrap>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('ads.columns.title')}</th>
                <th scope="col">{t('ads.columns.status')}</th>
                <th scope="col">{t('ads.columns.price')}</th>
                <th scope="col">{t('ads.columns.seller')}</th>
                <th scope="col">{t('ads.columns.created')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('ads.columns.actions')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((ad) => (
                <tr key={ad.id}>
                  <td>
                    <Link to={paths.ad.getHref(ad.slug)}>{ad.title}</Link>
                  </td>
                  <td>
                    <StatusBadge status={ad.status} />
                  </td>
                  <td>
                    <Price amount={ad.price} currency={ad.currency} size="sm" />
                  </td>
                  <td>{ad.user.name}</td>
                  <td>
                    <RelativeDate value={ad.created_at} />
                  </td>
                  <td>
                    {ad.status !== 'deleted' ? (
                      <Button size="sm" variant="danger" icon="trash" onClick={() => setToDelete(ad)}>
                        {t('actions.delete')}
                        <VisuallyHidden> {ad.title}</VisuallyHidden>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableWrap>
        <Pagination page={data.current_page} totalPages={data.last_page} getHref={hrefFor} label={t('pagination')} />
      </>
    );

  return (
    <AdminFrame title={t('pages.ads')}>
      <StyledFilters onSubmit={onSearch} role="search">
        <Field label={t('filters.search')}>
          <TextInput type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        <Field label={t('filters.status')}>
          <Select value={status ?? ''} onChange={(event) => apply({ status: event.target.value || undefined })}>
            <option value="">{t('filters.allStatuses')}</option>
            {AD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`common:status.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" icon="search">
          {t('filters.apply')}
        </Button>
      </StyledFilters>
      {body}
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
