import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, UnreadMessagesBadge, paths } from '@sokoni/shared-ui';

const StyledLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space(11)};
  min-height: ${({ theme }) => theme.space(11)};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }

  & > span:last-child {
    position: absolute;
    top: ${({ theme }) => theme.space(0.5)};
    right: 0;
  }
`;

/** Messages in the navbar for signed-in people, on every screen size, with the live unread count. */
export function MessagesLink() {
  const { t } = useTranslation('shell');
  return (
    <StyledLink to={paths.messages.getHref()} aria-label={t('nav.messages')} title={t('nav.messages')}>
      <Icon name="mail" />
      <UnreadMessagesBadge />
    </StyledLink>
  );
}
