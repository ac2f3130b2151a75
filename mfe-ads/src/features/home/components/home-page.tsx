import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AdGrid,
  AdGridSkeleton,
  Container,
  EmptyState,
  ErrorState,
  Icon,
  paths,
  Skeleton,
  spreadRow,
  toApiError,
  useDisplayCurrency,
} from '@sokoni/shared-ui';
import { useListCardProps } from '../../../components/list-card-props';
import { useGetHomeQuery } from '../api/home-api';
import { CategoryTiles } from './category-tiles';
import { HeroSearch } from './hero-search';
import { HowItWorks } from './how-it-works';

const StyledHero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(6)}`};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.2;
    @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledSection = styled.section`
  padding: ${({ theme }) => theme.space(4)} 0;
`;

/* On a phone the "see all" link goes under the heading rather than past the screen's edge. */
const StyledSectionHeader = styled.div`
  ${spreadRow({ align: 'baseline' })}
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.tapTarget};
    gap: ${({ theme }) => theme.space(1)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledNotice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.warning};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledTileSkeletons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

/** Home: hero search, browse categories, recent listings, how it works in 3 steps. */
export function HomePage() {
  const { t } = useTranslation('ads');
  const cardProps = useListCardProps();
  const [searchParams] = useSearchParams();
  const displayCurrency = useDisplayCurrency();
  const { data, error, isLoading, isFetching, refetch } = useGetHomeQuery({
    display_currency: displayCurrency,
  });
  const unverified = searchParams.get('reason') === 'unverified';

  return (
    <Container>
      {unverified ? (
        <StyledNotice role="status">
          <Icon name="warning" />
          {t('home.unverified')}
        </StyledNotice>
      ) : null}
      <StyledHero>
        <h1>{t('home.hero.title')}</h1>
        <p>{t('home.hero.subtitle')}</p>
        <HeroSearch />
        {data ? <p>{t('home.hero.stats', { count: data.stats.active_ads })}</p> : null}
      </StyledHero>

      {error && !data ? (
        <ErrorState
          message={toApiError(error, t('errors.fetchAds')).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <>
          <StyledSection aria-labelledby="home-categories">
            <StyledSectionHeader>
              <h2 id="home-categories">{t('home.categories.title')}</h2>
            </StyledSectionHeader>
            {isLoading || !data ? (
              <StyledTileSkeletons aria-hidden="true">
                {Array.from({ length: 5 }, (_, index) => (
                  <Skeleton key={index} height="64px" />
                ))}
              </StyledTileSkeletons>
            ) : (
              <CategoryTiles categories={data.categories} />
            )}
          </StyledSection>

          {data && data.boosted_ads.length > 0 ? (
            <StyledSection aria-labelledby="home-boosted">
              <StyledSectionHeader>
                <h2 id="home-boosted">{t('home.boosted.title')}</h2>
              </StyledSectionHeader>
              <AdGrid ads={data.boosted_ads} eagerCount={2} cardProps={cardProps} />
            </StyledSection>
          ) : null}

          <StyledSection aria-labelledby="home-recent">
            <StyledSectionHeader>
              <h2 id="home-recent">{t('home.recent.title')}</h2>
              <Link to={paths.browse.getHref()}>
                {t('home.recent.seeAll')}
                <Icon name="chevron-right" size="sm" />
              </Link>
            </StyledSectionHeader>
            {isLoading || !data ? (
              <AdGridSkeleton count={10} />
            ) : data.recent_ads.length === 0 ? (
              <EmptyState title={t('home.recent.empty')} icon="tag" headingLevel="h3" />
            ) : (
              <AdGrid
                ads={data.recent_ads}
                eagerCount={data.boosted_ads.length > 0 ? 0 : 2}
                cardProps={cardProps}
              />
            )}
          </StyledSection>
        </>
      )}

      <StyledSection aria-labelledby="home-how">
        <StyledSectionHeader>
          <h2 id="home-how">{t('home.howItWorks.title')}</h2>
        </StyledSectionHeader>
        <HowItWorks />
      </StyledSection>
    </Container>
  );
}
