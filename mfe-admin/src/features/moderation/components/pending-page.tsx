import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdReviewChanges, PendingAd } from '@sokoni/contracts';
import {
  AdPhoto,
  adPhotoUrls,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Price,
  RelativeDate,
  Skeleton,
  toApiError,
  useToast,
} from '@sokoni/shared-ui';
import { ConfirmDialog } from '@sokoni/shared-ui/widgets';
import { AdminFrame } from '../../../components/admin-frame';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useApproveAdMutation, useListPendingAdsQuery, useRejectAdMutation } from '../api/moderation-api';

/** Ads fetched per batch; the next batch is asked for while a few are still left, so the next ad shows at once. */
const BATCH = 20;
const REFILL_BELOW = 3;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const StyledPhotos = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :first-child {
    grid-column: 1 / -1;
  }
  img,
  > div {
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const StyledDetails = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const StyledCard = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** On a phone the decision buttons stay at the bottom of the screen, under the thumb. */
const StyledDecision = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  background: ${({ theme }) => theme.color.bg};
  > button {
    flex: 1 1 120px;
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  kbd {
    font-family: inherit;
    padding: 0 ${({ theme }) => theme.space(1)};
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/**
 * The review queue: one pending ad at a time, oldest first. A: approve (confirmed),
 * R: reject with a reason, J / K: next / previous. A decided ad leaves the queue at once and the next one shows.
 */
/** What a material edit of an approved ad changed, so the moderator compares before and after. */
function ReviewChanges({ changes }: { changes: AdReviewChanges }) {
  const { t } = useTranslation('admin');
  const fields = (['title', 'description', 'price', 'category'] as const).filter((field) => changes[field]);
  return (
    <StyledCard as="section" aria-labelledby="review-changes-title">
      <h3 id="review-changes-title">{t('pending.changes.heading')}</h3>
      <dl>
        {fields.map((field) => (
          <Fragment key={field}>
            <dt>{t(`pending.changes.${field}`)}</dt>
            <dd>
              <del>{String(changes[field]!.from ?? '—')}</del> → <ins>{String(changes[field]!.to ?? '—')}</ins>
            </dd>
          </Fragment>
        ))}
        {changes.photos_added ? (
          <>
            <dt>{t('pending.changes.photos')}</dt>
            <dd>{t('pending.changes.photosAdded', { count: changes.photos_added })}</dd>
          </>
        ) : null}
      </dl>
    </StyledCard>
  );
}

export function PendingPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { data, error, isLoading, isFetching, refetch } = useListPendingAdsQuery(
    { per_page: BATCH },
    { refetchOnMountOrArgChange: true },
  );
  const [approve, approval] = useApproveAdMutation();
  const [reject, rejection] = useRejectAdMutation();
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [cursor, setCursor] = useState(0);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [rejectError, setRejectError] = useState<string | undefined>();

  const queue = useMemo(() => (data?.data ?? []).filter((ad) => !decided.has(ad.id)), [data, decided]);
  const index = Math.min(cursor, Math.max(0, queue.length - 1));
  const current: PendingAd | undefined = queue[index];
  // Decided ads still in the fetched batch are already out of the server's total once it refetches.
  const remaining = Math.max(0, (data?.total ?? 0) - ((data?.data.length ?? 0) - queue.length));

  useEffect(() => {
    if (data && queue.length < REFILL_BELOW && data.total > data.data.length && !isFetching) void refetch();
  }, [data, queue.length, isFetching, refetch]);

  const done = useCallback((id: number) => {
    setDecided((previous) => new Set(previous).add(id));
    setDialog(null);
  }, []);

  const confirmApprove = async () => {
    if (!current) return;
    const ad = current;
    try {
      await approve({ id: ad.id }).unwrap();
      done(ad.id);
      toast.success(t('pending.approved', { title: ad.title }));
    } catch (failure) {
      setDialog(null);
      const problem = toApiError(failure, t('errors.action'));
      // Someone else decided it meanwhile: it leaves this queue too.
      if (problem.status === 409) done(ad.id);
      toast.error(problem.message);
    }
  };

  const submitReject = async (reason: string) => {
    if (!current) return;
    const ad = current;
    try {
      await reject({ id: ad.id, reason }).unwrap();
      done(ad.id);
      toast.success(t('pending.rejected', { title: ad.title }));
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      if (problem.errors?.reason) {
        setRejectError(problem.errors.reason[0]);
        return;
      }
      setDialog(null);
      if (problem.status === 409) done(ad.id);
      toast.error(problem.message);
    }
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (dialog || !current || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'a') {
        event.preventDefault();
        setDialog('approve');
      } else if (key === 'r') {
        event.preventDefault();
        setRejectError(undefined);
        setDialog('reject');
      } else if (key === 'j' || event.key === 'ArrowRight') {
        setCursor(Math.min(index + 1, queue.length - 1));
      } else if (key === 'k' || event.key === 'ArrowLeft') {
        setCursor(Math.max(index - 1, 0));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialog, current, index, queue.length]);

  let body;
  if (error && !data) {
    body = <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />;
  } else if (isLoading || (!current && isFetching)) {
    body = <Skeleton height="320px" />;
  } else if (!current) {
    body = <EmptyState icon="check" title={t('pending.empty')} description={t('pending.emptyText')} />;
  } else {
    const photos = adPhotoUrls(current, 'gallery');
    const history = current.seller_history;
    body = (
      <>
        <StyledHint>
          {t('pending.position', { position: index + 1, total: remaining })}{' '}
          <span aria-hidden="true">
            · <kbd>A</kbd> {t('pending.keys.approve')} · <kbd>R</kbd> {t('pending.keys.reject')} · <kbd>J</kbd>/<kbd>K</kbd>{' '}
            {t('pending.keys.move')}
          </span>
        </StyledHint>
        <StyledLayout>
          <StyledPhotos aria-label={t('pending.photos', { count: photos.length })}>
            {photos.length === 0 ? (
              <AdPhoto src={undefined} alt="" />
            ) : (
              photos.map((src, n) => <AdPhoto key={src} src={src} alt={t('pending.photoAlt', { n: n + 1 })} eager={n === 0} />)
            )}
          </StyledPhotos>
          <StyledDetails aria-labelledby="pending-title">
            <h2 id="pending-title">{current.title}</h2>
            <Price amount={current.price} currency={current.currency} negotiable={current.is_negotiable} size="lg" />
            <dl>
              <dt>{t('pending.category')}</dt>
              <dd>{current.category.name}</dd>
              <dt>{t('pending.location')}</dt>
              <dd>{current.location?.path ?? current.location?.name ?? t('pending.noLocation')}</dd>
              <dt>{t('pending.posted')}</dt>
              <dd>
                <RelativeDate value={current.created_at} />
              </dd>
            </dl>
            <p>{current.description || t('pending.noDescription')}</p>
            {current.review_changes ? <ReviewChanges changes={current.review_changes} /> : null}
            <StyledCard>
              <h3>{t('pending.seller', { name: history.name })}</h3>
              <dl>
                <dt>{t('pending.email')}</dt>
                <dd>{history.email}</dd>
                <dt>{t('pending.memberSince')}</dt>
                <dd>
                  <RelativeDate value={history.created_at} />
                </dd>
                <dt>{t('pending.history')}</dt>
                <dd>
                  {t('pending.historyCounts', {
                    total: history.ads_total,
                    active: history.ads_active,
                    rejected: history.ads_rejected,
                  })}
                </dd>
              </dl>
              {history.is_verified ? <Badge tone="success">{t('users.trusted')}</Badge> : null}
              {history.is_banned ? <Badge tone="danger">{t('users.banned')}</Badge> : null}
            </StyledCard>
          </StyledDetails>
        </StyledLayout>
        <StyledDecision>
          <Button icon="check" onClick={() => setDialog('approve')} aria-keyshortcuts="A">
            {t('pending.approve')}
          </Button>
          <Button
            variant="danger"
            icon="close"
            onClick={() => {
              setRejectError(undefined);
              setDialog('reject');
            }}
            aria-keyshortcuts="R"
          >
            {t('pending.reject')}
          </Button>
          <Button variant="ghost" onClick={() => setCursor(Math.min(index + 1, queue.length - 1))} disabled={index >= queue.length - 1} aria-keyshortcuts="J">
            {t('pending.skip')}
          </Button>
        </StyledDecision>
      </>
    );
  }

  return (
    <AdminFrame title={t('pages.pending')} actions={data ? <Badge tone="warning">{t('pending.count', { count: remaining })}</Badge> : null}>
      {body}
      <ConfirmDialog
        open={dialog === 'approve'}
        title={t('pending.approveTitle')}
        message={current ? t('pending.approveMessage', { title: current.title }) : ''}
        confirmLabel={t('pending.approve')}
        confirming={approval.isLoading}
        onConfirm={() => void confirmApprove()}
        onCancel={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title={t('pending.rejectTitle')}
        description={current ? t('pending.rejectMessage', { title: current.title }) : undefined}
        confirmLabel={t('pending.reject')}
        danger
        submitting={rejection.isLoading}
        serverError={rejectError}
        onSubmit={(reason) => void submitReject(reason)}
        onCancel={() => setDialog(null)}
      />
    </AdminFrame>
  );
}
