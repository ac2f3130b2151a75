import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AD_RENEW_WINDOW_DAYS,
  MY_ADS_STATUS_FILTERS,
  type Ad,
  type MyAdsStatusFilter,
  type OwnerSettableAdStatus,
} from '@sokoni/contracts';
import {
  AdCard,
  AdGridSkeleton,
  ButtonLink,
  EmptyState,
  ErrorState,
  formatCalendarDate,
  gridList,
  PageFrame,
  paths,
  toApiError,
  useDeleteAdMutation,
  useDisplayCurrency,
  useListMyAdsQuery,
  useToast,
  useUpdateAdStatusMutation,
} from '@sokoni/shared-ui';
import { ConfirmDialog, Pagination, Tabs } from '@sokoni/shared-ui/widgets';
import { useOutbox } from '../../../lib/outbox';
import { useRenewAdMutation } from '../api/renewal-api';
import { MyAdActions } from './my-ad-actions';
import { OutboxList } from './outbox-list';

const PER_PAGE = 12;

/** One column on phones: each card carries its actions, which need the width. */
const StyledList = styled.ul`
  ${gridList({ gap: 4, columns: 1, md: 2 })}
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    display: flex;
    min-width: 0;
  }
  > li > * {
    flex: 1;
  }
`;

const StyledNote = styled.p<{ $tone: 'warning' | 'danger' | 'neutral' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.color.warningBg : $tone === 'danger' ? theme.color.dangerBg : 'transparent'};
  color: ${({ theme }) => theme.color.text};
