import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Icon, paths } from '@sokoni/shared-ui';

const StyledNotFound = styled.section`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0 0 ${({ theme }) => theme.space(6)};
  }
`;

/** Any path nobody owns: 'Page not found' and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <StyledNotFound>
      <Icon name="search" size="xl" />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <ButtonLink to={paths.home.getHref()} icon="chevron-left">
        {t('notFound.home')}
      </ButtonLink>
    </StyledNotFound>
  );
}
