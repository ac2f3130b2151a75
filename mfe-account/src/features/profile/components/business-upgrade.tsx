import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Card, Icon, paths } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';

const StyledUpgrade = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  > div {
    flex: 1 1 220px;
    min-width: 0;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The business upgrade prompt, for people who are not a business yet. */
export function BusinessUpgrade() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card>
      <StyledUpgrade>
        <Icon name="store" size="lg" />
        <div>
          <h2>{t('profile.businessUpgrade.title')}</h2>
          <p>{t('profile.businessUpgrade.text')}</p>
        </div>
        <ButtonLink to={paths.businessSetup.getHref()} variant="secondary">
          {t('profile.businessUpgrade.action')}
        </ButtonLink>
      </StyledUpgrade>
    </Card>
  );
}
