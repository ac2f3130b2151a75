import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PAYMENT_METHODS, type Ad, type PaymentMethod } from '@sokoni/contracts';
import {
  ButtonLink,
  clusterList,
  EmptyState,
  ErrorState,
  PageFrame,
  paths,
  toApiError,
  useAppSelector,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { LoadingBlock } from '../../../lib/loading-block';
import { useGetPromotedAdQuery, useListPromotionPlansQuery } from '../api/promote-api';
import { EMPTY_PAYMENT_FORM, type PaymentFormValues } from '../lib/payment-form';
import { AdStep } from './ad-step';
import { PaymentResult } from './payment-result';
import { PaymentStep } from './payment-step';
import { PlanStep } from './plan-step';

/** The steps' own headings, under the page's title. */
const StyledFrame = styled(PageFrame)`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/* Each step keeps its words whole: the steps share the line by the length of their names, in a smaller type on a
   phone, and go to a second line rather than cut « Confirmation ». */
const StyledSteps = styled.ol`
  ${clusterList()}
  counter-reset: step;
  li {
    counter-increment: step;
    padding-top: ${({ theme }) => theme.space(2)};
    border-top: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
    flex: 1 1 auto;
    font-size: ${({ theme }) => theme.font.size.xs};
    white-space: nowrap;
    @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
  li::before {
    content: counter(step) '. ';
  }
  li[data-done='true'] {
    border-color: ${({ theme }) => theme.color.success};
  }
  li[aria-current='step'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledBack = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const LAST_VALUES_KEY = 'sokoni.promote.last';

/** Phone and PayPal address of the last attempt, so a retry or a reload keeps them (never card details). */
function loadLastValues(): PaymentFormValues {
  try {
    const saved = JSON.parse(sessionStorage.getItem(LAST_VALUES_KEY) ?? '{}') as Partial<PaymentFormValues>;
    return { ...EMPTY_PAYMENT_FORM, phone: saved.phone ?? '', paypal_email: saved.paypal_email ?? '' };
  } catch {
    return EMPTY_PAYMENT_FORM;
  }
}

function saveLastValues(values: PaymentFormValues): void {
  try {
    sessionStorage.setItem(
      LAST_VALUES_KEY,
      JSON.stringify({ phone: values.phone, paypal_email: values.paypal_email }),
    );
  } catch {
    // Private mode without storage: the choices are still in the URL.
  }
}

const isMethod = (value: string | null): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

type Step = 1 | 2 | 3 | 4;

function Steps({ current }: { current: Step }) {
  const { t } = useTranslation(NAMESPACE);
  const names = [t('steps.ad'), t('steps.plan'), t('steps.payment'), t('steps.confirmation')];
  return (
    <StyledSteps aria-label={t('steps.label')}>
      {names.map((name, index) => (
        <li
          key={name}
          aria-current={index + 1 === current ? 'step' : undefined}
          data-done={index + 1 < current}
        >
          {name}
        </li>
      ))}
    </StyledSteps>
  );
}

/** Why an ad cannot be promoted here, or null when it can (the caller's own active ad). */
function refusalOf(ad: Ad, userId: number | undefined): 'notYours' | 'notActive' | null {
  if (ad.user.id !== userId) return 'notYours';
  if (ad.status !== 'active') return 'notActive';
  return null;
}

/**
 * Promote Your Ad: choose an ad, a plan, pay, see the result. Every choice lives in the URL
 * (`/promote/{adId}?plan=&method=&payment=`), so the steps survive a reload and the back button.
 */
export function PromotePage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { adId: rawAdId } = useParams();
  const [params, setParams] = useSearchParams();
  const userId = useAppSelector((state) => state.session.user?.id);
  const locale = useAppSelector((state) => state.preferences.locale);
  const adId = rawAdId && /^\d+$/.test(rawAdId) ? Number(rawAdId) : null;
  const planId = Number(params.get('plan')) || null;
  const rawMethod = params.get('method');
  // The radio answers at once; the URL follows (replace) so a reload keeps the choice.
  const [method, setMethod] = useState<PaymentMethod>(isMethod(rawMethod) ? rawMethod : PAYMENT_METHODS[0]);
  useEffect(() => {
    if (isMethod(rawMethod)) setMethod(rawMethod);
  }, [rawMethod]);
  const paymentId = params.get('payment');
  const [lastValues, setLastValues] = useState<PaymentFormValues>(loadLastValues);

  const ad = useGetPromotedAdQuery(adId ?? 0, { skip: adId === null });
  const plans = useListPromotionPlansQuery(locale, { skip: adId === null });
  const plan = plans.data?.data.find((p) => p.id === planId) ?? null;

  const step: Step = adId === null ? 1 : paymentId ? 4 : plan ? 3 : 2;

  const update = (next: Record<string, string | null>, options: { replace?: boolean } = {}) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged, options);
  };

  let content;
  if (adId === null) {
    content = <AdStep />;
  } else if (ad.isLoading || (plans.isLoading && planId !== null)) {
    content = <LoadingBlock label={t('loading')} rows={2} height="120px" />;
  } else if (ad.error || !ad.data) {
    const notFound = ad.error && 'status' in ad.error && ad.error.status === 404;
    content = notFound ? (
      <EmptyState
        icon="alert"
        title={t('refusal.notFound')}
        action={<ButtonLink to={paths.promote.getHref()}>{t('refusal.chooseAnother')}</ButtonLink>}
      />
    ) : (
      <ErrorState
        message={toApiError(ad.error, t('errors.fetchAd')).message}
        onRetry={() => void ad.refetch()}
      />
    );
  } else if (refusalOf(ad.data, userId)) {
    content = (
      <EmptyState
        icon="alert"
        title={t(`refusal.${refusalOf(ad.data, userId)}`)}
        description={t(`refusal.${refusalOf(ad.data, userId)}Text`)}
        action={
          <StyledBack>
            <ButtonLink to={paths.promote.getHref()}>{t('refusal.chooseAnother')}</ButtonLink>
            <ButtonLink to={paths.myAds.getHref()} variant="secondary">
              {t('links.myAds')}
            </ButtonLink>
          </StyledBack>
        }
      />
    );
  } else if (paymentId) {
    content = (
      <PaymentResult
        paymentId={paymentId}
        onRetry={() => update({ payment: null })}
        onOtherPlan={() => update({ payment: null, plan: null })}
      />
    );
  } else if (!plan) {
    content = <PlanStep selectedId={planId} onChoose={(chosen) => update({ plan: String(chosen.id) })} />;
  } else {
    content = (
      <>
        <StyledBack>
          <ButtonLink to={`${paths.promote.getHref(adId)}`} variant="ghost" size="sm" icon="chevron-left">
            {t('paymentStep.changePlan')}
          </ButtonLink>
        </StyledBack>
        <PaymentStep
          key={plan.id}
          ad={ad.data}
          plan={plan}
          method={method}
          initialValues={lastValues}
          onMethodChange={(next) => {
            setMethod(next);
            update({ method: next }, { replace: true });
          }}
          onStarted={(payment, values) => {
            saveLastValues(values);
            setLastValues({ ...EMPTY_PAYMENT_FORM, phone: values.phone, paypal_email: values.paypal_email });
            navigate(
              `${paths.promote.getHref(adId)}?${new URLSearchParams({ plan: String(plan.id), method, payment: payment.id })}`,
            );
          }}
        />
      </>
    );
  }

  return (
    <StyledFrame title={t('pages.promote')} gap={5}>
      <Steps current={step} />
      {ad.data && step > 1 && !refusalOf(ad.data, userId) ? (
        <p>{t('promote.forAd', { title: ad.data.title })}</p>
      ) : null}
      {content}
    </StyledFrame>
  );
}
