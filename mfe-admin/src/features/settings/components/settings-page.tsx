import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Settings } from '@sokoni/contracts';
import {
  Button,
  Checkbox,
  ErrorState,
  Field,
  Select,
  Skeleton,
  TextArea,
  TextInput,
  toApiError,
  useCurrencyName,
  useListCurrenciesQuery,
  useToast,
} from '@sokoni/shared-ui';
import { AdminFrame } from '../../../components/admin-frame';
import { useGetAdminSettingsQuery, useUpdateSettingsMutation } from '../api/admin-settings-api';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: ${({ theme }) => theme.space(4)};
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  legend {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

type NumberKey = 'max_images_per_ad' | 'ad_expiry_days' | 'expiry_reminder_days' | 'featured_ad_price';
const NUMBER_KEYS: NumberKey[] = ['max_images_per_ad', 'ad_expiry_days', 'expiry_reminder_days', 'featured_ad_price'];

/** System settings: every field, saved at once; maintenance mode among them. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const currencyName = useCurrencyName();
  const toast = useToast();
  const { data, error, isFetching, refetch } = useGetAdminSettingsQuery();
  const { data: currencies } = useListCurrenciesQuery();
  const [save, saving] = useUpdateSettingsMutation();
  const [form, setForm] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  useEffect(() => {
    if (data) setForm(data);
  }, [data]);

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) =>
    setForm((previous) => (previous ? { ...previous, [key]: value } : previous));

  const reload = () => {
    // A second fetch while one runs is refused with 'Already loading'.
    if (isFetching) {
      toast.info(t('settings.alreadyLoading'));
      return;
    }
    void refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    setErrors({});
    try {
      const saved = await save(form).unwrap();
      setForm(saved);
      toast.success(t('settings.saved'));
    } catch (failure) {
      const problem = toApiError(failure, t('settings.saveFailed'));
      setErrors(problem.errors ?? {});
      toast.error(problem.message);
    }
  };

  if (error && !data) {
    return (
      <AdminFrame title={t('pages.adminSettings')}>
        <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />
      </AdminFrame>
    );
  }
  if (!form) {
    return (
      <AdminFrame title={t('pages.adminSettings')}>
        <Skeleton height="480px" />
      </AdminFrame>
    );
  }

  const err = (key: keyof Settings) => errors[key]?.[0];
  return (
    <AdminFrame
      title={t('pages.adminSettings')}
      actions={
        <Button variant="secondary" icon="refresh" onClick={reload}>
          {t('settings.reload')}
        </Button>
      }
    >
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        <fieldset>
          <legend>{t('settings.site')}</legend>
          <Field label={t('settings.fields.site_name')} required error={err('site_name')}>
            <TextInput value={form.site_name} onChange={(e) => set('site_name', e.target.value)} />
          </Field>
          <Field label={t('settings.fields.site_description')} error={err('site_description')}>
            <TextArea value={form.site_description} rows={2} onChange={(e) => set('site_description', e.target.value)} />
          </Field>
          <Field label={t('settings.fields.default_language')} error={err('default_language')}>
            <Select value={form.default_language} onChange={(e) => set('default_language', e.target.value as Settings['default_language'])}>
              <option value="fr">Français</option>
              <option value="en">English</option>
            </Select>
          </Field>
          <Field label={t('settings.fields.default_currency')} error={err('default_currency')}>
            <Select value={form.default_currency} onChange={(e) => set('default_currency', e.target.value)}>
              {(currencies?.data ?? [{ code: form.default_currency, name: form.default_currency }]).map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.code} – {currencyName(currency)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('settings.fields.admin_email')} error={err('admin_email')}>
            <TextInput type="email" value={form.admin_email} onChange={(e) => set('admin_email', e.target.value)} />
          </Field>
        </fieldset>
        <fieldset>
          <legend>{t('settings.ads')}</legend>
          <Checkbox
            label={t('settings.fields.auto_approve_ads')}
            checked={form.auto_approve_ads}
            onChange={(e) => set('auto_approve_ads', e.target.checked)}
          />
          {NUMBER_KEYS.map((key) => (
            <Field key={key} label={t(`settings.fields.${key}`)} error={err(key)}>
              <TextInput
                type="number"
                inputMode="decimal"
                min={key === 'featured_ad_price' ? 0 : 1}
                step={key === 'featured_ad_price' ? '0.01' : '1'}
                value={String(form[key])}
                onChange={(e) => set(key, e.target.value === '' ? 0 : Number(e.target.value))}
              />
            </Field>
          ))}
          <Checkbox
            label={t('settings.fields.enable_email_notifications')}
            checked={form.enable_email_notifications}
            onChange={(e) => set('enable_email_notifications', e.target.checked)}
          />
        </fieldset>
        <fieldset>
          <legend>{t('settings.maintenance')}</legend>
          <Checkbox
            label={t('settings.fields.maintenance_mode')}
            hint={t('settings.maintenanceHint')}
            checked={form.maintenance_mode}
            onChange={(e) => set('maintenance_mode', e.target.checked)}
          />
        </fieldset>
        <StyledBar>
          <Button type="submit" loading={saving.isLoading}>
            {t('settings.save')}
          </Button>
        </StyledBar>
      </StyledForm>
    </AdminFrame>
  );
}
