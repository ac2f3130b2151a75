import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Stack, TextInput, toApiError, useToast } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { collectErrors, rules, useFormState } from '../../../lib/forms';
import { Alert, useMessageText } from '../../../lib/messages';
import { NewPasswordFields } from '../../../lib/new-password-fields';
import { Actions } from '../../../lib/page';
import { useChangePasswordMutation } from '../api/profile-api';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

const validate = (values: typeof EMPTY) =>
  collectErrors({
    current_password: rules.required(values.current_password),
    password:
      rules.newPassword(values.password) ?? rules.differentPassword(values.password, values.current_password),
    password_confirmation: rules.confirmation(values.password_confirmation, values.password),
  });

/** Change password: the current one, then the new one twice; the server's message on success. */
export function ChangePasswordForm() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const toast = useToast();
  const form = useFormState(EMPTY, validate);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    try {
      const result = await changePassword(form.values).unwrap();
      form.reset(EMPTY);
      toast.success(result.message || t('password.changed'));
    } catch (error) {
      form.showServerError(toApiError(error, t('errors.changePasswordFailed')));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <Stack gap={4}>
        <h2 id="change-password-title">{t('password.title')}</h2>
        {form.formError ? <Alert tone="danger">{text(form.formError)}</Alert> : null}
        <Field label={t('fields.currentPassword')} error={text(form.errors.current_password)} required>
          <TextInput type="password" autoComplete="current-password" {...form.bind('current_password')} />
        </Field>
        <NewPasswordFields form={form} label={t('fields.newPassword')} />
        <Actions>
          <Button type="submit" loading={isLoading}>
            {t('password.submit')}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
