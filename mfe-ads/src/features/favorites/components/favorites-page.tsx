import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@sokoni/contracts';
import {
  AdGrid,
  AdGridSkeleton,
  ButtonLink,
  PageFrame,
  paths,
  toApiError,
  useDisplayCurrency,
} from '@sokoni/shared-ui';
import { Pagination } from '@sokoni/shared-ui/pagination';
import { useListCardProps } from '../../../components/list-card-props';
import { useListMyFavoritesQuery } from '../api/favorites-api';

/** My Favorites: the ads the user keeps, newest favourite first; a heart press takes one away. */
export function FavoritesPage() {
  const { t } = useTranslation('ads');
  const cardProps = useListCardProps();
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
    <PageFrame
      title={t('favorites.title')}
      error={
        error && !isFetching
          ? { message: toApiError(error, t('errors.fetchFavorites')).message, onRetry: () => void refetch() }
          : null
      }
      loading={!list}
      skeleton={<AdGridSkeleton count={4} />}
      empty={
        list?.data.length === 0 && {
          icon: 'heart',
          title: t('favorites.empty.title'),
          description: t('favorites.empty.text'),
          action: <ButtonLink to={paths.browse.getHref()}>{t('favorites.empty.browse')}</ButtonLink>,
        }
      }
    >
      {list ? (
        <>
          <p role="status">{t('favorites.count', { count: list.total })}</p>
          <AdGrid ads={list.data} headingLevel="h2" eagerCount={2} cardProps={cardProps} />
          <Pagination
            page={list.current_page}
            totalPages={list.last_page}
            getHref={(next) => (next > 1 ? `${paths.favorites.getHref()}?page=${next}` : paths.favorites.getHref())}
            label={t('favorites.pagination')}
          />
        </>
      ) : null}
    </PageFrame>
  );
}
