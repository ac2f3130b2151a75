import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Ad } from '@sokoni/contracts';
import {
  AdGrid,
  ButtonLink,
  Container,
  EmptyState,
  ErrorState,
  Icon,
  paths,
  Price,
  RelativeDate,
  Skeleton,
  StatusBadge,
  toApiError,
  useAppSelector,
  useCategoryName,
  useDisplayCurrency,
  usePageName,
} from '@sokoni/shared-ui';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { FavoriteButton } from '../../../components/favorite-button';
import { useListCardProps } from '../../../components/list-card-props';
import { selectListedAd } from '../../../lib/listed-ad';
import { useGetAdPageQuery } from '../api/ad-page-api';
import { AdFieldTable } from '../../category-fields/ad-field-table';
import { AdStateBanner } from './ad-state-banner';
import { PhotoGallery } from './photo-gallery';
import { ContactSeller } from './contact-seller';
import { ReportAd } from './report-ad';
import { SafetyTips } from './safety-tips';
import { SellerCard } from './seller-card';
import { ShareActions } from './share-actions';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(8)}`};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

/* On a phone the page reads photos, then title, price and seller, then the description: the main column
   dissolves into the grid so its parts can be ordered around the summary. */
const StyledMain = styled.div`
  display: contents;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(6)};
    min-width: 0;
  }
