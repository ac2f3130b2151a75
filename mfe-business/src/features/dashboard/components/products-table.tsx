import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { OWNER_AD_STATUS_TRANSITIONS, type Ad } from '@sokoni/contracts';
import {
  AdPhoto,
  adPhotoUrls,
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  paths,
  Price,
  Skeleton,
  skipToken,
  StatusBadge,
  toApiError,
  useAppSelector,
  useCategoryName,
  useDeleteAdMutation,
  useListMyAdsQuery,
  useToast,
  useUpdateAdStatusMutation,
} from '@sokoni/shared-ui';
import { ConfirmDialog, Pagination } from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { useGetBoostEffectsQuery } from '../api/dashboard-api';
import { BoostEffectSummary } from './boost-effect';

const PER_PAGE = 20;

/**
 * A table on wider screens, one body per product: its row, then under it what its boost changed. Below `md`
 * each product becomes a card (the header row is hidden and every cell says what it is), so every action stays
 * within reach on a 360 px phone.
 */
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  > thead > tr > th,
  > tbody > tr > td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
  > tbody > tr:not(:last-child) > td {
    border-bottom: 0;
  }
  > tbody > tr > td[data-cell='boost'] {
    padding-top: 0;
  }
  td[data-cell='created'] {
    white-space: nowrap;
  }
  > thead th {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    &,
    > tbody > tr > td {
      display: block;
    }
    > thead {
      display: none;
    }
    > tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(2)};
      margin-bottom: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(3)};
      border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
    }
    > tbody > tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${({ theme }) => theme.space(2)};
    }
    > tbody > tr > td {
      padding: 0;
      border: 0;
    }
    td[data-cell='product'],
    td[data-cell='actions'],
    td[data-cell='boost'] {
      grid-column: 1 / -1;
    }
    td[data-cell='created'] {
      white-space: normal;
      color: ${({ theme }) => theme.color.textMuted};
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
`;

const StyledProduct = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  > :first-child {
    flex: 0 0 80px;
    width: 80px;
  }
  a {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Active becomes inactive; any other state becomes active (docs/statuses.md#what-an-owner-may-change). */
const nextStatus = (ad: Ad) => (ad.status === 'active' ? 'inactive' : 'active');

/** The toggle is offered only where the server accepts it (pending and rejected ads are the moderators'). */
const canToggle = (ad: Ad) => OWNER_AD_STATUS_TRANSITIONS[ad.status].includes(nextStatus(ad));

const StyledLockedNote = styled.p`
  flex: 1 1 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The Products tab of the business dashboard: every product with its status and actions. */
export function ProductsTable() {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const locale = useAppSelector((s) => s.preferences.locale);
  const categoryName = useCategoryName();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { currentData, error, isFetching, refetch } = useListMyAdsQuery({ page, per_page: PER_PAGE });
  // What each product's boost changed, for the whole page in one request.
  const adIds = currentData?.data.map((ad) => ad.id).join(',');
  const { currentData: effects } = useGetBoostEffectsQuery(adIds || skipToken);
  const effectOf = new Map(effects?.ads.map((entry) => [entry.ad_id, entry.boost]));
  const [updateStatus] = useUpdateAdStatusMutation();
  const [deleteProduct, deletion] = useDeleteAdMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Ad | null>(null);
  const dateFormat = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium' });

  const toggle = async (ad: Ad) => {
    const status = nextStatus(ad);
    setBusyId(ad.id);
    try {
      await updateStatus({ ad, status }).unwrap();
      toast.success(
        t(status === 'active' ? 'dashboard.products.activated' : 'dashboard.products.deactivated', {
          title: ad.title,
        }),
      );
    } catch (error) {
      // The server says why it refused (awaiting review, rejected…), in the visitor's language.
      toast.error(toApiError(error, t('errors.toggle')).message);
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const ad = toDelete;
    try {
      await deleteProduct(ad).unwrap();
      toast.success(t('dashboard.products.deleted', { title: ad.title }));
    } catch {
      toast.error(t('errors.delete'));
    } finally {
      setToDelete(null);
    }
  };

  if (error && !isFetching) {
    return <ErrorState message={t('errors.loadProducts')} onRetry={() => void refetch()} />;
  }
  if (!currentData) {
    return (
      <div role="status" aria-label={t('dashboard.products.loading')}>
        <Skeleton lines={6} variant="text" />
      </div>
    );
  }
  if (currentData.data.length === 0) {
    return (
      <EmptyState
        icon="store"
        title={t('dashboard.products.emptyTitle')}
        description={t('dashboard.products.emptyText')}
        action={
          <ButtonLink to={paths.postAd.getHref()} icon="plus">
            {t('dashboard.products.addFirst')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <>
      <StyledTable aria-label={t('dashboard.products.label')}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.products.product')}</th>
            <th scope="col">{t('dashboard.products.status')}</th>
            <th scope="col">{t('dashboard.products.price')}</th>
            <th scope="col">{t('dashboard.products.created')}</th>
            <th scope="col">{t('dashboard.products.actions')}</th>
          </tr>
        </thead>
        {currentData.data.map((ad) => {
          const busy = busyId === ad.id;
          const activate = nextStatus(ad) === 'active';
          const effect = effectOf.get(ad.id);
          return (
            <tbody key={ad.id}>
              <tr data-ad={ad.id}>
                <td data-cell="product">
                  <StyledProduct>
                    <AdPhoto src={adPhotoUrls(ad)[0]} alt="" width={80} height={60} />
                    <div>
                      <Link to={paths.ad.getHref(ad.slug)}>{ad.title}</Link>
                      <small>{categoryName(ad.category)}</small>
                    </div>
                  </StyledProduct>
                </td>
                <td data-cell="status">
                  <StatusBadge status={ad.status} />
                </td>
                <td data-cell="price">
                  <Price amount={ad.price} currency={ad.currency} negotiable={ad.is_negotiable} size="sm" />
                </td>
                <td data-cell="created">
                  <time dateTime={ad.created_at}>{dateFormat.format(new Date(ad.created_at))}</time>
                </td>
                <td data-cell="actions">
                  <StyledActions>
                    <ButtonLink
                      to={paths.editAd.getHref(ad.slug)}
                      variant="secondary"
                      size="sm"
                      icon="edit"
                      aria-label={t('dashboard.products.editLabel', { title: ad.title })}
                    >
                      {t('dashboard.products.edit')}
                    </ButtonLink>
                    {canToggle(ad) ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        aria-busy={busy || undefined}
                        aria-label={t(
                          activate
                            ? 'dashboard.products.activateLabel'
                            : 'dashboard.products.deactivateLabel',
                          { title: ad.title },
                        )}
                        onClick={() => void toggle(ad)}
                      >
                        {t(activate ? 'dashboard.products.activate' : 'dashboard.products.deactivate')}
                      </Button>
                    ) : null}
                    <Button
                      variant="ghost"
                      size="sm"
                      icon="trash"
                      disabled={busy}
                      aria-label={t('dashboard.products.deleteLabel', { title: ad.title })}
                      onClick={() => setToDelete(ad)}
                    >
                      {t('dashboard.products.delete')}
                    </Button>
                    {ad.status === 'pending' || ad.status === 'rejected' ? (
                      <StyledLockedNote>{t(`dashboard.products.locked.${ad.status}`)}</StyledLockedNote>
                    ) : null}
                  </StyledActions>
                </td>
              </tr>
              {/* Nothing while the figures load or when they cannot be read: the products stay usable. */}
              {effect !== undefined ? (
                <tr data-boost={ad.id}>
                  <td data-cell="boost" colSpan={5}>
                    <BoostEffectSummary effect={effect} />
                  </td>
                </tr>
              ) : null}
            </tbody>
          );
        })}
      </StyledTable>
      <Pagination
        page={currentData.current_page}
        totalPages={currentData.last_page}
        getHref={(next) => `${paths.businessDashboard.getHref()}${next > 1 ? `?page=${next}` : ''}`}
        label={t('dashboard.products.pagination')}
      />
      <ConfirmDialog
        open={toDelete !== null}
        variant="danger"
        title={t('dashboard.products.confirmTitle')}
        message={t('dashboard.products.confirmMessage', { title: toDelete?.title ?? '' })}
        confirmLabel={t('dashboard.products.delete')}
        confirming={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
