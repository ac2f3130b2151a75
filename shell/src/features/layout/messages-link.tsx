import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, iconSelector, paths } from '@sokoni/shared-ui';
import { LazyPart } from '../offline/lazy-part';

// The badge (and the live event stream that keeps its count) is in `@sokoni/shared-ui/widgets`, which only
// signed-in people need: its file is fetched once the link shows, never on a visitor's first screen. Nothing
// moves when it arrives: the badge sits over the icon's corner.
const UnreadMessagesBadge = lazy(() =>
  import('@sokoni/shared-ui/widgets').then((module) => ({ default: module.UnreadMessagesBadge })),
);

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

  & > span:last-child:not(${iconSelector}) {
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
      <LazyPart>
        <UnreadMessagesBadge />
      </LazyPart>
    </StyledLink>
  );
}
