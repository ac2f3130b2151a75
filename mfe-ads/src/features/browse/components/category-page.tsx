import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { paths, useCategoryName, usePageName } from '@sokoni/shared-ui';
import { useGetCategoryQuery } from '../../../lib/catalog-api';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ScopeHeader, StyledChips } from './scope-header';
import { ScopePage } from './scope-page';

/** Category ads: the category's heading, its sub-categories, and its ads (children included). */
export function CategoryPage() {
  const { t } = useTranslation('ads');
  const { slug = '' } = useParams();
  const categoryName = useCategoryName();
  const query = useGetCategoryQuery(slug);
  const category = query.data;
  usePageName(category ? categoryName(category) : null);
  const navigate = useNavigate();
  const { search } = useLocation();
  // A former slug (a category merged into another, or renamed) answers with the category now there: the address
  // bar moves to its own address, replacing the old one in the history (the server answers such a link with a 301).
  const answered = query.currentData;
  useEffect(() => {
    if (answered && answered.slug !== slug)
      navigate(`${paths.category.getHref(answered.slug)}${search}`, { replace: true });
  }, [answered, slug, search, navigate]);

  const header = category ? (
    <ScopeHeader
      title={categoryName(category)}
      description={category.description}
      before={
        category.parent ? (
          <Breadcrumbs aria-label={t('browse.filters.category')}>
            <ol>
              <li>
                <Link to={paths.category.getHref(category.parent.slug)}>{categoryName(category.parent)}</Link>
              </li>
              <li aria-current="page">{categoryName(category)}</li>
            </ol>
          </Breadcrumbs>
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
  ) : null;

  return <ScopePage kind="category" slug={slug} query={query} header={header} />;
}
