import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState, paths } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../app/i18n';

const StyledPage = styled.section`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
`;

export interface ComingSoonPageProps {
  /** Key of the page name in this remote's namespace. */
  pageKey: string;
}

/** Stands in for a page whose feature has not shipped yet: says so plainly and offers the way home. */
export function ComingSoonPage({ pageKey }: ComingSoonPageProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StyledPage>
      <EmptyState
        headingLevel="h2"
        icon="clock"
        title={t(pageKey)}
        description={t('comingSoon.text')}
        action={
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            {t('comingSoon.home')}
          </ButtonLink>
        }
      />
    </StyledPage>
  );
}

/** A route component for a page in preparation. */
export function comingSoon(pageKey: string): ComponentType {
  function Page() {
    return <ComingSoonPage pageKey={pageKey} />;
  }
  Page.displayName = `ComingSoon(${pageKey})`;
  return Page;
}
