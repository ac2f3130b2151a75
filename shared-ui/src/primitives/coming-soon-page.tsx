import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { paths } from '../kernel/paths';
import { ButtonLink } from './button';
import { EmptyState } from './states';

const StyledPage = styled.section`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
`;

export interface ComingSoonPageProps {
  /** Key of the page name, with its namespace (e.g. `admin:pages.adminDashboard`). */
  titleKey: string;
}

/** Stands in for a page whose feature has not shipped yet: says so plainly and offers the way home. */
export function ComingSoonPage({ titleKey }: ComingSoonPageProps) {
  const { t } = useTranslation('common');
  return (
    <StyledPage>
      <EmptyState
        headingLevel="h2"
        icon="clock"
        title={t(titleKey)}
        description={t('ui.comingSoon')}
        action={
          <ButtonLink to={paths.home.getHref()} variant="secondary">
            {t('ui.backHome')}
          </ButtonLink>
        }
      />
    </StyledPage>
  );
}

/** A route component for a page in preparation. */
export function comingSoon(titleKey: string): ComponentType {
  function Page() {
    return <ComingSoonPage titleKey={titleKey} />;
  }
  Page.displayName = `ComingSoon(${titleKey})`;
  return Page;
}
