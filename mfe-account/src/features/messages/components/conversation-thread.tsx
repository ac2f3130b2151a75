import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConversationDetail, Message } from '@sokoni/contracts';
import {
  Button,
  ErrorState,
  Icon,
  Skeleton,
  paths,
  toApiError,
  useAppDispatch,
  useAppSelector,
  useToast,
} from '@sokoni/shared-ui';
import { useLiveEvents, useLivePollingInterval, type LiveEventMessage } from '@sokoni/shared-ui/widgets';
import {
  messagesApi,
  useDeleteMessageMutation,
  useGetConversationQuery,
  useLazyGetConversationQuery,
  useSendMessageMutation,
  useUpdateConversationMutation,
} from '../api/messages-api';
import { Composer } from './composer';
import { ReviewDialog } from './review-dialog';
import { dayKey, formatAdPrice, newClientId } from './format';
import { StyledLines, StyledMuted } from './text-lines';

const StyledThread = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space(11)};
  min-height: ${({ theme }) => theme.space(11)};
  color: ${({ theme }) => theme.color.text};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

const StyledAd = styled(Link)`
  display: flex;
  flex: 1 1 200px;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;

  img {
    width: ${({ theme }) => theme.space(12)};
    height: ${({ theme }) => theme.space(12)};
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.placeholder};
  }
`;

const StyledStrong = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMessages = styled.ol`
  flex: 1 1 auto;
  min-height: 240px;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  overflow-y: auto;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledDay = styled.li`
  align-self: center;
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledBubbleRow = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const StyledBubble = styled.div<{ $mine: boolean; $muted: boolean }>`
  max-width: min(80%, 520px);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $mine }) => ($mine ? theme.color.primary : theme.color.surfaceSunken)};
  color: ${({ theme, $mine }) => ($mine ? theme.color.onPrimary : theme.color.text)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-style: ${({ $muted }) => ($muted ? 'italic' : 'normal')};
  opacity: ${({ $muted }) => ($muted ? 0.8 : 1)};
`;

const StyledMeta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledFailed = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.danger};
`;

const StyledLinkButton = styled.button`
  min-height: ${({ theme }) => theme.space(8)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

interface Pending {
  clientId: string;
  body: string;
  status: 'sending' | 'failed';
}

export interface ConversationThreadProps {
  id: number;
}

function useDayLabel() {
  const { t, i18n } = useTranslation('account');
  return (value: string) => {
    const date = new Date(value);
    const today = new Date();
    const yesterday = new Date(today);
    yesterday.setDate(today.getDate() - 1);
    if (dayKey(value) === dayKey(today.toISOString())) return t('messages.today');
    if (dayKey(value) === dayKey(yesterday.toISOString())) return t('messages.yesterday');
    return new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'full' }).format(
      date,
    );
  };
}

function useTime() {
  const { i18n } = useTranslation('account');
  return (value: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', { timeStyle: 'short' }).format(
      new Date(value),
    );
}

/**
 * One conversation as chat bubbles: the ad on top, day separators, older messages loaded when scrolling up,
 * optimistic sending with a retry when it fails, live updates from the event stream.
 */
