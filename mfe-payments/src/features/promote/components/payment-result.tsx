import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FINAL_PAYMENT_STATUSES, PAYMENT_POLL_INTERVAL_MS, type Payment } from '@sokoni/contracts';
import {
  baseApi,
  Button,
  ButtonLink,
  Card,
  ErrorState,
  Icon,
  paths,
  Spinner,
  toApiError,
  useAppDispatch,
} from '@sokoni/shared-ui';
import { useLiveEvents, useLiveStatus, type LiveEventMessage } from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { DetailsList } from '../../../lib/details-list';
import { LoadingBlock } from '../../../lib/loading-block';
import { useDateTime, useMoney } from '../../../lib/money';
import { changedPaymentId } from '../../../lib/payment-events';
import { useGetPaymentQuery } from '../api/promote-api';

const StyledPanel = styled(Card)<{ $tone: 'success' | 'danger' | 'info' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  border-color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.primary)};
  border-width: ${({ theme }) => theme.borderWidth.thick};
  /* Below the sticky navbar when the page scrolls to it. */
  scroll-margin-top: ${({ theme }) => theme.space(20)};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  /* Focused for screen readers as the step arrives; a heading is not a control, so no focus ring. */
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledCountdown = styled.p`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

function secondsUntil(iso: string): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000));
}

/** mm:ss left to confirm on the phone, updated every second. */
function Countdown({ until }: { until: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsUntil(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const text = `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  return (
    <>
      <StyledCountdown role="timer" aria-label={t('waiting.timeLeft', { time: text })}>
        {text}
      </StyledCountdown>
      {left === 0 ? <p>{t('waiting.late')}</p> : null}
    </>
  );
}

export interface PaymentResultProps {
  paymentId: string;
  onRetry: (payment: Payment | undefined) => void;
  onOtherPlan: () => void;
}

/**
 * Step 4: waits for the answer (mobile money shows the prompt to confirm and a countdown), then the success page
 * or a failure that keeps the choices. The payment is read again when the live stream says it changed; the page
 * polls only while the stream cannot be opened.
 */
export function PaymentResult({ paymentId, onRetry, onOtherPlan }: PaymentResultProps) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const dateTime = useDateTime();
  const dispatch = useAppDispatch();
  const [final, setFinal] = useState(false);
  const live = useLiveStatus() === 'live';
  const {
    data: payment,
    error,
    refetch,
  } = useGetPaymentQuery(paymentId, {
    pollingInterval: final || live ? 0 : PAYMENT_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: false,
  });
  const status = payment?.status;
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  const onLiveEvent = useCallback(
    (event: LiveEventMessage) => {
      if (changedPaymentId(event) === paymentId) void refetchRef.current();
    },
    [paymentId],
  );
  useLiveEvents(onLiveEvent);
  // The stream starts at its newest event: a change between the first read and the stream opening is read here.
  useEffect(() => {
    if (live && !final) void refetchRef.current();
  }, [live, final]);

  useEffect(() => {
    if (!status || !FINAL_PAYMENT_STATUSES.includes(status)) return;
    setFinal(true);
    if (status === 'succeeded') {
      // The ad now wears its boost badge everywhere it is listed.
      dispatch(
        baseApi.util.invalidateTags([
          { type: 'MyAds', id: 'LIST' },
          { type: 'Transaction', id: 'LIST' },
          ...(payment?.ad ? [{ type: 'Ad' as const, id: payment.ad.id }] : []),
        ]),
      );
    }
  }, [status, dispatch, payment?.ad]);

  // After "Pay" the form above the result is gone and the page would stay where it was (at the footer on a
  // phone): each new stage (waiting, success, failure) comes to the top of the screen with its heading focused,
  // so a screen reader reads it too.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stage = !payment
    ? null
    : payment.status === 'succeeded'
      ? 'success'
      : FINAL_PAYMENT_STATUSES.includes(payment.status)
        ? 'failure'
        : 'waiting';
  useEffect(() => {
    const heading = headingRef.current;
    if (!stage || !heading) return;
    heading.focus({ preventScroll: true });
    heading.closest('section')?.scrollIntoView?.({ block: 'start' });
  }, [stage]);

  if (error && !payment) {
    return (
      <ErrorState
        message={toApiError(error, t('errors.fetchPayment')).message}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!payment) return <LoadingBlock label={t('waiting.loading')} rows={1} height="200px" />;

  if (payment.status === 'succeeded') {
    return (
      <StyledPanel as="section" $tone="success" aria-labelledby="payment-result">
        <h2 id="payment-result" ref={headingRef} tabIndex={-1}>
          <Icon name="check-circle" />
          {t('success.title')}
        </h2>
        <p>{t('success.text')}</p>
        <DetailsList>
          <dt>{t('success.transactionId')}</dt>
          <dd>{payment.transaction_id}</dd>
          <dt>{t('success.promotionType')}</dt>
          <dd>
            {payment.plan.name} ({t(`common:adCard.boost.${payment.plan.boost_type}`)})
          </dd>
          <dt>{t('success.amount')}</dt>
          <dd>{money(payment.amount, payment.currency_code)}</dd>
          <dt>{t('success.method')}</dt>
          <dd>{t(`methods.${payment.method}`)}</dd>
          {payment.boost_expires_at ? (
            <>
              <dt>{t('success.expires')}</dt>
              <dd>{dateTime(payment.boost_expires_at)}</dd>
            </>
          ) : null}
        </DetailsList>
        <StyledActions>
          {payment.ad ? (
            <ButtonLink to={paths.ad.getHref(payment.ad.slug)} icon="eye">
              {t('links.viewAd')}
            </ButtonLink>
          ) : null}
          <ButtonLink to={paths.myAds.getHref()} variant="secondary">
            {t('links.myAds')}
          </ButtonLink>
          <ButtonLink to={paths.transactions.getHref()} variant="ghost">
            {t('links.transactions')}
          </ButtonLink>
        </StyledActions>
      </StyledPanel>
    );
  }

  if (payment.status === 'failed' || payment.status === 'expired' || payment.status === 'canceled') {
    return (
      <StyledPanel as="section" $tone="danger" aria-labelledby="payment-result" role="alert">
        <h2 id="payment-result" ref={headingRef} tabIndex={-1}>
          <Icon name="alert" />
          {t('failure.title')}
        </h2>
        <p>{payment.failure_message ?? t('failure.text')}</p>
        <StyledActions>
          <Button onClick={() => onRetry(payment)} icon="refresh">
            {t('failure.retry')}
          </Button>
          <Button variant="secondary" onClick={onOtherPlan}>
            {t('failure.otherPlan')}
          </Button>
        </StyledActions>
      </StyledPanel>
    );
  }

  const push = payment.next_action.type === 'ussd_push' ? payment.next_action : null;
  return (
    <StyledPanel as="section" $tone="info" aria-labelledby="payment-result" aria-live="polite">
      <h2 id="payment-result" ref={headingRef} tabIndex={-1}>
        <Icon name="phone" />
        {push ? t('waiting.confirmOnPhone') : t('waiting.processing')}
      </h2>
      {push ? (
        <>
          <p>
            {t('waiting.pushSent', {
              operator: t(`operators.${push.operator}`),
              phone: payment.method_details.phone ?? '',
            })}
          </p>
          <Countdown until={push.expires_at} />
        </>
      ) : null}
      <Spinner label={t('waiting.spinner')} />
      <p>{t('waiting.keepOpen')}</p>
    </StyledPanel>
  );
}
