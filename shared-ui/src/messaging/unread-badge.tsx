import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@sokoni/shared-ui';
import { unreadApi, useGetUnreadCountQuery } from './unread-api';
import { useLiveEvents, useLivePollingInterval, type LiveEventMessage } from './live-events';

const StyledCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space(5)};
  height: ${({ theme }) => theme.space(5)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
`;

/** Keeps the unread count fresh from the live stream (or by polling when the stream cannot open). */
export function useUnreadCount(): number {
  const signedIn = useAppSelector((state) => Boolean(state.session.token && state.session.user));
  const dispatch = useAppDispatch();
  const pollingInterval = useLivePollingInterval();
  const { data } = useGetUnreadCountQuery(undefined, { skip: !signedIn, pollingInterval });
  const onEvent = useCallback(
    (event: LiveEventMessage) => {
      if (event.type !== 'unread-count') return;
      const { count } = event.data as { count: number };
      dispatch(unreadApi.util.upsertQueryData('getUnreadCount', undefined, { count }));
    },
    [dispatch],
  );
  useLiveEvents(onEvent);
  return signedIn ? (data?.count ?? 0) : 0;
}

/** The red count beside Messages in the navbar; nothing when there is nothing unread. */
export function UnreadMessagesBadge() {
  const { t } = useTranslation('primitives');
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <StyledCount data-testid="unread-badge" aria-label={t('messages.unread', { count })}>
      {count > 99 ? '99+' : count}
    </StyledCount>
  );
}
