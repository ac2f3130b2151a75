import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Field, Stack, TextInput } from '@sokoni/shared-ui';
import { NAMESPACE } from '../app/i18n';
import type { FormState } from './forms';
import { Alert, useMessageText } from './messages';

export interface AuthFormProps {
  form: Pick<FormState<Record<string, string>>, 'formError' | 'check'>;
  /** Each press of the submit button, before the checks. */
  onAttempt?: () => void;
  /** Sends the form once its checks pass; the button spins until it settles. */
  onSubmit: () => Promise<void>;
  /** The submit button's text. */
  submit: string;
  disabled?: boolean;
  /** Alerts above the form-level error (restore offer, mailed code…). */
  notices?: ReactNode;
  /** The fields, above the submit button. */
  children: ReactNode;
  /** Below the form: a link to the next step or the other form. */
  footer?: ReactNode;
}

/**
 * The body of the sign-in forms (login, sign-up, forgot and reset password): notices, the form-level error, the
 * fields with a full-width submit button, then the footer. A submit shows the fields' errors, or sends.
 */
export function AuthForm(props: AuthFormProps) {
  const { form, onAttempt, onSubmit, submit, disabled, notices, children, footer } = props;
  const text = useMessageText();
  const [sending, setSending] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onAttempt?.();
    if (!form.check()) return;
    setSending(true);
    void onSubmit().finally(() => setSending(false));
  };
  return (
    <Stack gap={4}>
      {notices}
      {form.formError ? <Alert tone="danger">{text(form.formError)}</Alert> : null}
      <form onSubmit={send} noValidate>
        <Stack gap={4}>
          {children}
          <Button type="submit" fullWidth loading={sending} disabled={disabled}>
            {submit}
          </Button>
        </Stack>
      </form>
      {footer}
    </Stack>
  );
}

/** The footer line of login and sign-up: a question and the link to the other form. */
export const AuthFooter = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface EmailFieldProps {
  form: Pick<FormState<{ email: string }>, 'bind' | 'errors'>;
  hint?: string;
}

/** The email address of an account, as every account form asks for it. */
export function EmailField({ form, hint }: EmailFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  return (
    <Field label={t('fields.email')} hint={hint} error={text(form.errors.email)} required>
      <TextInput type="email" autoComplete="email" inputMode="email" {...form.bind('email')} />
    </Field>
  );
}
