import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Stack, paths, toApiError } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { collectErrors, rules, useFormState } from '../../../lib/forms';
import { Alert } from '../../../lib/messages';
import { AccountPage } from '../../../lib/page';
import { AuthForm, EmailField } from '../../../lib/auth-form';
import { useForgotPasswordMutation } from '../api/auth-api';

const validate = (values: { email: string }) => collectErrors({ email: rules.email(values.email) });

/**
 * Forgot Password: the same confirmation whether or not the address has an account, so the page never
 * tells who is registered.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const form = useFormState({ email: '' }, validate);
  const [sendLink] = useForgotPasswordMutation();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async () => {
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
        <AuthForm
          form={form}
          onSubmit={onSubmit}
          submit={t('forgot.submit')}
          footer={<Link to={paths.login.getHref()}>{t('forgot.backToLogin')}</Link>}
        >
          <EmailField form={form} />
        </AuthForm>
      )}
    </AccountPage>
  );
}
