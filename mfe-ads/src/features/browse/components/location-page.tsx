import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths, usePageName } from '@sokoni/shared-ui';
import { useGetLocationQuery } from '../../../lib/catalog-api';
import { ScopeHeader } from './scope-header';
import { ScopePage } from './scope-page';

/** Location ads: the place's heading and the ads there (places inside it included). */
export function LocationPage() {
  const { t } = useTranslation('ads');
  const { slug = '' } = useParams();
  const query = useGetLocationQuery(slug);
  const location = query.data;
  usePageName(location?.name);

  const header = location ? (
    <ScopeHeader
      title={location.name}
      description={location.description ?? (location.path !== location.name ? location.path : undefined)}
    >
      <p>
        <Link to={paths.browse.getHref({ location: location.slug })}>{t('location.refine')}</Link>
      </p>
    </ScopeHeader>
  ) : null;

  return <ScopePage kind="location" slug={slug} query={query} header={header} />;
}
