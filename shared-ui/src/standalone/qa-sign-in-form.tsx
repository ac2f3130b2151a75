import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Field,
  FieldError,
  Select,
  TextInput,
  startSignedInSession,
  toApiError,
  toastShown,
  useAppDispatch,
  useAppSelector,
} from '@sokoni/shared-ui';
import type { User } from '@sokoni/contracts';
import { STANDALONE_NS } from './i18n';
import { QA_ACCOUNTS, presetPassword, type QaAccountId } from './qa-accounts';
import { useQaSignInMutation } from './qa-api';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.layout.dialogWidth.sm};
`;

export interface QaSignInFormProps {
  /** Runs once the session has started. */
  onSignedIn?: (user: User) => void;
}

/**
 * Signs a tester in as a demo user, a demo business, the administrator or any account, through the api's own
 * POST /login. A demo preset needs no password; every other account's password is typed.
 */
export function QaSignInForm({ onSignedIn }: QaSignInFormProps) {
  const { t } = useTranslation(STANDALONE_NS);
  const dispatch = useAppDispatch();
  const locale = useAppSelector((s) => s.preferences.locale);
  const [signIn, { isLoading }] = useQaSignInMutation();
  const [accountId, setAccountId] = useState<QaAccountId>(QA_ACCOUNTS[0].id);
  const account = QA_ACCOUNTS.find((candidate) => candidate.id === accountId) ?? QA_ACCOUNTS[0];
  const [email, setEmail] = useState(account.email);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const demoPassword = presetPassword(account, email);

  const choose = (id: QaAccountId) => {
    const next = QA_ACCOUNTS.find((candidate) => candidate.id === id) ?? QA_ACCOUNTS[0];
    setAccountId(next.id);
    setEmail(next.email);
    setPassword('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const secret = demoPassword ?? password;
    if (!email.trim() || !secret) {
      setError(t('signIn.failed'));
      return;
    }
    try {
      const auth = await signIn({ email: email.trim(), password: secret, locale }).unwrap();
      startSignedInSession(dispatch, auth);
      dispatch(toastShown({ type: 'success', message: t('signIn.done', { name: auth.user.name }) }));
      setPassword('');
      onSignedIn?.(auth.user);
    } catch (failure) {
      setError(toApiError(failure, t('signIn.failed')).message);
    }
  };

  return (
    <StyledForm
      onSubmit={submit}
      aria-label={t('signIn.title')}
      aria-describedby={error ? errorId : undefined}
      noValidate
    >
      <Field label={t('signIn.account')}>
        <Select value={accountId} onChange={(event) => choose(event.target.value as QaAccountId)}>
          {QA_ACCOUNTS.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.email
                ? `${t(`signIn.accounts.${candidate.id}`)} · ${candidate.email}`
                : t(`signIn.accounts.${candidate.id}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('signIn.email')} required>
        <TextInput
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      {demoPassword ? (
        <p>{t('signIn.demoPassword')}</p>
      ) : (
        <Field
          label={t('signIn.password')}
          hint={accountId === 'admin' ? t('signIn.adminPassword') : undefined}
          required
        >
          <TextInput
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
      )}
      <div role="alert">{error ? <FieldError id={errorId}>{error}</FieldError> : null}</div>
      <Button type="submit" loading={isLoading}>
        {t('signIn.submit')}
      </Button>
    </StyledForm>
  );
}
