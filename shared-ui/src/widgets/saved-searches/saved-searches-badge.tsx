import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppSelector } from '@sokoni/shared-ui';
import { useListSavedSearchesQuery } from './saved-searches-api';

const StyledCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space(5)};
  height: ${({ theme }) => theme.space(5)};
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
`;

/** New results of a person's saved searches since they last opened them (0 when signed out). */
export function useSavedSearchesNewTotal(): number {
  const signedIn = useAppSelector((state) => Boolean(state.session.token && state.session.user));
  const { data } = useListSavedSearchesQuery(undefined, { skip: !signedIn });
  return signedIn ? (data?.new_total ?? 0) : 0;
}

/** The count beside « Mes recherches » in the account menu; nothing when there is nothing new. */
export function SavedSearchesBadge() {
  const { t } = useTranslation('primitives');
  const count = useSavedSearchesNewTotal();
  if (count === 0) return null;
  return (
    <StyledCount data-testid="saved-searches-badge" aria-label={t('savedSearches.newResults', { count })}>
      {count > 99 ? '99+' : count}
    </StyledCount>
  );
}
