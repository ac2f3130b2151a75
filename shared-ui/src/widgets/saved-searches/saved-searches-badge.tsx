import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CountBadge, useAppSelector } from '@sokoni/shared-ui';
import { useListSavedSearchesQuery } from './saved-searches-api';

const StyledCountBadge = styled(CountBadge)`
  margin-left: ${({ theme }) => theme.space(2)};
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
  return (
    <StyledCountBadge
      count={count}
      tone="primary"
      label={t('savedSearches.newResults', { count })}
      data-testid="saved-searches-badge"
    />
  );
}
