import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  ButtonLink,
  Container,
  EmptyState,
  ErrorState,
  paths,
  Skeleton,
  toApiError,
  useCategoryName,
  usePageName,
} from '@sokoni/shared-ui';
import { useGetCategoryQuery } from '../../../lib/catalog-api';
import { AdResults } from './ad-results';
import { ScopeHeader, StyledChips, StyledCrumb } from './scope-header';

/** Category ads (spec §2): the category's heading, its sub-categories, and its ads (children included). */
export function CategoryPage() {
  const { t } = useTranslation('ads');
  const { slug = '' } = useParams();
  const categoryName = useCategoryName();
  const { data: category, error, isLoading, isFetching, refetch } = useGetCategoryQuery(slug);
  usePageName(category ? categoryName(category) : null);

  if (error && (error as { status?: unknown }).status === 404) {
    return (
      <Container>
        <EmptyState
          icon="tag"
          title={t('category.notFound')}
          description={t('category.notFoundText')}
          action={<ButtonLink to={paths.browse.getHref()}>{t('details.notFound.browse')}</ButtonLink>}
        />
      </Container>
    );
  }
  if (error) {
    return (
      <Container>
        <ErrorState
          message={toApiError(error, t('category.loadFailed')).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Container>
    );
  }

  return (
    <Container>
      {isLoading || !category ? (
        <ScopeHeader title={<Skeleton variant="text" width="40%" />} />
      ) : (
        <ScopeHeader
          title={categoryName(category)}
          description={category.description}
          before={
            category.parent ? (
              <StyledCrumb aria-label={t('browse.filters.category')}>
                <ol>
                  <li>
                    <Link to={paths.category.getHref(category.parent.slug)}>{categoryName(category.parent)}</Link>
                  </li>
                  <li aria-current="page">{categoryName(category)}</li>
                </ol>
              </StyledCrumb>
            ) : null
          }
        >
          {category.children.length > 0 ? (
            <StyledChips aria-label={t('category.subcategories')}>
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link to={paths.category.getHref(child.slug)}>{categoryName(child)}</Link>
                </li>
              ))}
            </StyledChips>
          ) : null}
          <p>
            <Link to={paths.browse.getHref({ category: category.slug })}>{t('category.refine')}</Link>
          </p>
        </ScopeHeader>
      )}
      <AdResults
        scope={{ category: slug }}
        emptyTitle={t('category.empty')}
        emptyText=""
        emptyAction={<ButtonLink to={paths.browse.getHref()} variant="secondary">{t('home.recent.seeAll')}</ButtonLink>}
      />
    </Container>
  );
}
