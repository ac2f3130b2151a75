import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROFILE_BIO_MAX_LENGTH, PROFILE_IMAGE_MAX_BYTES, type User } from '@sokoni/contracts';
import {
  Button,
  Field,
  FieldError,
  Icon,
  buttonCss,
  type ButtonSize,
  type ButtonVariant,
  visuallyHiddenCss,
  Select,
  Stack,
  TextArea,
  TextInput,
  toApiError,
  useAppDispatch,
  useCurrencyName,
  userUpdated,
  useListCurrenciesQuery,
  useToast,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { EmailField } from '../../../lib/auth-form';
import { collectErrors, rules, useFormState, type FieldMessage } from '../../../lib/forms';
import { Alert, useMessageText } from '../../../lib/messages';
import { Actions } from '../../../lib/page';
import { useUpdateProfileMutation } from '../api/profile-api';
import { Avatar } from './avatar';

const PHOTO_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

const StyledPhotoRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  flex: 1 1 200px;
`;

const StyledPickerLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledFileInput = styled.input`
  ${visuallyHiddenCss}

  &:focus-visible + label {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.borderWidth.thick};
  }
`;

/** The native file button speaks the browser's language, not the page's: a translated one stands in for it. */
const StyledPickButton = styled.label<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonCss}
  align-self: flex-start;
`;

const StyledFileName = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledHint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

interface ProfileValues extends Record<string, string> {
  name: string;
  email: string;
  phone: string;
  bio: string;
  preferred_theme: string;
  preferred_currency: string;
  /** Asked for only when the email changes. */
  current_password: string;
}

const valuesOf = (user: User): ProfileValues => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  bio: user.bio ?? '',
  preferred_theme: user.preferred_theme ?? '',
  preferred_currency: user.preferred_currency ?? '',
  current_password: '',
});

/** Whether the form's address differs from the account's (addresses compare without case). */
const changesEmail = (values: ProfileValues, currentEmail: string) =>
  values.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();

const validate = (values: ProfileValues, currentEmail: string) =>
  collectErrors({
    name: rules.required(values.name),
    email: rules.email(values.email),
    phone: null,
    bio: null,
    preferred_theme: null,
    preferred_currency: null,
    current_password:
      changesEmail(values, currentEmail) && !values.current_password
        ? { key: 'validation.currentPasswordForEmail' }
        : null,
  });

export interface ProfileFormProps {
  user: User;
}

/**
 * Edit profile: the non-null fields go as multipart with the photo (POST, `_method=PUT`). A new
 * email is unverified until its link is opened; the page says a link was sent. Changing the email needs the
 * current password, asked for only then (a stolen session alone must not move the account elsewhere).
 */
