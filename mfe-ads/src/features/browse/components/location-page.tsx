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
  usePageName,
} from '@sokoni/shared-ui';
import { useGetLocationQuery } from '../../../lib/catalog-api';
import { AdResults } from './ad-results';
import { ScopeHeader } from './scope-header';

/** Location ads (spec §2): the place's heading and the ads there (places inside it included). */
export function LocationPage() {
  const { t } = useTranslation('ads');
  const { slug = '' } = useParams();
  const { data: location, error, isLoading, isFetching, refetch } = useGetLocationQuery(slug);
  usePageName(location?.name);

  if (error && (error as { status?: unknown }).status === 404) {
    return (
      <Container>
        <EmptyState
          icon="location"
          title={t('location.notFound')}
          description={t('location.notFoundText')}
          action={<ButtonLink to={paths.browse.getHref()}>{t('details.notFound.browse')}</ButtonLink>}
        />
      </Container>
    );
  }
  if (error) {
    return (
      <Container>
        <ErrorState
          message={toApiError(error, t('location.loadFailed')).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Container>
    );
  }

  return (
    <Container>
      {isLoading || !location ? (
        <ScopeHeader title={<Skeleton variant="text" width="40%" />} />
      ) : (
        <ScopeHeader
          title={location.name}
          description={location.description ?? (location.path !== location.name ? location.path : undefined)}
        >
          <p>
            <Link to={paths.browse.getHref({ location: location.slug })}>{t('location.refine')}</Link>
          </p>
        </ScopeHeader>
      )}
      <AdResults
        scope={{ location: slug }}
        emptyTitle={t('location.empty')}
        emptyText=""
        emptyAction={<ButtonLink to={paths.browse.getHref()} variant="secondary">{t('home.recent.seeAll')}</ButtonLink>}
      />
    </Container>
  );
}
