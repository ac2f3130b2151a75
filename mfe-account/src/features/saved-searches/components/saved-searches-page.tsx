import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SAVED_SEARCH_ALERTS, type SavedSearch, type SavedSearchAlert } from '@sokoni/contracts';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Field,
  PageFrame,
  Select,
  paths,
  toApiError,
  useToast,
  gridList,
} from '@sokoni/shared-ui';
import {
  ConfirmDialog,
  useDeleteSavedSearchMutation,
  useListSavedSearchesQuery,
  useUpdateSavedSearchMutation,
} from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { useSearchNames } from '../api/catalog-names';
import { describeSearch, searchHref } from './describe-search';

const StyledList = styled.ul`
  ${gridList()}
`;

const StyledItem = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) 220px auto;
    align-items: center;
  }
`;

const StyledName = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const StyledText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  & > * {
    flex: 1 1 auto;
  }
`;

/** « Mes recherches »: each saved search, what it looks for, its new results, its alert; open or delete it. */
export function SavedSearchesPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const toast = useToast();
  const navigate = useNavigate();
  const { data, error, isLoading, isFetching, refetch } = useListSavedSearchesQuery();
  const names = useSearchNames();
  const [update] = useUpdateSavedSearchMutation();
  const [remove, { isLoading: removing }] = useDeleteSavedSearchMutation();
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const searches = useMemo(() => data?.data ?? [], [data]);

  const open = (search: SavedSearch) => {
    // The count goes back to 0 as the list opens; the list does not wait for it.
    void update({ id: search.id, body: { opened: true } });
    navigate(searchHref(search.query));
  };

  const changeAlert = (search: SavedSearch, alert: SavedSearchAlert) => {
    update({ id: search.id, body: { alert } })
      .unwrap()
      .then(() => toast.success(t('savedSearches.alertSaved')))
      .catch((failure: unknown) => toast.error(toApiError(failure, t('savedSearches.failed')).message));
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove(toDelete.id)
      .unwrap()
      .then((answer) => toast.success(answer.message))
      .catch((failure: unknown) => toast.error(toApiError(failure, t('savedSearches.failed')).message))
      .finally(() => setToDelete(null));
  };

  return (
    <PageFrame
      title={t('savedSearches.title')}
      intro={t('savedSearches.intro')}
      width="wide"
      loading={isLoading}
      error={
        error && !data
          ? {
              message: toApiError(error, t('savedSearches.loadFailed')).message,
              onRetry: () => void refetch(),
              retrying: isFetching,
            }
          : null
      }
      empty={
        data && searches.length === 0
          ? {
              icon: 'search',
              title: t('savedSearches.emptyTitle'),
              description: t('savedSearches.emptyText'),
              action: <ButtonLink to={paths.browse.getHref()}>{t('savedSearches.browse')}</ButtonLink>,
            }
          : null
      }
    >
      <StyledList>
        {searches.map((search) => (
          <li key={search.id}>
            <StyledItem data-testid="saved-search">
              <div>
                <StyledName>
                  {search.name}
                  {search.new_count > 0 ? (
                    <Badge tone="accent">{t('savedSearches.newCount', { count: search.new_count })}</Badge>
                  ) : null}
                </StyledName>
                <StyledText>{describeSearch(search.query, names, t, i18n.language)}</StyledText>
              </div>
              <Field label={t('savedSearches.alert')}>
                <Select
                  value={search.alert}
                  onChange={(event) => changeAlert(search, event.target.value as SavedSearchAlert)}
                >
                  {SAVED_SEARCH_ALERTS.map((alert) => (
                    <option key={alert} value={alert}>
                      {t(`savedSearches.alerts.${alert}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <StyledActions>
                <Button icon="search" onClick={() => open(search)}>
                  {t('savedSearches.open')}
                </Button>
                <Button
                  variant="secondary"
                  icon="trash"
                  aria-label={t('savedSearches.deleteNamed', { name: search.name })}
                  onClick={() => setToDelete(search)}
                >
                  {t('savedSearches.delete')}
                </Button>
              </StyledActions>
            </StyledItem>
          </li>
        ))}
      </StyledList>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('savedSearches.deleteTitle')}
        message={t('savedSearches.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('savedSearches.delete')}
        variant="danger"
        confirming={removing}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </PageFrame>
  );
}
