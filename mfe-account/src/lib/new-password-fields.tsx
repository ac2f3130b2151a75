import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@sokoni/contracts';
import { Field, TextInput } from '@sokoni/shared-ui';
import { NAMESPACE } from '../app/i18n';
import type { FormState } from './forms';
import { hintUnlessFailed, useMessageText } from './messages';

type PasswordPair = { password: string; password_confirmation: string };

export interface NewPasswordFieldsProps<V extends PasswordPair> {
  form: Pick<FormState<V>, 'bind' | 'errors'>;
  /** "Mot de passe" on sign-up, "Nouveau mot de passe" where one is replaced. */
  label: string;
}

/**
 * A new password and its confirmation, as sign-up, reset and change password ask for them: the length rule as a
 * hint (hidden while the error says the same), each field's own error.
 */
export function NewPasswordFields<V extends PasswordPair>({ form, label }: NewPasswordFieldsProps<V>) {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const errors = form.errors as Partial<Record<keyof PasswordPair, Parameters<typeof text>[0]>>;
  return (
    <>
      <Field
        label={label}
        hint={hintUnlessFailed(t('validation.passwordMin', { min: MIN_PASSWORD_LENGTH }), text(errors.password))}
        error={text(errors.password)}
        required
      >
        <TextInput type="password" autoComplete="new-password" {...form.bind('password')} />
      </Field>
      <Field label={t('fields.passwordConfirmation')} error={text(errors.password_confirmation)} required>
        <TextInput type="password" autoComplete="new-password" {...form.bind('password_confirmation')} />
      </Field>
    </>
  );
}
