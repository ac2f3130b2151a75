import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUSINESS_LIMITS, isHttpUrl, type BusinessProfile, type BusinessProfileRequest } from '@sokoni/contracts';
import { Button, Field, FieldError, TextArea, TextInput, useToast } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { businessFailure } from '../lib/business-error';

type FieldName = keyof BusinessProfileRequest;
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const FIELDS: FieldName[] = ['business_name', 'description', 'phone_number', 'address', 'website'];

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.layout.narrowWidth};
`;

/** The red box of a failed save, announced when it appears. */
const StyledErrorBox = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.text};
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

function initialValues(profile?: BusinessProfile | null): Values {
  return {
    business_name: profile?.business_name ?? '',
    description: profile?.description ?? '',
    phone_number: profile?.phone_number ?? '',
    address: profile?.address ?? '',
    website: profile?.website ?? '',
  };
}

/** The optional one-line fields, with how each is typed (keyboard, autofill). */
const OPTIONAL_FIELDS: readonly {
  field: FieldName;
  label: string;
  hint?: string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>;
}[] = [
  {
    field: 'phone_number',
    label: 'form.phoneNumber',
    hint: 'form.phoneHint',
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  },
  { field: 'address', label: 'form.address', input: { autoComplete: 'street-address' } },
  {
    field: 'website',
    label: 'form.website',
    hint: 'form.websiteHint',
    input: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  },
];

const PHONE_SHAPE = /^\+?[0-9 ().-]{6,}$/;

export interface BusinessFormProps {
  profile?: BusinessProfile | null;
  submitLabel: string;
  /** Saves; throws what the call threw (or an Error) when saving fails. */
  onSubmit: (values: BusinessProfileRequest) => Promise<void>;
}

/**
 * The business form (setup and settings): name and description required, phone, address and website
 * optional. Limits and the website rule come from contracts; the server's per-field errors land under their
 * fields, its message in a red box and an error toast.
 */
export function BusinessForm({ profile, submitLabel, onSubmit }: BusinessFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => initialValues(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const validate = (): Errors => {
    const found: Errors = {};
    for (const field of FIELDS) {
      const value = values[field].trim();
      if ((field === 'business_name' || field === 'description') && value === '') found[field] = t('validation.required');
      else if (value.length > BUSINESS_LIMITS[field]) found[field] = t('validation.maxLength', { limit: BUSINESS_LIMITS[field] });
    }
    if (!found.website && !isHttpUrl(values.website.trim())) found.website = t('validation.url');
    if (!found.phone_number && values.phone_number.trim() !== '' && !PHONE_SHAPE.test(values.phone_number.trim())) {
      found.phone_number = t('validation.phone');
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit({
        business_name: values.business_name.trim(),
        description: values.description.trim(),
        phone_number: values.phone_number.trim(),
        address: values.address.trim(),
        website: values.website.trim(),
      });
    } catch (error) {
      const { message, errors: fieldErrors } = businessFailure(error, t('errors.unknown'));
      setFailure(message);
      toast.error(message);
      if (fieldErrors) {
        setErrors(
          Object.fromEntries(
            Object.entries(fieldErrors)
              .filter(([field]) => (FIELDS as string[]).includes(field))
              .map(([field, messages]) => [field, messages[0]]),
          ),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  /** A control's name, limit, value and change handler. */
  const bind = (field: FieldName) => ({
    name: field,
    maxLength: BUSINESS_LIMITS[field],
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });
  const optional = (label: string) => `${label} ${t('form.optional')}`;

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)}>
      {failure ? (
        <StyledErrorBox role="alert" data-testid="business-form-error">
          <strong>{t('form.errorTitle')}</strong>
          {failure}
        </StyledErrorBox>
      ) : null}
      <Field label={t('form.businessName')} required error={errors.business_name}>
        <TextInput {...bind('business_name')} autoComplete="organization" />
      </Field>
      <Field label={t('form.description')} required hint={t('form.descriptionHint')} error={errors.description}>
        <TextArea {...bind('description')} rows={5} />
      </Field>
      {OPTIONAL_FIELDS.map(({ field, label, hint, input }) => (
        <Field key={field} label={optional(t(label))} hint={hint && t(hint)} error={errors[field]}>
          <TextInput {...bind(field)} {...input} />
        </Field>
      ))}
      {Object.keys(errors).length > 0 && !failure ? <FieldError>{t('validation.formInvalid')}</FieldError> : null}
      <div>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? t('form.saving') : submitLabel}
        </Button>
      </div>
    </StyledForm>
  );
}
