import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, toApiError } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { leaveSiteFor } from '../../../lib/browser';
import { Alert } from '../../../lib/messages';
import { useGetSocialLoginUrlMutation, useListSocialProvidersQuery } from '../api/auth-api';
import { rememberSocialRedirect } from '../../../lib/social-redirect';

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledDivider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
`;

export interface SocialButtonsProps {
  /** Where to go once signed in (kept across the provider's pages). */
  redirect: string | null;
}

/** One button per provider configured on the server; each asks the server where to send the browser. */
export function SocialButtons({ redirect }: SocialButtonsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { data } = useListSocialProvidersQuery();
  const [getUrl] = useGetSocialLoginUrlMutation();
  const [starting, setStarting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = data?.data ?? [];
  if (providers.length === 0) return null;

  const start = async (name: string, label: string) => {
    setStarting(name);
    setError(null);
    try {
      const { url } = await getUrl(name).unwrap();
      rememberSocialRedirect(redirect);
      leaveSiteFor(url);
    } catch (failure) {
      setError(toApiError(failure, t('errors.socialFailedWith', { provider: label })).message);
      setStarting(null);
    }
  };

  return (
    <StyledList>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {providers.map((provider) => (
        <Button
          key={provider.name}
          variant="secondary"
          fullWidth
          loading={starting === provider.name}
          disabled={starting !== null}
          onClick={() => void start(provider.name, provider.label)}
        >
          {t('login.continueWith', { provider: provider.label })}
        </Button>
      ))}
      <StyledDivider>{t('login.or')}</StyledDivider>
    </StyledList>
  );
}
