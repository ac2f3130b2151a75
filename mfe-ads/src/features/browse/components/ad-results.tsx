import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE, type AdSort } from '@sokoni/contracts';
import { AdGrid, AdGridSkeleton, EmptyState, ErrorState, Pagination, toApiError } from '@sokoni/shared-ui';
import { favoriteCardProps } from '../../../components/favorite-button';
import { useListAdsQuery } from '../api/ads-api';
import { toAdListQuery, useAdFilters } from '../hooks/use-ad-filters';
import { useDisplayCurrency } from '../hooks/use-display-currency';
import { SortSelect } from './sort-select';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledCount = styled.p`
  margin: 0;
  min-height: ${({ theme }) => theme.tapTarget};
  display: flex;
  align-items: center;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledSort = styled.div`
  min-width: 200px;
`;

const StyledGridWrap = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal};
`;

export interface AdResultsProps {
  /** Fixed filters of a category or location page, on top of those in the URL. */
  scope?: { category?: string; location?: string };
  /** Title and action of the empty state. */
  emptyTitle?: string;
  emptyText?: string;
  emptyAction?: ReactNode;
}

/** Result count, sort, the grid of ads with its pagination, and designed loading, empty and error states. */
export function AdResults({ scope, emptyTitle, emptyText, emptyAction }: AdResultsProps) {
  const { t } = useTranslation('ads');
  const { filters, update, pageHref } = useAdFilters();
  const displayCurrency = useDisplayCurrency();
  const query = { ...toAdListQuery(filters), ...scope, display_currency: displayCurrency, per_page: DEFAULT_PAGE_SIZE };
  const { data, currentData, error, isFetching, refetch } = useListAdsQuery(query);
  const list = currentData ?? (isFetching ? data : undefined);

  return (
    <section aria-busy={isFetching || undefined}>
      <StyledToolbar>
        <StyledCount role="status">{list
            ? t(list.total_is_lower_bound ? 'browse.resultsMoreThan' : 'browse.results', { count: list.total })
            : '\u00a0'}</StyledCount>
        <StyledSort>
          <SortSelect value={filters.sort} onChange={(sort: AdSort) => update({ sort: sort === 'newest' ? undefined : sort })} />
        </StyledSort>
      </StyledToolbar>
      {error && !isFetching ? (
        <ErrorState message={toApiError(error, t('errors.fetchAds')).message} onRetry={() => void refetch()} />
      ) : !list ? (
        <AdGridSkeleton count={10} />
      ) : list.total === 0 || list.data.length === 0 ? (
        <EmptyState
          title={emptyTitle ?? t('browse.empty.title')}
          description={emptyText ?? t('browse.empty.text')}
          action={emptyAction}
        />
      ) : (
        <StyledGridWrap $stale={isFetching && !currentData}>
          <AdGrid ads={list.data} headingLevel="h2" eagerCount={2} cardProps={favoriteCardProps} />
          <Pagination
            page={list.current_page}
            totalPages={list.last_page}
            getHref={pageHref}
            label={t('browse.pagination')}
          />
        </StyledGridWrap>
      )}
    </section>
  );
}
