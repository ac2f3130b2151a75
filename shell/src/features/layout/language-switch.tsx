import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@sokoni/shared-ui';
import { useChangeLanguage } from '../session/use-change-language';
import { useOfferedLocales } from '../settings/offered-locales';

const StyledGroup = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
`;

const StyledOption = styled.button`
  min-width: ${({ theme }) => theme.tapTarget};
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-transform: uppercase;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

/**
 * en / fr switch of the languages the administrator left active; each option is named in its own
 * language so anyone can find theirs. With one language left there is nothing to switch: no switch.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const locale = useAppSelector((s) => s.preferences.locale);
  const changeLanguage = useChangeLanguage();
  const offered = useOfferedLocales();
  if (offered.length < 2) return null;
  return (
    <StyledGroup role="group" aria-label={t('language.label')}>
      {offered.map((code) => (
        <StyledOption
          key={code}
          type="button"
          lang={code}
          aria-pressed={locale === code}
          aria-label={t(`language.${code}`)}
          onClick={() => locale !== code && changeLanguage(code)}
        >
          {code}
        </StyledOption>
      ))}
    </StyledGroup>
  );
}
