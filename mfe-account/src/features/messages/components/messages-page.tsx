import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState, paths, useAppSelector } from '@sokoni/shared-ui';
import { Tabs } from '@sokoni/shared-ui/widgets';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

const StyledPage = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(0)} ${({ theme }) => theme.space(8)};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)}
      ${({ theme }) => theme.space(12)};
  }
`;

const StyledHeading = styled.h1<{ $hiddenOnPhone: boolean }>`
  margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.xl};

  @media (max-width: calc(${({ theme }) => theme.breakpoint.md} - 1px)) {
    display: ${({ $hiddenOnPhone }) => ($hiddenOnPhone ? 'none' : 'block')};
  }

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    margin-left: 0;
  }
`;

/** Phones: the list or the thread, one screen each. From the md breakpoint: side by side. */
const StyledPanes = styled.div<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: 1fr;
  background: ${({ theme }) => theme.color.surface};
  border-block: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};

  & > :first-child {
    display: ${({ $selected }) => ($selected ? 'none' : 'block')};
  }
  & > :last-child {
    display: ${({ $selected }) => ($selected ? 'flex' : 'none')};
    min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  }

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(280px, 360px) 1fr;
    height: calc(100vh - ${({ theme }) => theme.layout.navHeight} - ${({ theme }) => theme.space(24)});
    min-height: 480px;
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};

    & > :first-child {
      display: block;
      overflow-y: auto;
      border-right: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    }
    & > :last-child {
      display: flex;
      min-height: 0;
    }
  }
`;

const StyledThreadPane = styled.div`
  flex-direction: column;
  min-width: 0;

  & > * {
    flex: 1 1 auto;
  }
`;

/** `/messages` and `/messages/{id}`: the conversations with Inbox / Archived tabs, and the open thread. */
export function MessagesPage() {
  const { t } = useTranslation('account');
  const params = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const me = useAppSelector((state) => state.session.user?.id) ?? 0;
  const selectedId = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const archived = search.get('archived') === '1';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const base = selectedId ? paths.conversation.getHref(selectedId) : paths.messages.getHref();
  const listHref = (nextArchived: boolean, nextPage = 1) => {
    const query = new URLSearchParams();
    if (nextArchived) query.set('archived', '1');
    if (nextPage > 1) query.set('page', String(nextPage));
    const qs = query.toString();
    return qs ? `${base}?${qs}` : base;
  };
  const list = (isArchived: boolean) => (
    <ConversationList
      archived={isArchived}
      page={isArchived === archived ? page : 1}
      pageHref={(next) => listHref(isArchived, next)}
      selectedId={selectedId}
      currentUserId={me}
    />
  );
  return (
    <StyledPage>
      <StyledHeading $hiddenOnPhone={selectedId !== undefined}>{t('messages.title')}</StyledHeading>
      <StyledPanes $selected={selectedId !== undefined}>
        <div>
          <Tabs
            label={t('messages.tabsLabel')}
            value={archived ? 'archived' : 'inbox'}
            onValueChange={(id) => navigate(listHref(id === 'archived'), { replace: true })}
            items={[
              { id: 'inbox', label: t('messages.inbox'), panel: list(false) },
              { id: 'archived', label: t('messages.archived'), panel: list(true) },
            ]}
          />
        </div>
        <StyledThreadPane>
          {selectedId !== undefined ? (
            <ConversationThread key={selectedId} id={selectedId} />
          ) : (
            <EmptyState icon="mail" title={t('messages.selectConversation')} />
          )}
        </StyledThreadPane>
      </StyledPanes>
    </StyledPage>
  );
}
