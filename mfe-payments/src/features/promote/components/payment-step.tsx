import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CARD_HOLDER_MAX_LENGTH,
  PAYMENT_METHODS,
  PAYPAL_EMAIL_MAX_LENGTH,
  type Ad,
  type Payment,
  type PaymentMethod,
  type PromotionPlan,
} from '@sokoni/contracts';
import { Button, Card, Field, FieldError, TextInput, toApiError } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { useMoney } from '../../../lib/money';
import { useCreatePaymentMutation } from '../api/promote-api';
import {
  formatExpiry,
  paymentBody,
  validatePaymentForm,
  type PaymentFormErrors,
  type PaymentFormValues,
} from '../lib/payment-form';

const StyledSummary = styled(Card)`
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  legend {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const StyledMethod = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.tapTarget};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.borderWidth.thick} solid
    ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

const StyledHint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface PaymentStepProps {
  ad: Ad;
  plan: PromotionPlan;
  method: PaymentMethod;
  initialValues: PaymentFormValues;
  onMethodChange: (method: PaymentMethod) => void;
  onStarted: (payment: Payment, values: PaymentFormValues) => void;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Step 3: the order summary and the payment, mobile money first, with every field checked in fr and en. */
export function PaymentStep({
  ad,
  plan,
  method,
  initialValues,
  onMethodChange,
  onStarted,
}: PaymentStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const [values, setValues] = useState<PaymentFormValues>(initialValues);
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [createPayment, { isLoading }] = useCreatePaymentMutation();
  // The key of this attempt: the same for a double tap or a retry after a lost answer, new after a clear one.
  const attemptKey = useRef<string>(newKey());

  const set = (field: keyof PaymentFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: '' }));
  };
  const errorOf = (field: keyof PaymentFormValues) =>
    serverErrors[field] || (errors[field] ? t(errors[field]!) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePaymentForm(method, values);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) {
      setFormError(t('form.checkForm'));
      return;
    }
    setFormError(null);
    try {
      const payment = await createPayment({
        body: paymentBody(ad.id, plan.id, method, values),
        idempotencyKey: attemptKey.current,
      }).unwrap();
      attemptKey.current = newKey();
      onStarted(payment, values);
    } catch (failure) {
      const error = toApiError(failure, t('errors.payment'));
      // A lost answer keeps the key (a retry is the same attempt); a clear refusal starts a new one.
      if (typeof error.status === 'number') attemptKey.current = newKey();
      const fields = Object.fromEntries(
        Object.entries(error.errors ?? {}).map(([field, list]) => [field, list.join(' ')]),
      );
      setServerErrors(fields);
      setFormError(error.message);
    }
  };

  return (
    <>
      <StyledSummary as="section" aria-labelledby="promote-summary">
        <h2 id="promote-summary">{t('summary.title')}</h2>
        <dl>
          <dt>{t('summary.ad')}</dt>
          <dd>{ad.title}</dd>
          <dt>{t('summary.plan')}</dt>
          <dd>
            {plan.name} ({t(`common:adCard.boost.${plan.boost_type}`)})
          </dd>
          <dt>{t('summary.duration')}</dt>
          <dd>{t('planStep.duration', { count: plan.duration_days })}</dd>
          <dt>{t('summary.total')}</dt>
          <dd>
            <strong>{money(plan.price, plan.currency_code)}</strong>
            {plan.converted_price
              ? ` (${money(plan.converted_price.amount, plan.converted_price.currency_code)})`
              : null}
          </dd>
        </dl>
      </StyledSummary>

      <StyledForm onSubmit={submit} noValidate aria-labelledby="promote-payment">
        <h2 id="promote-payment">{t('paymentStep.title')}</h2>
        <fieldset>
          <legend>{t('paymentStep.method')}</legend>
          {PAYMENT_METHODS.map((option) => (
            <StyledMethod key={option} $checked={option === method}>
              <input
                type="radio"
                name="method"
                value={option}
                checked={option === method}
                onChange={() => {
                  onMethodChange(option);
                  setErrors({});
                  setServerErrors({});
                  setFormError(null);
                }}
              />
              <span>{t(`methods.${option}`)}</span>
            </StyledMethod>
          ))}
        </fieldset>

        {method === 'mobile_money' ? (
          <>
            <Field label={t('fields.phone')} hint={t('fields.phoneHint')} error={errorOf('phone')} required>
              <TextInput
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                name="phone"
                icon="phone"
                value={values.phone}
                onChange={(e) => set('phone', e.target.value)}
              />
            </Field>
            <StyledHint>{t('testMode.number')}</StyledHint>
          </>
        ) : null}

        {method === 'card' ? (
          <>
            <Field label={t('fields.cardNumber')} error={errorOf('card_number')} required>
              <TextInput
                inputMode="numeric"
                autoComplete="cc-number"
                name="card_number"
                maxLength={23}
                value={values.card_number}
                onChange={(e) => set('card_number', e.target.value)}
              />
            </Field>
            <StyledRow>
              <Field
                label={t('fields.cardExpiry')}
                hint={t('fields.cardExpiryHint')}
                error={errorOf('card_expiry')}
                required
              >
                <TextInput
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  name="card_expiry"
                  placeholder="MM/AA"
                  maxLength={5}
                  value={values.card_expiry}
                  onChange={(e) => set('card_expiry', formatExpiry(e.target.value))}
                />
              </Field>
              <Field label={t('fields.cardCvc')} error={errorOf('card_cvc')} required>
                <TextInput
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  name="card_cvc"
                  maxLength={4}
                  value={values.card_cvc}
                  onChange={(e) => set('card_cvc', e.target.value.replace(/\D/g, ''))}
                />
              </Field>
            </StyledRow>
            <Field label={t('fields.cardHolder')} error={errorOf('card_holder')}>
              <TextInput
                autoComplete="cc-name"
                name="card_holder"
                maxLength={CARD_HOLDER_MAX_LENGTH}
                value={values.card_holder}
                onChange={(e) => set('card_holder', e.target.value)}
              />
            </Field>
            <StyledHint>{t('testMode.number')}</StyledHint>
          </>
        ) : null}

        {method === 'paypal' ? (
          <>
            <Field label={t('fields.paypalEmail')} error={errorOf('paypal_email')} required>
              <TextInput
                type="email"
                inputMode="email"
                autoComplete="email"
                name="paypal_email"
                icon="mail"
                maxLength={PAYPAL_EMAIL_MAX_LENGTH}
                value={values.paypal_email}
                onChange={(e) => set('paypal_email', e.target.value)}
              />
            </Field>
            <StyledHint>{t('testMode.paypal')}</StyledHint>
          </>
        ) : null}

        {formError ? (
          <div role="alert">
            <FieldError>{formError}</FieldError>
          </div>
        ) : null}
        <Button type="submit" loading={isLoading} disabled={isLoading} fullWidth>
          {t('paymentStep.pay', { amount: money(plan.price, plan.currency_code) })}
        </Button>
      </StyledForm>
    </>
  );
}
