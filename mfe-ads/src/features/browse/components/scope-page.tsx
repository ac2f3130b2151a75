import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Container, EmptyState, ErrorState, paths, Skeleton, toApiError } from '@sokoni/shared-ui';
import { AdResults } from './ad-results';
import { ScopeHeader } from './scope-header';

export interface ScopePageProps {
  /** What the page narrows to: the prefix of its texts, its icon, and the ads filter it sets. */
  kind: 'category' | 'location';
  slug: string;
  /** The scope's api query. */
  query: { error?: unknown; isFetching: boolean; refetch: () => unknown };
  /** The scope's heading once it has loaded (a skeleton stands in until then). */
  header: ReactNode | null;
}

const ICONS = { category: 'tag', location: 'location' } as const;

/** A category or location page: its heading, or a clear way out when it is unknown, then its ads. */
export function ScopePage({ kind, slug, query, header }: ScopePageProps) {
  const { t } = useTranslation('ads');
  const { error, isFetching, refetch } = query;

  if (error && (error as { status?: unknown }).status === 404) {
    return (
      <Container>
        <EmptyState
          icon={ICONS[kind]}
          title={t(`${kind}.notFound`)}
          description={t(`${kind}.notFoundText`)}
          action={<ButtonLink to={paths.browse.getHref()}>{t('details.notFound.browse')}</ButtonLink>}
        />
      </Container>
    );
  }
  if (error) {
    return (
      <Container>
        <ErrorState
          message={toApiError(error, t(`${kind}.loadFailed`)).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </Container>
    );
  }

  return (
    <Container>
      {header ?? <ScopeHeader title={<Skeleton variant="text" width="40%" />} />}
      <AdResults
        scope={{ [kind]: slug }}
        emptyTitle={t(`${kind}.empty`)}
        emptyText=""
        emptyAction={<ButtonLink to={paths.browse.getHref()} variant="secondary">{t('home.recent.seeAll')}</ButtonLink>}
      />
    </Container>
  );
}