export function ProfileForm({ user }: ProfileFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const currencyName = useCurrencyName();
  const text = useMessageText();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const validateForUser = useCallback((values: ProfileValues) => validate(values, user.email), [user.email]);
  const form = useFormState<ProfileValues>(valuesOf(user), validateForUser);
  const emailChanging = changesEmail(form.values, user.email);
  const { data: currencies } = useListCurrenciesQuery();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<FieldMessage | null>(null);
  const [emailNotice, setEmailNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const photoId = useId();

  useEffect(() => {
    if (!photo) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (file && file.size > PROFILE_IMAGE_MAX_BYTES) {
      // Checked here too so nobody waits for 3G to upload a file the server will refuse.
      setPhoto(null);
      setPhotoError({ key: 'validation.photoTooLarge' });
      event.target.value = '';
      return;
    }
    setPhotoError(null);
    setPhoto(file);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || photoError) return;
    const body = new FormData();
    body.append('_method', 'PUT');
    const { values } = form;
    body.append('name', values.name.trim());
    body.append('email', values.email.trim());
    if (emailChanging) body.append('current_password', values.current_password);
    // Empty phone or bio clears them on the server; they are never null here.
    body.append('phone', values.phone.trim());
    body.append('bio', values.bio.trim());
    if (values.preferred_theme) body.append('preferred_theme', values.preferred_theme);
    if (values.preferred_currency) body.append('preferred_currency', values.preferred_currency);
    if (photo) body.append('profile_image', photo);
    try {
      const result = await update(body).unwrap();
      dispatch(userUpdated(result.user));
      form.reset(valuesOf(result.user));
      setPhoto(null);
      if (fileInput.current) fileInput.current.value = '';
      setEmailNotice(result.email_changed ? result.message || t('profile.emailChanged') : null);
      toast.success(result.message || t('profile.saved'));
    } catch (error) {
      const apiError = toApiError(error, t('errors.updateProfileFailed'));
      form.showServerError(apiError);
      const imageError = apiError.errors?.profile_image?.[0];
      if (imageError) setPhotoError({ text: imageError });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-form-title">
      <Stack gap={4}>
        <h2 id="profile-form-title">{t('profile.editTitle')}</h2>
        {emailNotice ? <Alert tone="info">{emailNotice}</Alert> : null}
        {form.formError ? <Alert tone="danger">{text(form.formError)}</Alert> : null}
        <StyledPhotoRow>
          <Avatar
            name={user.name}
            src={preview ?? user.profile_image_large ?? user.profile_image}
            size="lg"
          />
          <StyledPicker>
            <StyledPickerLabel id={`${photoId}-label`}>{t('fields.photo')}</StyledPickerLabel>
            <StyledFileInput
              ref={fileInput}
              id={photoId}
              type="file"
              accept={PHOTO_TYPES}
              name="profile_image"
              aria-labelledby={`${photoId}-label`}
              aria-describedby={`${photoId}-hint${photoError ? ` ${photoId}-error` : ''}`}
              aria-invalid={photoError ? true : undefined}
              onChange={onPhoto}
            />
            <StyledPickButton htmlFor={photoId} $variant="secondary" $size="md" $fullWidth={false}>
              <Icon name="camera" />
              {t('profile.choosePhoto')}
            </StyledPickButton>
            <StyledFileName>{photo ? photo.name : t('profile.noPhotoChosen')}</StyledFileName>
            <StyledHint id={`${photoId}-hint`}>{t('profile.photoHint')}</StyledHint>
            {photoError ? <FieldError id={`${photoId}-error`}>{text(photoError)}</FieldError> : null}
          </StyledPicker>
        </StyledPhotoRow>
        <StyledPair>
          <Field label={t('fields.name')} error={text(form.errors.name)} required>
            <TextInput autoComplete="name" {...form.bind('name')} />
          </Field>
          <EmailField form={form} hint={t('profile.emailHint')} />
        </StyledPair>
        {emailChanging ? (
          <Field
            label={t('fields.currentPassword')}
            hint={t('profile.currentPasswordHint')}
            error={text(form.errors.current_password)}
            required
          >
            <TextInput type="password" autoComplete="current-password" {...form.bind('current_password')} />
          </Field>
        ) : null}
        <Field label={t('fields.phone')} error={text(form.errors.phone)}>
          <TextInput type="tel" autoComplete="tel" inputMode="tel" {...form.bind('phone')} />
        </Field>
        <Field label={t('fields.bio')} error={text(form.errors.bio)}>
          <TextArea rows={3} maxLength={PROFILE_BIO_MAX_LENGTH} {...form.bind('bio')} />
        </Field>
        <StyledPair>
          <Field label={t('fields.theme')} error={text(form.errors.preferred_theme)}>
            <Select {...form.bind('preferred_theme')}>
              {user.preferred_theme ? null : <option value="">{t('profile.themeDevice')}</option>}
              <option value="light">{t('profile.themeLight')}</option>
              <option value="dark">{t('profile.themeDark')}</option>
            </Select>
          </Field>
          <Field label={t('fields.currency')} error={text(form.errors.preferred_currency)}>
            <Select {...form.bind('preferred_currency')}>
              {user.preferred_currency ? null : <option value="">{t('profile.currencyNone')}</option>}
              {(currencies?.data ?? []).map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {`${currency.code} · ${currencyName(currency)}`}
                </option>
              ))}
              {form.values.preferred_currency &&
              !currencies?.data.some((currency) => currency.code === form.values.preferred_currency) ? (
                <option value={form.values.preferred_currency}>{form.values.preferred_currency}</option>
              ) : null}
            </Select>
          </Field>
        </StyledPair>
        <Actions>
          <Button type="submit" loading={isLoading}>
            {t('profile.save')}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