`;

function isStatusFilter(value: string | null): value is MyAdsStatusFilter {
  return (MY_ADS_STATUS_FILTERS as readonly string[]).includes(value ?? '');
}

const SUCCESS_KEYS: Record<OwnerSettableAdStatus, string> = {
  active: 'myAds.done.active',
  inactive: 'myAds.done.inactive',
  sold: 'myAds.done.sold',
  archived: 'myAds.done.archived',
};

/** A reason as the moderator typed it, without the final stop the sentence around it adds (no « table.. »). */
const withoutFinalStop = (reason: string) => reason.trim().replace(/[.\s]+$/, '');

const DAY_MS = 24 * 60 * 60 * 1000;

/** An active ad in the last week of its period: its owner may renew it now (and is reminded to). */
function endsSoon(ad: Ad, now = Date.now()): boolean {
  if (ad.status !== 'active' || !ad.expires_at) return false;
  const left = new Date(ad.expires_at).getTime() - now;
  return left > 0 && left <= AD_RENEW_WINDOW_DAYS * DAY_MS;
}

/**
 * What the seller should know about an ad that is not simply live (awaiting review, refused, expired), and
 * when a live one ends: a warning with a renewal in its last week.
 */
function adNote(ad: Ad, t: TFunction, locale: string) {
  if (ad.status === 'pending') return <StyledNote $tone="warning">{t('myAds.pendingNote')}</StyledNote>;
  if (ad.status === 'rejected') {
    return (
      <StyledNote $tone="danger">
        {ad.rejection_reason
          ? t('myAds.rejectedNote', { reason: withoutFinalStop(ad.rejection_reason) })
          : t('myAds.rejectedNoReason')}
      </StyledNote>
    );
  }
  if (ad.status === 'expired') return <StyledNote $tone="warning">{t('myAds.expiredNote')}</StyledNote>;
  if (ad.status === 'active' && ad.expires_at) {
    const date = formatCalendarDate(new Date(ad.expires_at), locale, 'day');
    return endsSoon(ad) ? (
      <StyledNote $tone="warning" data-testid="expiry-note">
        {t('myAds.expiry.soon', { date })}
      </StyledNote>
    ) : (
      <StyledNote $tone="neutral" data-testid="expiry-note">
        {t('myAds.expiry.until', { date })}
      </StyledNote>
    );
  }
  return null;
}

/** My Ads: the seller's ads by status, with counts, and what they can do with each. */
export function MyAdsPage() {
  const { t, i18n } = useTranslation('ads');
  const toast = useToast();
  const displayCurrency = useDisplayCurrency();
  const [searchParams, setSearchParams] = useSearchParams();
  const rawStatus = searchParams.get('status');
  const status: MyAdsStatusFilter = isStatusFilter(rawStatus) ? rawStatus : 'all';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { currentData, data, error, isFetching, refetch } = useListMyAdsQuery({
    status,
    page,
    per_page: PER_PAGE,
    display_currency: displayCurrency,
  });
  const list = currentData ?? (isFetching ? data : undefined);
  const counts = (currentData ?? data)?.counts;
  const [updateStatus] = useUpdateAdStatusMutation();
  const [deleteAd, deletion] = useDeleteAdMutation();
  const [renewAd] = useRenewAdMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Ad | null>(null);
  const outbox = useOutbox();

  const hrefFor = (nextStatus: MyAdsStatusFilter, nextPage = 1) => {
    const params = new URLSearchParams();
    if (nextStatus !== 'all') params.set('status', nextStatus);
    if (nextPage > 1) params.set('page', String(nextPage));
    const query = params.toString();
    return query ? `${paths.myAds.getHref()}?${query}` : paths.myAds.getHref();
  };

  const changeStatus = async (ad: Ad, next: OwnerSettableAdStatus) => {
    setPendingId(ad.id);
    try {
      await updateStatus({ ad, status: next }).unwrap();
      toast.success(t(SUCCESS_KEYS[next], { title: ad.title }));
    } catch (failure) {
      toast.error(toApiError(failure, t('errors.updateAd')).message);
    } finally {
      setPendingId(null);
    }
  };

  const renew = async (ad: Ad) => {
    setPendingId(ad.id);
    try {
      const result = await renewAd(ad.id).unwrap();
      toast.success(result.message);
    } catch (failure) {
      toast.error(toApiError(failure, t('errors.updateAd')).message);
    } finally {
      setPendingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const ad = toDelete;
    try {
      const result = await deleteAd(ad).unwrap();
      setToDelete(null);
      toast.success(result.message || t('myAds.done.deleted'));
    } catch (failure) {
      setToDelete(null);
      toast.error(t('errors.deletingAd', { reason: toApiError(failure, t('errors.deleteAd')).message }));
    }
  };

  const label = (filter: MyAdsStatusFilter) => {
    const name = filter === 'all' ? t('myAds.tabs.all') : t(`common:status.${filter}`);
    return counts ? t('myAds.tabs.withCount', { name, count: counts[filter] ?? 0 }) : name;
  };

  const panel =
    error && !isFetching ? (
      <ErrorState
        message={toApiError(error, t('errors.fetchMyAds')).message}
        onRetry={() => void refetch()}
      />
    ) : !list ? (
      <AdGridSkeleton count={3} label={t('myAds.loading')} />
    ) : list.data.length === 0 ? (
      <EmptyState
        icon="tag"
        title={
          status === 'all'
            ? t('myAds.empty.all')
            : t('myAds.empty.status', { status: t(`common:status.${status}`) })
        }
        description={status === 'all' ? t('myAds.empty.text') : undefined}
        action={
          status === 'all' ? (
            <ButtonLink to={paths.postAd.getHref()} icon="plus">
              {t('myAds.post')}
            </ButtonLink>
          ) : undefined
        }
      />
    ) : (
      <>
        {list.data.some((ad) => endsSoon(ad)) ? (
          <StyledNote $tone="warning" role="status" data-testid="expiry-notice">
            {t('myAds.expiry.notice', { count: list.data.filter((ad) => endsSoon(ad)).length })}
          </StyledNote>
        ) : null}
        <StyledList aria-label={t('myAds.listLabel')}>
          {list.data.map((ad, index) => (
            <li key={ad.id}>
              <AdCard
                ad={ad}
                ownerActions
                headingLevel="h2"
                eagerImage={index < 2}
                note={adNote(ad, t, i18n.language)}
                extraActions={
                  <MyAdActions
                    ad={ad}
                    busy={pendingId === ad.id}
                    onChangeStatus={(next) => void changeStatus(ad, next)}
                    onDelete={() => setToDelete(ad)}
                    onRenew={endsSoon(ad) ? () => void renew(ad) : undefined}
                  />
                }
              />
            </li>
          ))}
        </StyledList>
        <Pagination
          page={list.current_page}
          totalPages={list.last_page}
          getHref={(nextPage) => hrefFor(status, nextPage)}
          label={t('myAds.pagination')}
        />
      </>
    );

  return (
    <>
      <PageFrame
        title={t('myAds.title')}
        actions={
          <ButtonLink to={paths.postAd.getHref()} icon="plus">
            {t('myAds.post')}
          </ButtonLink>
        }
      >
        <OutboxList queued={outbox.queued} />
        <Tabs
          label={t('myAds.tabs.label')}
          mobileSelect
          value={status}
          onValueChange={(next) => setSearchParams(next === 'all' ? {} : { status: next })}
          items={MY_ADS_STATUS_FILTERS.map((filter) => ({
            id: filter,
            label: label(filter),
            panel: filter === status ? panel : null,
          }))}
        />
      </PageFrame>
      <ConfirmDialog
        open={toDelete !== null}
        variant="danger"
        title={t('myAds.delete.title')}
        message={toDelete ? t('myAds.delete.message', { title: toDelete.title }) : ''}
        confirmLabel={t('myAds.delete.confirm')}
        confirming={deletion.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
