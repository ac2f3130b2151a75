import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Field, Stack, TextInput, paths, toApiError } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { collectErrors, rules, useFormState } from '../../../lib/forms';
import { Alert, useMessageText } from '../../../lib/messages';
import { AccountPage } from '../../../lib/page';
import { useForgotPasswordMutation } from '../api/auth-api';

const validate = (values: { email: string }) => collectErrors({ email: rules.email(values.email) });

/**
 * Forgot Password: the same confirmation whether or not the address has an account, so the page never
 * tells who is registered.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const form = useFormState({ email: '' }, validate);
  const [sendLink, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      const result = await sendLink({ email: form.values.email.trim() }).unwrap();
      setSent(result.message || t('forgot.sent'));
    } catch (error) {
      form.showServerError(toApiError(error, t('errors.unexpected')));
    }
  };

  return (
    <AccountPage title={t('forgot.title')} intro={sent ? undefined : t('forgot.intro')}>
      {sent ? (
        <Stack gap={4}>
          <Alert tone="success">
            <p>{sent}</p>
            <p>{t('forgot.checkInbox')}</p>
          </Alert>
          <Link to={paths.login.getHref()}>{t('forgot.backToLogin')}</Link>
        </Stack>
      ) : (
        <Stack gap={4}>
          {form.formError ? <Alert tone="danger">{text(form.formError)}</Alert> : null}
          <form onSubmit={onSubmit} noValidate>
            <Stack gap={4}>
              <Field label={t('fields.email')} error={text(form.errors.email)} required>
                <TextInput type="email" autoComplete="email" inputMode="email" {...form.bind('email')} />
              </Field>
              <Button type="submit" fullWidth loading={isLoading}>
                {t('forgot.submit')}
              </Button>
            </Stack>
          </form>
          <Link to={paths.login.getHref()}>{t('forgot.backToLogin')}</Link>
        </Stack>
      )}
    </AccountPage>
  );
}
