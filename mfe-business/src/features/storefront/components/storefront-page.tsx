import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ratingLabel, type RatingCounts, type Review } from '@sokoni/contracts';
import {
  AdGrid,
  AdGridSkeleton,
  Badge,
  ButtonAnchor,
  clusterList,
  Container,
  EmptyState,
  ErrorState,
  formatDecimal,
  Icon,
  paths,
  RelativeDate,
  Skeleton,
  toApiError,
  usePageName,
  useSiteOrigin,
} from '@sokoni/shared-ui';
import { Pagination, RatingBreakdown, RatingStars } from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { BusinessLogo } from '../../business-form/components/business-logo';
import { useGetStorefrontQuery } from '../api/storefront-api';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-start;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const StyledIdentity = styled.div`
  flex: 1 1 240px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const StyledContact = styled.ul`
  ${clusterList()}
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledRating = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledReviews = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The owner's average as stars, number and label, linking to every review, with how many reviews give each
 * number of stars; a quiet line before the first.
 */
function RatingSummary({
  userId,
  rating,
  count,
  counts,
}: {
  userId: number;
  rating: number | null;
  count: number;
  counts: RatingCounts | undefined;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  if (rating === null || count === 0)
    return <StyledRating data-testid="storefront-rating">{t('storefront.reviews.noneYet')}</StyledRating>;
  const value = formatDecimal(rating, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <StyledSummary>
      <StyledRating data-testid="storefront-rating">
        <RatingStars value={rating} />
        <Link to={paths.sellerReviews.getHref(userId)}>
          {t('storefront.reviews.summary', {
            rating: value,
            label: t(`ratingLabels.${ratingLabel(rating)}`),
            count,
          })}
        </Link>
      </StyledRating>
      {counts ? <RatingBreakdown counts={counts} total={count} /> : null}
    </StyledSummary>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <li>
      <span>
        <RatingStars value={review.rating} />{' '}
        {t('storefront.reviews.ratingOf', {
          rating: review.rating,
          label: t(`ratingLabels.${ratingLabel(review.rating)}`),
        })}
      </span>
      <p>{review.comment}</p>
      <small>
        {review.reviewer.name} · <RelativeDate value={review.created_at} />
      </small>
    </li>
  );
}

/** « Share » on WhatsApp: a link to the storefront with the site's address (known once in the browser). */
function StorefrontShareLink({ name, slug }: { name: string; slug: string }) {
  const { t } = useTranslation(NAMESPACE);
  const url = `${useSiteOrigin()}${paths.storefront.getHref(slug)}`;
  return (
    <ButtonAnchor
      href={`https://wa.me/?text=${encodeURIComponent(t('storefront.shareText', { name, url }))}`}
      target="_blank"
      rel="noopener"
      variant="secondary"
      size="sm"
      icon="whatsapp"
    >
      {t('storefront.share')}
    </ButtonAnchor>
  );
}

/** The public storefront: the business, how to reach it, and its ads. */
export function StorefrontPage() {
  const { t } = useTranslation(NAMESPACE);
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  // A new slug is a new query: the page reloads when the slug changes.
  const { currentData, error, isFetching, refetch } = useGetStorefrontQuery({ slug, page });
  const storefront = currentData?.storefront;
  const reviews = currentData?.reviews ?? [];
  // The tab keeps the shop's name the server gave it ("Kin Électro | Sokoni"), not the route's "Storefront".
  usePageName(storefront?.name);

  // A former slug answers with the current one: move the address bar to it.
  useEffect(() => {
    if (storefront && storefront.slug !== slug) {
      navigate(`${paths.storefront.getHref(storefront.slug)}${page > 1 ? `?page=${page}` : ''}`, {
        replace: true,
      });
    }
  }, [storefront, slug, page, navigate]);

  if (error && !isFetching) {
    return (
      <Container>
        <StyledPage>
          <ErrorState
            message={toApiError(error, t('errors.loadStorefront')).message}
            onRetry={() => void refetch()}
          />
        </StyledPage>
      </Container>
    );
  }
  if (!storefront) {
    return (
      <Container>
        <StyledPage aria-busy="true" aria-label={t('storefront.loading')}>
          <StyledHeader>
            <Skeleton variant="block" width="96px" height="96px" />
            <StyledIdentity>
              <Skeleton variant="text" lines={3} />
            </StyledIdentity>
          </StyledHeader>
          <AdGridSkeleton count={4} label={t('storefront.loading')} />
        </StyledPage>
      </Container>
    );
  }

  const ads = storefront.user.ads;
  return (
    <Container>
      <StyledPage>
        <StyledHeader>
          <BusinessLogo name={storefront.name} url={storefront.logo_url} size={96} />
          <StyledIdentity>
            <h1>{storefront.name}</h1>
            {storefront.user.is_verified ? (
              <div>
                <Badge tone="success" icon="verified">
                  {t('storefront.verified')}
                </Badge>
              </div>
            ) : null}
            <RatingSummary
              userId={storefront.user.id}
              rating={storefront.user.rating}
              count={storefront.user.reviews_count}
              counts={storefront.user.rating_counts}
            />
            <p>{storefront.description}</p>
            <StyledContact>
              {storefront.address ? (
                <li>
                  <Icon name="location" size="sm" />
                  <span>{storefront.address}</span>
                </li>
              ) : null}
              {storefront.phone ? (
                <li>
                  <ButtonAnchor href={`tel:${storefront.phone}`} variant="secondary" size="sm" icon="phone">
                    {/* Written as on the ad page (the server's one formatter), never broken across lines. */}
                    {t('storefront.call', {
                      phone: (storefront.phone_display ?? storefront.phone).replace(/ /g, '\u00a0'),
                    })}
                  </ButtonAnchor>
                </li>
              ) : null}
              {storefront.website ? (
                <li>
                  <ButtonAnchor
                    href={storefront.website}
                    target="_blank"
                    rel="noopener"
                    variant="secondary"
                    size="sm"
                    iconEnd="external"
                  >
                    {t('storefront.website')}
                  </ButtonAnchor>
                </li>
              ) : null}
              <li>
                <StorefrontShareLink name={storefront.name} slug={storefront.slug} />
              </li>
            </StyledContact>
          </StyledIdentity>
        </StyledHeader>
        {reviews.length > 0 ? (
          <section aria-labelledby="storefront-reviews">
            <h2 id="storefront-reviews">{t('storefront.reviews.title')}</h2>
            <StyledReviews>
              {reviews.map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </StyledReviews>
            <Link to={paths.sellerReviews.getHref(storefront.user.id)}>
              {t('storefront.reviews.all', { count: storefront.user.reviews_count })}
            </Link>
          </section>
        ) : null}
        <section aria-labelledby="storefront-ads">
          <h2 id="storefront-ads">{t('storefront.ourAds')}</h2>
          {ads.data.length === 0 ? (
            <EmptyState icon="tag" title={t('storefront.noAds')} />
          ) : (
            <>
              <AdGrid ads={ads.data} headingLevel="h3" eagerCount={2} aria-label={t('storefront.ourAds')} />
              <Pagination
                page={ads.current_page}
                totalPages={ads.last_page}
                getHref={(next) =>
                  `${paths.storefront.getHref(storefront.slug)}${next > 1 ? `?page=${next}` : ''}`
                }
                label={t('storefront.adsPagination')}
              />
            </>
          )}
        </section>
      </StyledPage>
    </Container>
  );
}
