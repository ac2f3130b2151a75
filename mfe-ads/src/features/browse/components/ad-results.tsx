import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE, type AdSort } from '@sokoni/contracts';
import {
  AdGrid,
  AdGridSkeleton,
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  spreadRow,
  toApiError,
  useDisplayCurrency,
} from '@sokoni/shared-ui';
import { Pagination } from '@sokoni/shared-ui/pagination';
import { useListCardProps } from '../../../components/list-card-props';
import { useListAdsQuery } from '../api/ads-api';
import { toAdListQuery, useAdFilters } from '../hooks/use-ad-filters';
import { SaveSearchButton } from './save-search-button';
import { SortSelect } from './sort-select';

const StyledToolbar = styled.div`
  ${spreadRow({ align: 'flex-end' })}
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledCount = styled.p`
  margin: 0;
  min-height: ${({ theme }) => theme.tapTarget};
  display: flex;
  align-items: center;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The place the words named: the list holds its ads; a tap makes it the place filter. */
const StyledPlace = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;

/** The words without the place's name ("toyota kinshasa" → "toyota"), accents and case aside. */
export function wordsWithoutPlace(q: string, placeName: string): string | undefined {
  const fold = (text: string) =>
    text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const named = new Set(fold(placeName).split(' '));
  const rest = q.split(/\s+/).filter((word) => !fold(word).split(' ').every((part) => named.has(part)));
  return rest.join(' ').trim() || undefined;
}

const StyledSort = styled.div`
  min-width: 200px;
`;

/** Save this search beside the sort; on a phone both take the line's width. */
const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    width: 100%;
    & > * {
      flex: 1 1 100%;
    }
  }
`;

/** Scrolled to on a page change: clear of the sticky navigation bar. */
const StyledSection = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(2)});
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
  const cardProps = useListCardProps();
  const { filters, update, pageHref } = useAdFilters();
  const displayCurrency = useDisplayCurrency();
  const query = {
    ...toAdListQuery(filters),
    ...scope,
    display_currency: displayCurrency,
    per_page: DEFAULT_PAGE_SIZE,
  };
  const { data, currentData, error, isFetching, refetch } = useListAdsQuery(query);
  const list = currentData ?? (isFetching ? data : undefined);
  const pastEnd =
    list !== undefined && list.data.length === 0 && list.total > 0 && filters.page > list.last_page;

  // Every page change starts at the top of the results (the links are at their foot).
  const sectionRef = useRef<HTMLElement>(null);
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [filters.page]);

  return (
    <StyledSection ref={sectionRef} aria-busy={isFetching || undefined}>
      <StyledToolbar>
        <StyledCount role="status">
          {list
            ? t(list.total_is_lower_bound ? 'browse.resultsMoreThan' : 'browse.results', {
                count: list.total,
              })
            : '\u00a0'}
        </StyledCount>
        <StyledTools>
          <SaveSearchButton query={{ ...toAdListQuery(filters), ...scope }} />
          <StyledSort>
            <SortSelect
              value={filters.sort}
              onChange={(sort: AdSort) => update({ sort: sort === 'relevance' ? undefined : sort })}
            />
          </StyledSort>
        </StyledTools>
      </StyledToolbar>
      {list?.place && !scope?.location ? (
        <StyledPlace data-testid="place-suggestion">
          <p>{t('browse.place.notice', { name: list.place.path })}</p>
          <Button
            size="sm"
            variant="secondary"
            icon="location"
            onClick={() =>
              update({ location: list.place!.slug, q: wordsWithoutPlace(filters.q ?? '', list.place!.name) })
            }
          >
            {t('browse.place.filter', { name: list.place.name })}
          </Button>
        </StyledPlace>
      ) : null}
      {error && !isFetching ? (
        <ErrorState
          message={toApiError(error, t('errors.fetchAds')).message}
          onRetry={() => void refetch()}
        />
      ) : !list ? (
        <AdGridSkeleton count={10} />
      ) : pastEnd ? (
        <EmptyState
          title={t('browse.pastEnd.title')}
          description={t('browse.pastEnd.text', { count: list.last_page })}
          action={
            <ButtonLink to={pageHref(list.last_page)} variant="secondary">
              {t('browse.pastEnd.last')}
            </ButtonLink>
          }
        />
      ) : list.total === 0 || list.data.length === 0 ? (
        <EmptyState
          title={emptyTitle ?? t('browse.empty.title')}
          description={emptyText ?? t('browse.empty.text')}
          action={emptyAction}
        />
      ) : (
        <StyledGridWrap $stale={isFetching && !currentData}>
          <AdGrid ads={list.data} headingLevel="h2" eagerCount={2} cardProps={cardProps} />
          <Pagination
            page={list.current_page}
            totalPages={list.last_page}
            getHref={pageHref}
            label={t('browse.pagination')}
          />
        </StyledGridWrap>
      )}
    </StyledSection>
  );
}
