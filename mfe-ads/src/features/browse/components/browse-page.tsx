import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, useDisplayCurrency } from '@sokoni/shared-ui';
import { useGetCategoryQuery, useListCategoriesQuery } from '../../../lib/catalog-api';
import { useAdFilters } from '../hooks/use-ad-filters';
import { AdFiltersForm } from './ad-filters';
import { AdResults } from './ad-results';

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(4)}`};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    overflow-wrap: anywhere;
  }
`;

const StyledToggle = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(8)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
  }
`;

/** On a phone the filters fold into a panel opened by a button; from tablets up they stay in a side column. */
const StyledPanel = styled.aside<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: block;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(4)});
  }
`;

/**
 * A former category address in `?category=` (a category merged into another, or renamed: the api searches the
 * category now there) becomes that category's own, replacing the address in the history, so the filter shows it
 * selected and its fields' filters apply. Asked only for a slug the category list does not hold.
 */
function useCurrentCategoryAddress(category: string | undefined) {
  const [, setSearchParams] = useSearchParams();
  const { data: categories } = useListCategoriesQuery();
  const listed =
    !category ||
    !categories ||
    categories.data.some((parent) => parent.slug === category || parent.children.some((child) => child.slug === category));
  const moved = useGetCategoryQuery(category ?? '', { skip: listed }).currentData;
  const current = !listed && moved && moved.slug !== category ? moved.slug : undefined;
  useEffect(() => {
    if (!current) return;
    setSearchParams(
      (params) => {
        params.set('category', current);
        return params;
      },
      { replace: true },
    );
  }, [current, setSearchParams]);
}

/** Browse Ads: search and filters held in the URL, sorted and paginated results. */
export function BrowsePage() {
  const { t } = useTranslation('ads');
  const [searchParams] = useSearchParams();
  const { filters, update, reset } = useAdFilters();
  useCurrentCategoryAddress(filters.category);
  const displayCurrency = useDisplayCurrency();
  const [open, setOpen] = useState(false);

  return (
    <Container>
      <StyledHeader>
        <h1>{filters.q ? t('browse.headingQuery', { q: filters.q }) : t('browse.heading')}</h1>
        <StyledToggle>
          <Button
            variant="secondary"
            icon="filter"
            data-early-press="filters"
            aria-expanded={open}
            aria-controls="ads-filters"
            onClick={() => setOpen((value) => !value)}
          >
            {t('browse.filters.toggle')}
          </Button>
        </StyledToggle>
      </StyledHeader>
      <StyledLayout>
        <StyledPanel id="ads-filters" $open={open}>
          {/* Remounting on a URL change puts typed values back in step after back/forward or a reset. */}
          <AdFiltersForm
            key={searchParams.toString()}
            filters={filters}
            displayCurrency={displayCurrency}
            onChange={update}
            onReset={reset}
            onDone={() => setOpen(false)}
          />
        </StyledPanel>
        <AdResults
          emptyAction={
            <Button variant="secondary" icon="refresh" onClick={reset}>
              {t('browse.filters.reset')}
            </Button>
          }
        />
      </StyledLayout>
    </Container>
  );
}
