import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_LENGTH, type User } from '@sokoni/contracts';
import {
  Button,
  Checkbox,
  Cluster,
  Field,
  Stack,
  TextInput,
  toApiError,
  useAppDispatch,
  userUpdated,
  useToast,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { VerificationBadge } from '../../../lib/messages';
import { Actions } from '../../../lib/page';
import {
  useGetMyPhoneQuery,
  useRequestPhoneCodeMutation,
  useSetShowPhoneMutation,
  useVerifyPhoneMutation,
} from '../api/phone-api';

export interface PhoneVerificationProps {
  user: User;
}

/** Seconds left before another code may be asked for, counting down once a second. */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * The phone number proved by an SMS code: type the number, get a 6-digit code, type it. Once verified, the
 * seller may let buyers reveal it from their ads (call and WhatsApp).
 */
export function PhoneVerification({ user }: PhoneVerificationProps) {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const dispatch = useAppDispatch();
  const { data: status, refetch } = useGetMyPhoneQuery();
  const [requestCode, { isLoading: sending }] = useRequestPhoneCodeMutation();
  const [verifyCode, { isLoading: verifying }] = useVerifyPhoneMutation();
  const [setShowPhone, { isLoading: saving }] = useSetShowPhoneMutation();
  const [phone, setPhone] = useState(user.phone ?? '');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [wait, setWait] = useCountdown();
  // The box follows the tap at once; the saved choice comes back with the user record (or undoes it).
  const [showPhone, setShowPhoneChoice] = useState(Boolean(user.show_phone));
  useEffect(() => setShowPhoneChoice(Boolean(user.show_phone)), [user.show_phone]);

  // A code sent from another tab or before a reload is still waiting: go straight to typing it (once: the
  // person may then go back and change the number).
  const resumed = useRef(false);
  useEffect(() => {
    if (status?.pending && !resumed.current) {
      resumed.current = true;
      setSentTo(status.pending.phone);
      setWait(status.pending.resend_after_seconds);
    }
  }, [status?.pending, setWait]);

  const verified = Boolean(user.phone_verified);

  const send = async (number: string) => {
    setPhoneError(null);
    setCodeError(null);
    try {
      const sent = await requestCode(number).unwrap();
      setSentTo(sent.phone);
      setCode('');
      setWait(sent.resend_after_seconds);
      toast.success(sent.message);
    } catch (error) {
      const failure = toApiError(error, t('phone.sendFailed'));
      setPhoneError(failure.errors?.phone?.[0] ?? failure.message);
    }
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (phone.trim() === '') {
      setPhoneError(t('phone.required'));
      return;
    }
    void send(phone);
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError(null);
    if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code.replace(/\s/g, ''))) {
      setCodeError(t('phone.codeFormat', { count: PHONE_CODE_LENGTH }));
      return;
    }
    try {
      const result = await verifyCode(code).unwrap();
      dispatch(userUpdated(result.user));
      setPhone(result.user.phone ?? '');
      setSentTo(null);
      setCode('');
      toast.success(result.message);
      void refetch();
    } catch (error) {
      const failure = toApiError(error, t('phone.verifyFailed'));
      setCodeError(failure.errors?.code?.[0] ?? failure.message);
      // A killed or expired code cannot be used any more: the person asks for a new one.
      if (failure.status === 429) void refetch();
    }
  };

  const onShowPhone = async (show: boolean) => {
    setShowPhoneChoice(show);
    try {
      const result = await setShowPhone(show).unwrap();
      dispatch(userUpdated(result.user));
      toast.success(show ? t('phone.shown') : t('phone.hidden'));
    } catch (error) {
      setShowPhoneChoice(!show);
      toast.error(toApiError(error, t('phone.saveFailed')).message);
    }
  };

  return (
    <section aria-labelledby="phone-title" data-testid="phone-verification">
      <Stack gap={3}>
        <h2 id="phone-title">{t('phone.title')}</h2>
        <Cluster gap={2}>
          <span>{user.phone ?? t('phone.none')}</span>
          {user.phone ? (
            <VerificationBadge
              verified={verified}
              verifiedLabel={t('phone.verified')}
              unverifiedLabel={t('phone.unverified')}
            />
          ) : null}
        </Cluster>

        {sentTo === null ? (
          <form onSubmit={onSend} noValidate>
            <Stack gap={3}>
              <Field label={t('phone.number')} hint={t('phone.numberHint')} error={phoneError}>
                <TextInput
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
              </Field>
              <Actions>
                <Button type="submit" loading={sending} disabled={sending}>
                  {verified ? t('phone.sendNew') : t('phone.send')}
                </Button>
              </Actions>
            </Stack>
          </form>
        ) : (
          <form onSubmit={(event) => void onVerify(event)} noValidate>
            <Stack gap={3}>
              <p>{t('phone.sentTo', { phone: sentTo })}</p>
              <Field label={t('phone.code')} hint={t('phone.codeHint')} error={codeError}>
                <TextInput
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={PHONE_CODE_LENGTH + 2}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </Field>
              <Actions>
                <Button type="submit" loading={verifying} disabled={verifying}>
                  {t('phone.verify')}
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={wait > 0 || sending}
                  loading={sending}
                  onClick={() => void send(sentTo)}
                >
                  {wait > 0 ? t('phone.resendIn', { count: wait }) : t('phone.resend')}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => {
                    setSentTo(null);
                    setCodeError(null);
                  }}
                >
                  {t('phone.changeNumber')}
                </Button>
              </Actions>
            </Stack>
          </form>
        )}

        <Checkbox
          label={t('phone.showPhone')}
          hint={verified ? t('phone.showPhoneHint') : t('phone.showPhoneNeedsVerification')}
          checked={showPhone}
          disabled={saving || (!verified && !showPhone)}
          onChange={(event) => void onShowPhone(event.target.checked)}
        />
        {status && status.reveals > 0 ? (
          <p data-testid="phone-reveals">{t('phone.reveals', { count: status.reveals })}</p>
        ) : null}
      </Stack>
    </section>
  );
}
