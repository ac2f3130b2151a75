import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '@sokoni/shared-ui';

const StyledTips = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.text};

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Beside the contact box: how not to get cheated. */
export function SafetyTips() {
  const { t } = useTranslation('ads');
  return (
    <StyledTips aria-labelledby="safety-tips-title">
      <h2 id="safety-tips-title">
        <Icon name="warning" size="sm" />
        {t('details.safety.title')}
      </h2>
      <ul>
        <li>{t('details.safety.publicPlace')}</li>
        <li>{t('details.safety.noAdvance')}</li>
        <li>{t('details.safety.check')}</li>
      </ul>
    </StyledTips>
  );
}
