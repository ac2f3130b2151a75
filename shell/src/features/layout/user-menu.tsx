import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { User } from '@sokoni/contracts';
import { Icon } from '@sokoni/shared-ui';
import { useLogout } from '../session/use-logout';
import { MenuLinkBadge } from './menu-link-badge';
import { accountLinks } from './menu-links';
import { useDismiss } from './use-dismiss';

const StyledWrap = styled.div`
  position: relative;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.tapTarget};
  max-width: 180px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledMenu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 240px;
  max-width: min(320px, calc(100vw - ${({ theme }) => theme.space(8)}));
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.menu};

  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: ${({ theme }) => theme.tapTarget};
    /* A label on two lines (« Tableau de bord entreprise ») keeps space above and below it, so items read apart. */
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.text};
    line-height: 1.3;
    text-decoration: none;
    text-align: left;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const StyledItem = styled.li`
  & + & {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const StyledSeparator = styled.li`
  margin: ${({ theme }) => theme.space(2)} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export interface UserMenuProps {
  user: User;
}

/** The signed-in user's dropdown: name, account links by role, then Logout. */
export function UserMenu({ user }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const { logout } = useLogout();
  return (
    <StyledWrap ref={ref}>
      <StyledTrigger
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.accountMenu', { name: user.name })}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" />
        <span>{user.name}</span>
        <Icon name="chevron-down" size="sm" />
      </StyledTrigger>
      {open && (
        <StyledMenu id={menuId}>
          {accountLinks(user, 'dropdown').map((link) => (
            <StyledItem key={link.to}>
              <Link to={link.to} onClick={close}>
                {t(link.labelKey)}
                <MenuLinkBadge link={link} />
              </Link>
            </StyledItem>
          ))}
          <StyledSeparator role="presentation" />
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void logout();
              }}
            >
              {t('nav.logout')}
            </button>
          </li>
        </StyledMenu>
      )}
    </StyledWrap>
  );
}
