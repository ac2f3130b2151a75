import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_LOCALE, type DeletedAccountError } from '@sokoni/contracts';
import {
  Button,
  Field,
  Stack,
  TextInput,
  paths,
  toApiError,
  useAppSelector,
  useToast,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { deletedAccountOf, isGracePeriodOver } from '../../../lib/deleted-account';
import { collectErrors, rules, useFormState } from '../../../lib/forms';
import { Alert, useMessageText } from '../../../lib/messages';
import { AccountPage } from '../../../lib/page';
import { AuthFooter, AuthForm, EmailField } from '../../../lib/auth-form';
import { useRedirectTarget, useStartSession } from '../../../lib/start-session';
import { useLoginMutation, useRestoreAccountMutation } from '../api/auth-api';
import { SocialButtons } from './social-buttons';

const StyledForgot = styled(Link)`
  align-self: flex-end;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tapTarget};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

// The code is checked by the server only: it is asked for after a 401 `code_required`.
const validate = (values: { email: string; password: string; code: string }) =>
  collectErrors({ email: rules.email(values.email), password: rules.required(values.password) });

/**
 * The 401 a sign-in from a new network gets while the account is being guessed at from many addresses: a
 * code was mailed to the account (if the password was right), to send with the password.
 */
function codeRequestOf(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 401) return null;
  const data = (error as { data?: { status?: unknown; message?: unknown } }).data;
  if (data?.status !== 'code_required') return null;
  return typeof data.message === 'string' ? data.message : '';
}

type DeletedState = DeletedAccountError & { email: string; password: string };

/** Login: email and password, social providers, and the restore offer for a deleted account. */
export function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const toast = useToast();
  const redirect = useRedirectTarget();
  const locale = useAppSelector((s) => s.preferences.locale);
  const form = useFormState({ email: '', password: '', code: '' }, validate);
  const [login] = useLoginMutation();
  const [restore, { isLoading: restoring }] = useRestoreAccountMutation();
  const [deleted, setDeleted] = useState<DeletedState | null>(null);
  /** The server's explanation once it asked for a mailed code; null while it has not. */
  const [codeRequest, setCodeRequest] = useState<string | null>(null);
  const startSession = useStartSession();

  const onSubmit = async () => {
    const credentials = { email: form.values.email.trim(), password: form.values.password };
    const code = codeRequest !== null ? form.values.code.trim() : '';
    // The login sends the language the visitor chose on this browser (spec: credentials plus locale). The default
    // is nobody's choice: a new browser starts in French and would overwrite the account's saved language, so it
    // is not sent and the account's language applies (startSession switches the page to it).
    const chosen = locale !== DEFAULT_LOCALE ? { locale } : {};
    try {
      const auth = await login({ ...credentials, ...chosen, ...(code ? { code } : {}) }).unwrap();
      startSession(auth);
    } catch (error) {
      const asked = codeRequestOf(error);
      if (asked !== null) {
        form.setFormError(null);
        setCodeRequest(asked || t('login.codeSent'));
        return;
      }
      const deletedAccount = deletedAccountOf(error);
      if (deletedAccount) {
        form.setFormError(null);
        setDeleted({ ...deletedAccount, ...credentials });
        return;
      }
      form.showServerError(toApiError(error, t('errors.loginFailed')));
    }
  };

  const onRestore = useCallback(async () => {
    if (!deleted) return;
    try {
      const result = await restore({ email: deleted.email, password: deleted.password }).unwrap();
      toast.success(result.message);
      startSession({ user: result.user, token: result.token });
    } catch (error) {
      if (isGracePeriodOver(error)) {
        setDeleted({ ...deleted, status: 'expired', message: toApiError(error, t('login.expired')).message });
        return;
      }
      setDeleted(null);
      form.showServerError(toApiError(error, t('errors.restoreFailed')));
    }
  }, [deleted, restore, toast, startSession, t, form]);

  return (
    <AccountPage title={t('login.title')} intro={t('login.intro')}>
      <AuthForm
        form={form}
        onAttempt={() => setDeleted(null)}
        onSubmit={onSubmit}
        submit={t('login.submit')}
        notices={
          <>
            <SocialButtons redirect={redirect} />
            {deleted?.status === 'deleted' ? (
              <Alert tone="warning">
                <p>{deleted.message || t('login.restorable', { count: deleted.days_remaining })}</p>
                <p>{t('login.restoreExplain', { count: deleted.days_remaining })}</p>
                <div>
                  <Button onClick={() => void onRestore()} loading={restoring}>
                    {t('login.restore')}
                  </Button>
                </div>
              </Alert>
            ) : null}
            {deleted?.status === 'expired' ? (
              <Alert tone="danger">{deleted.message || t('login.expired')}</Alert>
            ) : null}
            {codeRequest !== null ? <Alert tone="info">{codeRequest}</Alert> : null}
          </>
        }
        footer={
          <AuthFooter>
            {t('login.noAccount')}{' '}
            <Link to={paths.register.getHref(redirect ?? undefined)}>{t('login.register')}</Link>
          </AuthFooter>
        }
      >
        <EmailField form={form} />
        <Stack gap={0}>
          <Field label={t('fields.password')} error={text(form.errors.password)} required>
            <TextInput type="password" autoComplete="current-password" {...form.bind('password')} />
          </Field>
          <StyledForgot to={paths.forgotPassword.getHref()}>{t('login.forgot')}</StyledForgot>
        </Stack>
        {codeRequest !== null ? (
          <Field label={t('login.code')} error={text(form.errors.code)}>
            <TextInput
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={12}
              {...form.bind('code')}
            />
          </Field>
        ) : null}
      </AuthForm>
    </AccountPage>
  );
}
