import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, cookieConsentChosen, paths, useAppDispatch, useAppSelector } from '@sokoni/shared-ui';

const StyledBanner = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  z-index: ${({ theme }) => theme.zIndex.banner};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.menu};

  p {
    flex: 1 1 280px;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Cookie consent: Accept, Decline, Learn More; hidden for good once a choice is stored. */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const consent = useAppSelector((s) => s.preferences.cookieConsent);
  const dispatch = useAppDispatch();
  if (consent) return null;
  return (
    <StyledBanner role="region" aria-label={t('cookies.label')}>
      <p>{t('cookies.text')}</p>
      <StyledButtons>
        <Link to={paths.privacy.getHref()}>{t('cookies.learnMore')}</Link>
        <Button variant="secondary" size="sm" onClick={() => dispatch(cookieConsentChosen('declined'))}>
          {t('cookies.decline')}
        </Button>
        <Button size="sm" onClick={() => dispatch(cookieConsentChosen('accepted'))}>
          {t('cookies.accept')}
        </Button>
      </StyledButtons>
    </StyledBanner>
  );
}
