import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_REASON_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isEmail,
  PERSON_NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  type AdminUser,
  type AdminUserUpdate,
} from '@sokoni/contracts';
import { Checkbox, Field, Select, TextArea, TextInput, toApiError, useToast } from '@sokoni/shared-ui';
import { EntityDialog } from '../../../components/entity-dialog';
import { useUpdateUserMutation } from '../api/users-api';

export interface UserEditDialogProps {
  /** The user being edited; the dialog is closed when null. */
  user: AdminUser | null;
  /** Whether the user is the signed-in administrator (their own role and status are not theirs to change). */
  self: boolean;
  onClose: () => void;
}

interface Form {
  name: string;
  email: string;
  phone: string;
  account_type: AdminUser['account_type'];
  is_admin: boolean;
  is_banned: boolean;
  is_verified: boolean;
  reason: string;
}

const formOf = (user: AdminUser): Form => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  account_type: user.account_type,
  is_admin: user.is_admin,
  is_banned: user.is_banned,
  is_verified: user.is_verified,
  reason: '',
});

/**
 * Edits a user in one form: name, email, phone, account type, then role (administrator), status (suspended)
 * and verification (the trusted badge). A change of status or verification needs a reason. Everything is sent
 * in one call, which the server saves in one transaction (each change in the audit log).
 */
export function UserEditDialog({ user, self, onClose }: UserEditDialogProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [update] = useUpdateUserMutation();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setForm(user ? formOf(user) : null);
    setErrors({});
  }, [user]);

  if (!user || !form) return null;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm({ ...form, [key]: value });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };
  /** A text control's value and change handler. */
  const text = (key: 'name' | 'email' | 'phone') => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });
  const statusChanged = form.is_banned !== user.is_banned;
  const verificationChanged = form.is_verified !== user.is_verified;
  const needsReason = statusChanged || verificationChanged;

  const save = async () => {
    const next: Record<string, string | undefined> = {};
    if (!form.name.trim()) next.name = t('reason.required');
    if (!form.email.trim()) next.email = t('reason.required');
    else if (!isEmail(form.email.trim())) next.email = t('users.edit.invalidEmail');
    if (needsReason && !form.reason.trim()) next.reason = t('reason.required');
    if (Object.values(next).some(Boolean)) {
      setErrors(next);
      return;
    }
    const changes: AdminUserUpdate = {};
    if (form.name.trim() !== user.name) changes.name = form.name.trim();
    if (form.email.trim().toLowerCase() !== user.email.toLowerCase()) changes.email = form.email.trim();
    if ((form.phone.trim() || null) !== user.phone) changes.phone = form.phone.trim() || null;
    if (form.account_type !== user.account_type) changes.account_type = form.account_type;
    if (!self && form.is_admin !== user.is_admin) changes.is_admin = form.is_admin;
    if (!self && statusChanged) changes.is_banned = form.is_banned;
    if (verificationChanged) changes.is_verified = form.is_verified;
    if (needsReason) changes.reason = form.reason.trim();
    setSaving(true);
    try {
      // One call: the server saves every change together or none of them.
      const saved = Object.keys(changes).length > 0 ? (await update({ id: user.id, changes }).unwrap()).user : user;
      // A new address is unverified: the server mailed it a verification link (and the old one a notice).
      toast.success(
        saved.email !== user.email
          ? t('users.edit.savedEmailChanged', { name: saved.name, email: saved.email })
          : t('users.edit.saved', { name: form.name.trim() }),
      );
      onClose();
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      if (problem.errors)
        setErrors(Object.fromEntries(Object.entries(problem.errors).map(([key, list]) => [key, list[0]])));
      else toast.error(problem.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <EntityDialog
      value={form}
      onClose={onClose}
      title={t('users.edit.title', { name: user.name })}
      formId="user-edit-form"
      saving={saving}
      onSubmit={() => void save()}
      lockWhileSaving
    >
      {() => (
        <>
          <Field label={t('users.columns.name')} required error={errors.name}>
            <TextInput maxLength={PERSON_NAME_MAX_LENGTH} {...text('name')} />
          </Field>
          <Field label={t('users.columns.email')} required error={errors.email}>
            <TextInput type="email" maxLength={EMAIL_MAX_LENGTH} {...text('email')} />
          </Field>
          <Field label={t('users.edit.phone')} hint={t('users.edit.phoneHint')} error={errors.phone}>
            <TextInput type="tel" maxLength={PHONE_INPUT_MAX_LENGTH} {...text('phone')} />
          </Field>
          <Field label={t('users.edit.accountType')} error={errors.account_type}>
            <Select
              value={form.account_type}
              onChange={(e) => set('account_type', e.target.value as Form['account_type'])}
            >
              <option value="individual">{t('users.edit.individual')}</option>
              <option value="business">{t('users.edit.businessAccount')}</option>
            </Select>
          </Field>
          <fieldset>
            <legend>{t('users.edit.access')}</legend>
            <Checkbox
              label={t('users.edit.role')}
              checked={form.is_admin}
              disabled={self}
              hint={self ? t('users.edit.selfHint') : undefined}
              onChange={(e) => set('is_admin', e.target.checked)}
            />
            <Checkbox
              label={t('users.edit.suspended')}
              checked={form.is_banned}
              disabled={self}
              onChange={(e) => set('is_banned', e.target.checked)}
            />
            <Checkbox
              label={t('users.edit.verified')}
              checked={form.is_verified}
              onChange={(e) => set('is_verified', e.target.checked)}
            />
          </fieldset>
          {needsReason ? (
            <Field label={t('reason.label')} required hint={t('users.edit.reasonHint')} error={errors.reason}>
              <TextArea
                value={form.reason}
                rows={2}
                maxLength={ADMIN_REASON_MAX_LENGTH}
                onChange={(e) => set('reason', e.target.value)}
              />
            </Field>
          ) : null}
        </>
      )}
    </EntityDialog>
  );
}
