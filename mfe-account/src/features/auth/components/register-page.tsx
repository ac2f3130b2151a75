import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MIN_AGE_YEARS, SUPPORTED_LOCALES, type Locale } from '@sokoni/contracts';
import {
  Field,
  Select,
  TextInput,
  pageOfferedLocales,
  paths,
  toApiError,
  useAppSelector,
  useToast,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { collectErrors, rules, useFormState } from '../../../lib/forms';
import { hintUnlessFailed, useMessageText } from '../../../lib/messages';
import { NewPasswordFields } from '../../../lib/new-password-fields';
import { AccountPage } from '../../../lib/page';
import { AuthFooter, AuthForm, EmailField } from '../../../lib/auth-form';
import { useRedirectTarget, useStartSession } from '../../../lib/start-session';
import { useRegisterMutation } from '../api/auth-api';

const StyledPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

interface RegisterValues extends Record<string, string> {
  name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  password: string;
  password_confirmation: string;
  preferred_language: string;
}

const validate = (values: RegisterValues) =>
  collectErrors({
    name: rules.required(values.name),
    email: rules.email(values.email),
    phone: null,
    date_of_birth: rules.adult(values.date_of_birth),
    password: rules.newPassword(values.password),
    password_confirmation: rules.confirmation(values.password_confirmation, values.password),
    preferred_language: null,
  });

/** The latest birth date the picker offers: people must be at least 18. */
function latestBirthDate(today = new Date()): string {
  const limit = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${limit.getFullYear()}-${pad(limit.getMonth() + 1)}-${pad(limit.getDate())}`;
}

/** Register: every check with its text (docs/errors.md#form-texts), the server's per-field errors next to fields. */
export function RegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const toast = useToast();
  const redirect = useRedirectTarget();
  const locale = useAppSelector((s) => s.preferences.locale);
  const form = useFormState<RegisterValues>(
    {
      name: '',
      email: '',
      phone: '',
      date_of_birth: '',
      password: '',
      password_confirmation: '',
      preferred_language: locale,
    },
    validate,
  );
  const [register] = useRegisterMutation();
  const ageRule = t('validation.minAge', { age: MIN_AGE_YEARS });
  const startSession = useStartSession();

  const onSubmit = async () => {
    const { values } = form;
    try {
      const auth = await register({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        date_of_birth: values.date_of_birth,
        password: values.password,
        password_confirmation: values.password_confirmation,
        preferred_language: values.preferred_language as Locale,
      }).unwrap();
      toast.success(t('register.success', { lng: auth.user.preferred_language }));
      startSession(auth);
    } catch (error) {
      form.showServerError(toApiError(error, t('errors.registerFailed')));
    }
  };

  return (
    <AccountPage title={t('register.title')} intro={t('register.intro')}>
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        submit={t('register.submit')}
        footer={
          <AuthFooter>
            {t('register.haveAccount')}{' '}
            <Link to={paths.login.getHref(redirect ?? undefined)}>{t('register.login')}</Link>
          </AuthFooter>
        }
      >
        <Field label={t('fields.name')} error={text(form.errors.name)} required>
          <TextInput autoComplete="name" {...form.bind('name')} />
        </Field>
        <EmailField form={form} />
        <Field label={t('fields.phone')} hint={t('register.phoneHint')} error={text(form.errors.phone)}>
          <TextInput type="tel" autoComplete="tel" inputMode="tel" {...form.bind('phone')} />
        </Field>
        <Field
          label={t('fields.dateOfBirth')}
          hint={hintUnlessFailed(ageRule, text(form.errors.date_of_birth))}
          error={text(form.errors.date_of_birth)}
          required
        >
          <TextInput
            type="date"
            autoComplete="bday"
            max={latestBirthDate()}
            {...form.bind('date_of_birth')}
          />
        </Field>
        <StyledPair>
          <NewPasswordFields form={form} label={t('fields.password')} />
        </StyledPair>
        <Field label={t('fields.preferredLanguage')} error={text(form.errors.preferred_language)}>
          <Select {...form.bind('preferred_language')}>
            {(pageOfferedLocales() ?? SUPPORTED_LOCALES).map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </Select>
        </Field>
      </AuthForm>
    </AccountPage>
  );
}