`;

const StyledAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  order: 1;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    order: 0;
  }
`;

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
`;

const StyledFacts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledOwnerBar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  p {
    flex: 1 1 100%;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledSection = styled.section`
  min-width: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledDescriptionSection = styled(StyledSection)`
  order: 2;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    order: 0;
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledContact = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoBg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

function CategoryLinks({ category }: { category: Ad['category'] }) {
  const { t } = useTranslation('ads');
  const categoryName = useCategoryName();
  return (
    <Breadcrumbs aria-label={t('details.facts.category')}>
      <ol>
        {category.parent ? (
          <li>
            <Link to={paths.category.getHref(category.parent.slug)}>{categoryName(category.parent)}</Link>
          </li>
        ) : null}
        <li>
          <Link to={paths.category.getHref(category.slug)}>{categoryName(category)}</Link>
        </li>
      </ol>
    </Breadcrumbs>
  );
}

function DetailsSkeleton() {
  return (
    <StyledLayout aria-busy="true">
      <StyledMain>
        <Skeleton aspectRatio="4 / 3" />
        <Skeleton variant="text" lines={4} />
      </StyledMain>
      <StyledAside>
        <Skeleton variant="text" width="80%" height="32px" />
        <Skeleton variant="text" width="40%" height="28px" />
        <Skeleton height="160px" />
      </StyledAside>
    </StyledLayout>
  );
}

/** Ad Details. */
export function AdDetailsPage() {
  const { t } = useTranslation('ads');
  const { slug = '' } = useParams();
  const { pathname, search } = useLocation();
  const displayCurrency = useDisplayCurrency();
  const userId = useAppSelector((state) => state.session.user?.id ?? null);
  const isAdmin = useAppSelector((state) => state.session.user?.is_admin === true);
  const signedIn = userId !== null;
  const { currentData, error, isFetching, refetch } = useGetAdPageQuery({
    slug,
    display_currency: displayCurrency,
  });
  // What a list already showed of the ad: the page starts with it while the rest is on its way.
  const listed = useAppSelector((state) => selectListedAd(state, slug, displayCurrency));
  const cardProps = useListCardProps();
  const ad = currentData?.ad ?? listed;
  usePageName(ad?.title);

  if (error && !isFetching) {
    const notFound = (error as { status?: unknown }).status === 404;
    return (
      <Container>
        {notFound ? (
          <EmptyState
            icon="search"
            title={t('errors.adNotFound')}
            description={t('details.notFound.text')}
            action={<ButtonLink to={paths.browse.getHref()}>{t('details.notFound.browse')}</ButtonLink>}
          />
        ) : (
          <ErrorState
            message={toApiError(error, t('errors.loadAdDetails')).message}
            onRetry={() => void refetch()}
          />
        )}
      </Container>
    );
  }
  if (!ad) {
    return (
      <Container>
        <DetailsSkeleton />
      </Container>
    );
  }

  const seller = currentData?.seller;
  const similarAds = currentData?.similar_ads ?? [];
  const location = ad.location;
  const isOwner = ad.user.id === userId;

  return (
    <Container>
      {isOwner || isAdmin ? <AdStateBanner ad={ad} isOwner={isOwner} /> : null}
      <StyledLayout aria-busy={currentData ? undefined : true}>
        <StyledMain>
          <PhotoGallery ad={ad} />
          <StyledDescriptionSection aria-labelledby="ad-description">
            <h2 id="ad-description">{t('details.description')}</h2>
            <StyledDescription>
              {ad.description?.trim() || t('common:adCard.noDescription')}
            </StyledDescription>
          </StyledDescriptionSection>
        </StyledMain>
        <StyledAside>
          <StyledSummary>
            <CategoryLinks category={ad.category} />
            <StyledTitleRow>
              <h1>{ad.title}</h1>
              <FavoriteButton ad={ad} variant="inline" />
            </StyledTitleRow>
            <Price
              amount={ad.price}
              currency={ad.currency}
              converted={ad.converted_price}
              negotiable={ad.is_negotiable}
              size="lg"
            />
            <StyledFacts aria-label={t('details.facts.title')}>
              <li>
                <Icon name="location" size="sm" />
                {location ? (
                  <Link to={paths.location.getHref(location.slug)} title={location.path}>
                    {location.path || location.name}
                  </Link>
                ) : (
                  t('common:adCard.unknownLocation')
                )}
              </li>
              <li>
                <Icon name="eye" size="sm" />
                {t('details.facts.views', { count: ad.views_count })}
              </li>
              <li>
                <Icon name="clock" size="sm" />
                {ad.status === 'pending' ? (
                  // Not published yet: say so, rather than « Publiée aujourd'hui ».
                  <span data-testid="awaiting-review">
                    <strong>{t('details.facts.awaitingReview')}</strong> · {t('details.facts.submitted')}{' '}
                    <RelativeDate value={ad.created_at} />
                  </span>
                ) : ad.status === 'rejected' && !ad.published_at ? (
                  // Refused before it was ever published: it was only sent.
                  <span>
                    {t('details.facts.sent')} <RelativeDate value={ad.created_at} />
                  </span>
                ) : (
                  <span>
                    {t('details.facts.posted')} <RelativeDate value={ad.created_at} />
                  </span>
                )}
              </li>
              {ad.condition ? (
                <li>
                  <Icon name="tag" size="sm" />
                  {t('details.facts.condition', { value: t(`details.facts.${ad.condition}`) })}
                </li>
              ) : null}
            </StyledFacts>
            <AdFieldTable fields={ad.fields ?? []} values={ad.attributes ?? {}} />
          </StyledSummary>
          {ad.user.id === userId ? (
            <StyledOwnerBar aria-label={t('details.owner.title')}>
              <StatusBadge status={ad.status} />
              <ButtonLink to={paths.editAd.getHref(ad.slug)} variant="secondary" size="sm" icon="edit">
                {t('details.owner.edit')}
              </ButtonLink>
              <ButtonLink to={paths.myAds.getHref()} variant="ghost" size="sm">
                {t('details.owner.myAds')}
              </ButtonLink>
            </StyledOwnerBar>
          ) : null}
          {signedIn && ad.user.id !== userId ? <ContactSeller adId={ad.id} adTitle={ad.title} /> : null}
          {signedIn ? null : (
            <StyledContact aria-labelledby="contact-title">
              <h2 id="contact-title">{t('details.contact.title')}</h2>
              <p>{t('details.contact.text')}</p>
              <ButtonLink to={paths.login.getHref(`${pathname}${search}`)} icon="mail" fullWidth>
                {t('details.contact.signIn')}
              </ButtonLink>
            </StyledContact>
          )}
          {seller ? (
            <SellerCard
              seller={seller}
              rating={ad.rating}
              reviewsCount={ad.reviews_count}
              ad={{ id: ad.id, title: ad.title, path: paths.ad.getHref(ad.slug) }}
            />
          ) : (
            <Skeleton height="160px" />
          )}
          {ad.user.id !== userId ? <SafetyTips /> : null}
          {/* A link to an ad nobody else can open yet is not worth sharing. */}
          {ad.status === 'active' ? <ShareActions title={ad.title} path={paths.ad.getHref(ad.slug)} /> : null}
          {ad.user.id !== userId ? <ReportAd adId={ad.id} signedIn={signedIn} /> : null}
        </StyledAside>
      </StyledLayout>
      {similarAds.length > 0 ? (
        <StyledSection aria-labelledby="similar-ads">
          <h2 id="similar-ads">{t('details.similar')}</h2>
          <AdGrid ads={similarAds} headingLevel="h3" cardProps={cardProps} />
        </StyledSection>
      ) : null}
    </Container>
  );
}
