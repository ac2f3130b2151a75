import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Conversation } from '@sokoni/contracts';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  RelativeDate,
  Skeleton,
  baseApi,
  paths,
  toApiError,
  useAppDispatch,
} from '@sokoni/shared-ui';
import {
  Pagination,
  useLiveEvents,
  useLivePollingInterval,
  type LiveEventMessage,
} from '@sokoni/shared-ui/widgets';
import { useListConversationsQuery } from '../api/messages-api';
import { StyledLines, StyledMuted } from './text-lines';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledItem = styled(Link)<{ $selected: boolean; $unread: boolean }>`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space(14)} 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  min-height: ${({ theme }) => theme.space(11)};
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $selected }) => ($selected ? theme.color.surfaceSunken : 'transparent')};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.semibold : theme.font.weight.regular)};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

const StyledThumb = styled.img`
  width: ${({ theme }) => theme.space(14)};
  height: ${({ theme }) => theme.space(14)};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.placeholder};
`;

const StyledThumbPlaceholder = styled.span`
  display: block;
  width: ${({ theme }) => theme.space(14)};
  height: ${({ theme }) => theme.space(14)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.placeholder};
`;

const StyledText = styled(StyledLines)`
  gap: ${({ theme }) => theme.space(0.5)};
`;

const StyledSide = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledCount = styled.span`
  min-width: ${({ theme }) => theme.space(5)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-align: center;
  line-height: ${({ theme }) => theme.space(5)};
`;

export interface ConversationListProps {
  archived: boolean;
  page: number;
  /** URL of a page of this list. */
  pageHref: (page: number) => string;
  selectedId?: number;
  currentUserId: number;
}

function preview(conversation: Conversation, currentUserId: number, t: (key: string) => string): string {
  const last = conversation.last_message;
  if (!last) return '';
  const text = last.deleted ? t('messages.removed') : last.body;
  return last.sender_id === currentUserId ? `${t('messages.you')} ${text}` : text;
}

/** The inbox or the archive: ad photo, other person, last message, relative time, unread count. */
export function ConversationList({
  archived,
  page,
  pageHref,
  selectedId,
  currentUserId,
}: ConversationListProps) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const pollingInterval = useLivePollingInterval();
  const { data, error, isLoading, isFetching, refetch } = useListConversationsQuery(
    { archived, page },
    { pollingInterval },
  );
  const onEvent = useCallback(
    (event: LiveEventMessage) => {
      if (event.type === 'message')
        dispatch(baseApi.util.invalidateTags([{ type: 'Conversation', id: 'LIST' }]));
    },
    [dispatch],
  );
  useLiveEvents(onEvent);

  if (isLoading) {
    return (
      <div aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="72px" />
        ))}
      </div>
    );
  }
  if (error || !data) {
    return (
      <ErrorState
        message={toApiError(error, t('messages.loadError')).message}
        onRetry={() => void refetch()}
        retrying={isFetching}
        headingLevel="h2"
      />
    );
  }
  if (data.data.length === 0) {
    return archived ? (
      <EmptyState
        icon="mail"
        title={t('messages.emptyArchived')}
        description={t('messages.emptyArchivedHint')}
      />
    ) : (
      <EmptyState
        icon="mail"
        title={t('messages.emptyInbox')}
        description={t('messages.emptyInboxHint')}
        action={<ButtonLink to={paths.browse.getHref()}>{t('messages.browse')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <StyledList aria-label={archived ? t('messages.archived') : t('messages.inbox')}>
        {data.data.map((conversation) => (
          <li key={conversation.id}>
            <StyledItem
              to={paths.conversation.getHref(conversation.id)}
              $selected={conversation.id === selectedId}
              $unread={conversation.unread_count > 0}
              aria-current={conversation.id === selectedId ? 'page' : undefined}
            >
              {conversation.ad.image ? (
                <StyledThumb src={conversation.ad.image} alt="" loading="lazy" width={56} height={56} />
              ) : (
                <StyledThumbPlaceholder aria-hidden="true" />
              )}
              <StyledText>
                <span>{conversation.other_participant.name}</span>
                <StyledMuted>{conversation.subject}</StyledMuted>
                <StyledMuted>{preview(conversation, currentUserId, t)}</StyledMuted>
              </StyledText>
              <StyledSide>
                <RelativeDate value={conversation.updated_at} />
                {conversation.unread_count > 0 ? (
                  <StyledCount aria-label={t('messages.unread', { count: conversation.unread_count })}>
                    {conversation.unread_count}
                  </StyledCount>
                ) : null}
              </StyledSide>
            </StyledItem>
          </li>
        ))}
      </StyledList>
      {data.last_page > 1 ? (
        <Pagination page={data.current_page} totalPages={data.last_page} getHref={pageHref} />
      ) : null}
    </>
  );
}
