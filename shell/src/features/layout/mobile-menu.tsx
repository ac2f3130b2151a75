import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink, paths, useAppSelector } from '@sokoni/shared-ui';
import { useLogout } from '../session/use-logout';
import { CurrencyPicker } from './currency-picker';
import { DataSaverSwitch } from './data-saver-switch';
import { LanguageSwitch } from './language-switch';
import { MenuLinkBadge } from './menu-link-badge';
import { MainNav } from './main-nav';
import { accountLinks } from './menu-links';

const StyledPanel = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  overflow-y: auto;

  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    display: none;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: ${({ theme }) => theme.tapTarget};
    padding: ${({ theme }) => theme.space(2)};
    border: 0;
    line-height: 1.3;
    background: none;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.font.size.md};
    text-align: left;
    cursor: pointer;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledAccountList = styled(StyledList)`
  width: 100%;
`;

const StyledSection = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

export interface MobileMenuProps {
  id: string;
}

/** The navbar for small screens. The navbar closes it on every route change. */
export function MobileMenu({ id }: MobileMenuProps) {
  const { t } = useTranslation('shell');
  const user = useAppSelector((s) => s.session.user);
  const { logout } = useLogout();
  return (
    <StyledPanel id={id}>
      <MainNav list={StyledList} />
      <StyledSection>
        <ButtonLink to={paths.postAd.getHref()} icon="plus" fullWidth>
          {t('nav.postAd')}
        </ButtonLink>
      </StyledSection>
      <StyledSection>
        {user ? (
          <StyledAccountList>
            {accountLinks(user, 'mobile').map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {t(link.labelKey)}
                  <MenuLinkBadge link={link} />
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => void logout()}>
                {t('nav.logout')}
              </button>
            </li>
          </StyledAccountList>
        ) : (
          <>
            <ButtonLink to={paths.login.getHref()} variant="secondary">
              {t('nav.login')}
            </ButtonLink>
            <ButtonLink to={paths.register.getHref()} variant="ghost">
              {t('nav.register')}
            </ButtonLink>
          </>
        )}
      </StyledSection>
      <StyledSection>
        <LanguageSwitch />
        <CurrencyPicker />
      </StyledSection>
      <StyledSection>
        <DataSaverSwitch />
      </StyledSection>
    </StyledPanel>
  );
}
