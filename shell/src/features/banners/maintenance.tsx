import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Container, EmptyState, Icon, paths, useAppSelector } from '@sokoni/shared-ui';
import { useGetSiteSettingsQuery } from '../settings/settings-api';

/**
 * The bff marks every page it serves while maintenance is on (`<meta name="sokoni-maintenance" content="on">`,
 * status 503); the settings are the fallback when the page came from the offline worker's cache.
 */
function useMaintenanceOn(): boolean {
  const { data } = useGetSiteSettingsQuery();
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="sokoni-maintenance"]') : null;
  if (meta) return meta.getAttribute('content') === 'on';
  return Boolean(data?.maintenance_mode);
}

const StyledBanner = styled.div`
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.text};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Administrators keep the whole site during maintenance, with this reminder that it is on. */
export function MaintenanceBanner() {
  const { t } = useTranslation('shell');
  const isAdmin = useAppSelector((state) => Boolean(state.session.user?.is_admin));
  const on = useMaintenanceOn();
  if (!isAdmin || !on) return null;
  return (
    <StyledBanner role="status">
      <p>
        <Icon name="warning" />
        {t('maintenance.banner')} <Link to={paths.adminSettings.getHref()}>{t('maintenance.settings')}</Link>
      </p>
    </StyledBanner>
  );
}

/** Visitors and users see the maintenance page instead of the site; the login page stays open for administrators. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const on = useMaintenanceOn();
  const isAdmin = useAppSelector((state) => Boolean(state.session.user?.is_admin));
  const { pathname } = useLocation();
  if (!on || isAdmin || pathname === paths.login.path) return <>{children}</>;
  return (
    <Container>
      <EmptyState icon="settings" headingLevel="h2" title={t('maintenance.title')} description={t('maintenance.text')} />
    </Container>
  );
}
