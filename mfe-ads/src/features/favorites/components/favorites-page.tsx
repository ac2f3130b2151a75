import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE } from '@sokoni/contracts';
import {
  AdGrid,
  AdGridSkeleton,
  ButtonLink,
  Container,
  EmptyState,
  ErrorState,
  paths,
  toApiError,
  useDisplayCurrency,
} from '@sokoni/shared-ui';
import { Pagination } from '@sokoni/shared-ui/widgets';
import { favoriteCardProps } from '../../../components/favorite-button';
import { useListMyFavoritesQuery } from '../api/favorites-api';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** My Favorites: the ads the user keeps, newest favourite first; a heart press takes one away. */
export function FavoritesPage() {
  const { t } = useTranslation('ads');
  const displayCurrency = useDisplayCurrency();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { currentData, data, error, isFetching, refetch } = useListMyFavoritesQuery({
    page,
    per_page: DEFAULT_PAGE_SIZE,
    display_currency: displayCurrency,
  });
  const list = currentData ?? (isFetching ? data : undefined);

  return (
    <Container>
      <StyledPage>
        <h1>{t('favorites.title')}</h1>
        {error && !isFetching ? (
          <ErrorState message={toApiError(error, t('errors.fetchFavorites')).message} onRetry={() => void refetch()} />
        ) : !list ? (
          <AdGridSkeleton count={4} />
        ) : list.data.length === 0 ? (
          <EmptyState
            icon="heart"
            title={t('favorites.empty.title')}
            description={t('favorites.empty.text')}
            action={<ButtonLink to={paths.browse.getHref()}>{t('favorites.empty.browse')}</ButtonLink>}
          />
        ) : (
          <>
            <p role="status">{t('favorites.count', { count: list.total })}</p>
            <AdGrid ads={list.data} headingLevel="h2" eagerCount={2} cardProps={favoriteCardProps} />
            <Pagination
              page={list.current_page}
              totalPages={list.last_page}
              getHref={(next) => (next > 1 ? `${paths.favorites.getHref()}?page=${next}` : paths.favorites.getHref())}
              label={t('favorites.pagination')}
            />
          </>
        )}
      </StyledPage>
    </Container>
  );
}