export function ConversationThread({ id }: ConversationThreadProps) {
  const { t, i18n } = useTranslation('account');
  const toast = useToast();
  const dispatch = useAppDispatch();
  const me = useAppSelector((state) => state.session.user?.id);
  const pollingInterval = useLivePollingInterval();
  const { data, error, isLoading, isFetching, refetch } = useGetConversationQuery(
    { id },
    { pollingInterval },
  );
  const [loadOlder, olderState] = useLazyGetConversationQuery();
  const [older, setOlder] = useState<Message[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [sendMessage] = useSendMessageMutation();
  const [updateConversation, updateState] = useUpdateConversationMutation();
  const [deleteMessage] = useDeleteMessageMutation();
  const [reviewOpen, setReviewOpen] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const topRef = useRef<HTMLLIElement>(null);
  const stickToBottom = useRef(true);
  const dayLabel = useDayLabel();
  const time = useTime();

  useEffect(() => {
    setOlder([]);
    setOlderHasMore(null);
    setPending([]);
    stickToBottom.current = true;
  }, [id]);

  const onEvent = useCallback(
    (event: LiveEventMessage) => {
      if (event.type === 'message') {
        const { conversation_id: conversationId, message } = event.data as {
          conversation_id: number;
          message: Message;
        };
        if (conversationId !== id) return;
        dispatch(
          messagesApi.util.updateQueryData('getConversation', { id }, (draft: ConversationDetail) => {
            const index = draft.messages.findIndex((m) => m.id === message.id);
            if (index >= 0) draft.messages[index] = message;
            else draft.messages.push(message);
          }),
        );
        setPending((list) => list.filter((p) => p.clientId !== message.client_id));
        stickToBottom.current = true;
        // Reading it here marks it read on the server (and tells the sender).
        if (message.sender_id !== me && !message.deleted) void refetch();
      } else if (event.type === 'read') {
        const {
          conversation_id: conversationId,
          reader_id: readerId,
          read_at: readAt,
        } = event.data as {
          conversation_id: number;
          reader_id: number;
          read_at: string;
        };
        if (conversationId !== id || readerId === me) return;
        dispatch(
          messagesApi.util.updateQueryData('getConversation', { id }, (draft: ConversationDetail) => {
            for (const message of draft.messages)
              if (message.sender_id === me && !message.read_at) message.read_at = readAt;
          }),
        );
      }
    },
    [dispatch, id, me, refetch],
  );
  useLiveEvents(onEvent);

  const hasMore = olderHasMore ?? data?.has_more ?? false;
  const fetchOlder = useCallback(async () => {
    const first = older[0] ?? data?.messages[0];
    if (!first || olderState.isFetching) return;
    const list = listRef.current;
    const before = list ? list.scrollHeight - list.scrollTop : 0;
    try {
      const page = await loadOlder({ id, before: first.id }).unwrap();
      stickToBottom.current = false;
      setOlder((current) => [...page.messages, ...current]);
      setOlderHasMore(page.has_more);
      // Keep the reader where they were: the new messages go above.
      requestAnimationFrame(() => {
        if (list) list.scrollTop = list.scrollHeight - before;
      });
    } catch {
      toast.error(t('messages.threadError'));
    }
  }, [older, data, olderState.isFetching, loadOlder, id, toast, t]);

  // Older messages load when the top of the thread scrolls into view.
  useEffect(() => {
    const target = topRef.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchOlder();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, fetchOlder]);

  const messages = [...older, ...(data?.messages ?? [])];
  const lastKey = `${messages.at(-1)?.id ?? 0}-${pending.length}`;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && stickToBottom.current) list.scrollTop = list.scrollHeight;
  }, [lastKey]);

  const send = useCallback(
    async (body: string, clientId: string = newClientId()) => {
      stickToBottom.current = true;
      setPending((list) => [
        ...list.filter((p) => p.clientId !== clientId),
        { clientId, body, status: 'sending' },
      ]);
      try {
        const message = await sendMessage({
          conversationId: id,
          message: body,
          client_id: clientId,
        }).unwrap();
        dispatch(
          messagesApi.util.updateQueryData('getConversation', { id }, (draft: ConversationDetail) => {
            if (!draft.messages.some((m) => m.id === message.id)) draft.messages.push(message);
          }),
        );
        setPending((list) => list.filter((p) => p.clientId !== clientId));
      } catch {
        setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, status: 'failed' } : p)));
      }
    },
    [dispatch, id, sendMessage],
  );

  const toggleArchive = async () => {
    if (!data) return;
    const archived = !data.conversation.archived;
    try {
      await updateConversation({ id, archived }).unwrap();
      dispatch(
        messagesApi.util.updateQueryData('getConversation', { id }, (draft: ConversationDetail) => {
          draft.conversation.archived = archived;
        }),
      );
      toast.success(t(archived ? 'messages.archivedToast' : 'messages.unarchivedToast'));
    } catch {
      toast.error(t('messages.archiveFailed'));
    }
  };

  const remove = async (message: Message) => {
    try {
      const removed = await deleteMessage({ conversationId: id, messageId: message.id }).unwrap();
      const replace = (list: Message[]) => list.map((m) => (m.id === removed.id ? removed : m));
      setOlder(replace);
      dispatch(
        messagesApi.util.updateQueryData('getConversation', { id }, (draft: ConversationDetail) => {
          draft.messages = replace(draft.messages);
        }),
      );
    } catch (caught) {
      toast.error(toApiError(caught, t('messages.deleteFailed')).message);
    }
  };

  if (isLoading) {
    return (
      <StyledThread aria-busy="true">
        <Skeleton height="64px" />
        <Skeleton variant="text" lines={4} />
      </StyledThread>
    );
  }
  if (error || !data) {
    return (
      <StyledThread>
        <StyledHeader>
          <StyledBack to={paths.messages.getHref()} aria-label={t('messages.back')}>
            <Icon name="chevron-left" />
          </StyledBack>
        </StyledHeader>
        <ErrorState
          message={toApiError(error, t('messages.threadError')).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </StyledThread>
    );
  }

  const { conversation } = data;
  const price = formatAdPrice(conversation.ad, i18n.language);
  let previousDay = '';
  return (
    <StyledThread aria-label={conversation.other_participant.name}>
      <StyledHeader>
        <StyledBack to={paths.messages.getHref()} aria-label={t('messages.back')}>
          <Icon name="chevron-left" />
        </StyledBack>
        <StyledAd to={paths.ad.getHref(conversation.ad.slug)}>
          {conversation.ad.image ? <img src={conversation.ad.image} alt="" width={48} height={48} /> : null}
          <StyledLines>
            <StyledStrong>{conversation.other_participant.name}</StyledStrong>
            <span>{conversation.ad.title}</span>
            {price ? <StyledMuted>{price}</StyledMuted> : null}
          </StyledLines>
        </StyledAd>
        {conversation.can_review ? (
          <Button size="sm" variant="secondary" icon="star" onClick={() => setReviewOpen(true)}>
            {t('messages.review')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void toggleArchive()}
          loading={updateState.isLoading}
        >
          {conversation.archived ? t('messages.unarchive') : t('messages.archive')}
        </Button>
      </StyledHeader>
      <StyledMessages ref={listRef} aria-live="polite" aria-label={t('messages.threadLabel')}>
        {hasMore ? (
          <li ref={topRef}>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void fetchOlder()}
              loading={olderState.isFetching}
            >
              {t('messages.loadOlder')}
            </Button>
          </li>
        ) : null}
        {messages.map((message) => {
          const day = dayKey(message.created_at);
          const separator =
            day !== previousDay ? <StyledDay>{dayLabel(message.created_at)}</StyledDay> : null;
          previousDay = day;
          const mine = message.sender_id === me;
          return (
            <Fragment key={message.id}>
              {separator}
              <StyledBubbleRow $mine={mine} data-testid="message">
                <StyledBubble $mine={mine} $muted={message.deleted}>
                  {message.deleted ? t('messages.removed') : message.body}
                </StyledBubble>
                <StyledMeta>
                  <time dateTime={message.created_at}>{time(message.created_at)}</time>
                  {mine && message.read_at ? <span>{t('messages.read')}</span> : null}
                  {mine && !message.deleted ? (
                    <StyledLinkButton type="button" onClick={() => void remove(message)}>
                      {t('messages.delete')}
                    </StyledLinkButton>
                  ) : null}
                </StyledMeta>
              </StyledBubbleRow>
            </Fragment>
          );
        })}
        {pending.map((item) => (
          <StyledBubbleRow key={item.clientId} $mine data-testid="pending-message">
            <StyledBubble $mine $muted={item.status === 'sending'}>
              {item.body}
            </StyledBubble>
            <StyledMeta>
              {item.status === 'sending' ? (
                <span>{t('messages.sending')}</span>
              ) : (
                <StyledFailed role="alert">
                  <Icon name="alert" size="sm" />
                  {t('messages.sendFailed')}
                  <StyledLinkButton type="button" onClick={() => void send(item.body, item.clientId)}>
                    {t('messages.retry')}
                  </StyledLinkButton>
                </StyledFailed>
              )}
            </StyledMeta>
          </StyledBubbleRow>
        ))}
      </StyledMessages>
      <Composer onSend={(body) => void send(body)} />
      {reviewOpen ? (
        <ReviewDialog
          sellerId={conversation.other_participant.id}
          sellerName={conversation.other_participant.name}
          adId={conversation.ad.id}
          onClose={() => setReviewOpen(false)}
          onDone={() => {
            setReviewOpen(false);
            void refetch();
          }}
        />
      ) : null}
    </StyledThread>
  );
}
