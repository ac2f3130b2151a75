import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Stack, paths, toApiError } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { collectErrors, rules, useFormState } from '../../../lib/forms';
import { Alert } from '../../../lib/messages';
import { NewPasswordFields } from '../../../lib/new-password-fields';
import { AccountPage } from '../../../lib/page';
import { AuthForm } from '../../../lib/auth-form';
import { useResetPasswordMutation } from '../api/auth-api';

const validate = (values: { password: string; password_confirmation: string }) =>
  collectErrors({
    password: rules.newPassword(values.password),
    password_confirmation: rules.confirmation(values.password_confirmation, values.password),
  });

/** Reset Password, from the mailed link /reset-password/{token}?email=…: a new password, then Login. */
export function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const form = useFormState({ password: '', password_confirmation: '' }, validate);
  const [reset] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async () => {
    try {
      const result = await reset({ token, email, ...form.values }).unwrap();
      setDone(result.message || t('reset.done'));
    } catch (error) {
      form.showServerError(toApiError(error, t('errors.unexpected')));
    }
  };

  if (done) {
    return (
      <AccountPage title={t('reset.title')}>
        <Stack gap={4}>
          <Alert tone="success">{done}</Alert>
          <ButtonLink to={paths.login.getHref()} fullWidth>
            {t('reset.toLogin')}
          </ButtonLink>
        </Stack>
      </AccountPage>
    );
  }

  const linkBroken = !token || !email;
  return (
    <AccountPage title={t('reset.title')} intro={email ? t('reset.intro', { email }) : undefined}>
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        submit={t('reset.submit')}
        disabled={linkBroken}
        notices={linkBroken ? <Alert tone="danger">{t('reset.invalidLink')}</Alert> : null}
        footer={<Link to={paths.forgotPassword.getHref()}>{t('reset.newLink')}</Link>}
      >
        <NewPasswordFields form={form} label={t('fields.newPassword')} />
      </AuthForm>
    </AccountPage>
  );
}
