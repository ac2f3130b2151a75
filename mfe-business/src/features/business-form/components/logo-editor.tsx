import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUSINESS_LOGO_MAX_BYTES, BUSINESS_LOGO_MIME_TYPES, type BusinessProfile } from '@sokoni/contracts';
import { Button, FieldError, useAppDispatch, useAppSelector, userUpdated, useToast } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { useRemoveBusinessLogoMutation, useUploadBusinessLogoMutation } from '../api/business-api';
import { businessFailure } from '../lib/business-error';
import { BusinessLogo } from './business-logo';

const StyledLogo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  input {
    display: none;
  }
`;

/** The logo in the Settings tab: choose one (checked for size here, for content by the api) or remove it. */
export function LogoEditor({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, uploading] = useUploadBusinessLogoMutation();
  const [remove, removing] = useRemoveBusinessLogoMutation();

  const saved = (next: BusinessProfile, message: string) => {
    if (user) dispatch(userUpdated({ ...user, business_profile: next }));
    toast.success(message);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > BUSINESS_LOGO_MAX_BYTES) {
      setError(t('form.logoTooLarge'));
      return;
    }
    try {
      const result = await upload(file).unwrap();
      saved(result.business_profile, t('form.logoUploaded'));
    } catch (failure) {
      const { message, errors } = businessFailure(failure, t('errors.unknown'));
      setError(errors?.logo?.[0] ?? message);
      toast.error(errors?.logo?.[0] ?? message);
    }
  };

  const clear = async () => {
    setError(null);
    try {
      const result = await remove().unwrap();
      saved(result.business_profile, t('form.logoRemoved'));
    } catch (failure) {
      toast.error(businessFailure(failure, t('errors.unknown')).message);
    }
  };

  return (
    <StyledLogo>
      <BusinessLogo name={profile.business_name} url={profile.logo_url} size={96} />
      <div>
        <Button variant="secondary" icon="image" loading={uploading.isLoading} onClick={() => input.current?.click()}>
          {t('form.logoChoose')}
        </Button>{' '}
        {profile.logo_url ? (
          <Button variant="ghost" icon="trash" loading={removing.isLoading} onClick={() => void clear()}>
            {t('form.logoRemove')}
          </Button>
        ) : null}
        <p>{t('form.logoHint')}</p>
        {error ? <FieldError>{error}</FieldError> : null}
        <input
          ref={input}
          type="file"
          name="logo"
          aria-label={t('form.logo')}
          accept={BUSINESS_LOGO_MIME_TYPES.join(',')}
          onChange={(event) => void choose(event)}
        />
      </div>
    </StyledLogo>
  );
}
