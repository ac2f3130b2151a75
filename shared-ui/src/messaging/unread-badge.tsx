import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge, useAppDispatch, useAppSelector } from '@sokoni/shared-ui';
import { unreadApi, useGetUnreadCountQuery } from './unread-api';
import { useLiveEvents, useLivePollingInterval, type LiveEventMessage } from './live-events';

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
  return <CountBadge count={count} label={t('messages.unread', { count })} data-testid="unread-badge" />;
}
