import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink, IconButton, paths, useAppSelector, VisuallyHidden } from '@sokoni/shared-ui';
import { useSiteName } from '../settings/settings-api';
import { MainNav } from './main-nav';
import { MessagesLink } from './messages-link';
import { MobileMenu } from './mobile-menu';
import { PreferencesMenu } from './preferences-menu';
import { ThemeToggle } from './theme-toggle';
import { useDismiss } from './use-dismiss';
import { UserMenu } from './user-menu';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.layout.navHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  min-height: ${({ theme }) => theme.tapTarget};
`;

const StyledMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  box-shadow: inset 0 -4px 0 ${({ theme }) => theme.color.accent};
`;

const StyledLinks = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${({ theme }) => theme.space(1)};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.tapTarget};
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.primary};
  }

  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    display: flex;
  }
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

/** Shown from the xl breakpoint; below it the same things live in the mobile menu. */
const StyledDesktopOnly = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    display: flex;
  }
`;

const StyledMobileOnly = styled.div`
  display: flex;

  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    display: none;
  }
`;

/** Top navigation. */
export function Navbar() {
  const { t } = useTranslation('shell');
  const { pathname, key } = useLocation();
  const user = useAppSelector((s) => s.session.user);
  const siteName = useSiteName();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // The mobile menu closes on every navigation, including back/forward.
  useEffect(() => setMenuOpen(false), [pathname, key]);
  // …and, like the dropdowns, on Escape and on a tap anywhere outside the header (its toggle is inside it).
  useDismiss(headerRef, menuOpen, closeMenu);

  return (
    <StyledHeader ref={headerRef}>
      <StyledBar>
        {/* Named by its visible text (plus « accueil » for screen readers): a label that hid the visible
            name would fail WCAG 2.5.3 for people who speak to their phone. */}
        <StyledBrand to={paths.home.getHref()}>
          <StyledMark aria-hidden="true">{siteName.charAt(0).toUpperCase()}</StyledMark>
          <span>{siteName}</span>
          <VisuallyHidden>{t('brand.homeSuffix')}</VisuallyHidden>
        </StyledBrand>
        <MainNav list={StyledLinks} />
        <StyledActions>
          <StyledDesktopOnly>
            <ButtonLink to={paths.postAd.getHref()} icon="plus" size="sm">
              {t('nav.postAd')}
            </ButtonLink>
            <PreferencesMenu />
          </StyledDesktopOnly>
          {user ? <MessagesLink /> : null}
          <ThemeToggle />
          <StyledDesktopOnly>
            {user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <ButtonLink to={paths.login.getHref()} variant="secondary" size="sm">
                  {t('nav.login')}
                </ButtonLink>
                <ButtonLink to={paths.register.getHref()} variant="ghost" size="sm">
                  {t('nav.register')}
                </ButtonLink>
              </>
            )}
          </StyledDesktopOnly>
          <StyledMobileOnly>
            <IconButton
              icon={menuOpen ? 'close' : 'menu'}
              label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              data-early-press="menu"
              onClick={() => setMenuOpen((open) => !open)}
            />
          </StyledMobileOnly>
        </StyledActions>
      </StyledBar>
      {menuOpen && <MobileMenu id={menuId} />}
    </StyledHeader>
  );
}
