import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { REVIEW_REPLY_MAX_LENGTH, ratingLabel, type Review } from '@sokoni/contracts';
import {
  Badge,
  Button,
  EmptyState,
  Field,
  PageFrame,
  RelativeDate,
  Skeleton,
  TextArea,
  formatDecimal,
  paths,
  toApiError,
  useAppSelector,
  usePageName,
  useToast,
  panelBox,
} from '@sokoni/shared-ui';
import { Pagination, RatingBreakdown, RatingStars } from '@sokoni/shared-ui/widgets';
import { useGetSellerReviewsQuery, useReplyToReviewMutation } from '../api/reviews-api';

const StyledSummary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledAverage = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1;
`;

/* Beside the average on a wide screen, under it on a phone. */
const StyledBreakdown = styled(RatingBreakdown)`
  flex: 1 1 220px;
  margin-left: auto;
`;

const StyledSummaryText = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledReview = styled.li`
  ${panelBox({ gap: 2 })}
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledReply = styled.div`
  margin-left: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.bg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

function useNumberFormat() {
  const { i18n } = useTranslation();
  return (value: number) =>
    formatDecimal(value, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The seller's one answer to a review: a text box under it until it is sent. */
function ReplyForm({ review, onCancel }: { review: Review; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reply, { isLoading }] = useReplyToReviewMutation();
  const fieldId = `review-reply-${review.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('validation.required'));
      return;
    }
    setError(undefined);
    try {
      await reply({ reviewId: review.id, sellerId: review.seller_id, reply: text }).unwrap();
      toast.success(t('sellerReviews.replySent'));
    } catch (caught) {
      const apiError = toApiError(caught, t('sellerReviews.replyFailed'));
      setError(apiError.errors?.reply?.[0] ?? apiError.message);
      toast.error(apiError.message);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('sellerReviews.replyTo', { name: review.reviewer.name })}
    >
      <Field label={t('sellerReviews.replyLabel')} error={error} required id={fieldId}>
        <TextArea
          rows={3}
          value={text}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <StyledActions>
        <Button type="submit" size="sm" loading={isLoading}>
          {t('sellerReviews.replySubmit')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel} disabled={isLoading}>
          {t('sellerReviews.replyCancel')}
        </Button>
      </StyledActions>
    </form>
  );
}

function ReviewItem({ review, canReply }: { review: Review; canReply: boolean }) {
  const { t } = useTranslation('account');
  const [replying, setReplying] = useState(false);
  const label = t(`ratingLabels.${ratingLabel(review.rating)}`);
  return (
    <StyledReview data-testid="review">
      <StyledMeta>
        <strong>{review.reviewer.name}</strong>
        {review.reviewer.is_verified ? (
          <Badge tone="success" icon="verified">
            {t('sellerReviews.verified')}
          </Badge>
        ) : null}
        <RelativeDate value={review.created_at} />
      </StyledMeta>
      <StyledMeta>
        <RatingStars value={review.rating} />
        <span>{t('sellerReviews.ratingOf', { rating: review.rating, label })}</span>
      </StyledMeta>
      {review.ad ? (
        <StyledMeta>
          <span>
            {t('sellerReviews.about')} <Link to={paths.ad.getHref(review.ad.slug)}>{review.ad.title}</Link>
          </span>
        </StyledMeta>
      ) : null}
      <p>{review.comment}</p>
      {review.reply ? (
        <StyledReply>
          <h3>{t('sellerReviews.sellerReply')}</h3>
          <p>{review.reply}</p>
        </StyledReply>
      ) : canReply ? (
        replying ? (
          <ReplyForm review={review} onCancel={() => setReplying(false)} />
        ) : (
          <StyledActions>
            <Button size="sm" variant="secondary" icon="edit" onClick={() => setReplying(true)}>
              {t('sellerReviews.reply')}
            </Button>
          </StyledActions>
        )
      ) : null}
    </StyledReview>
  );
}

/**
 * A seller's reviews (issue #10): the average with its label and count, then each review newest first with
 * its stars, label, the ad it was about, and the seller's answer. The seller, signed in, answers each once here.
 */
export function SellerReviewsPage() {
  const { t } = useTranslation('account');
  const format = useNumberFormat();
  const { id = '' } = useParams();
  const sellerId = Number(id);
  const valid = Number.isInteger(sellerId) && sellerId > 0;
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const viewerId = useAppSelector((state) => state.session.user?.id);
  const { currentData, error, isFetching, refetch } = useGetSellerReviewsQuery(
    { sellerId, page },
    { skip: !valid },
  );
  usePageName(currentData ? t('sellerReviews.title', { name: currentData.seller.name }) : null);

  const failed = !valid || Boolean(error && !isFetching);
  if (failed || !currentData) {
    return (
      <PageFrame
        gap={5}
        error={
          failed
            ? {
                message: valid
                  ? toApiError(error, t('sellerReviews.loadFailed')).message
                  : t('sellerReviews.loadFailed'),
                onRetry: valid ? () => void refetch() : undefined,
              }
            : null
        }
        loading
        loadingLabel={t('sellerReviews.loading')}
        skeleton={
          <>
            <Skeleton variant="text" lines={2} />
            <Skeleton variant="block" height="120px" />
            <Skeleton variant="block" height="120px" />
          </>
        }
      />
    );
  }

  const { seller, rating, reviews_count: count } = currentData;
  const isSeller = viewerId === seller.id;
  return (
    <PageFrame title={t('sellerReviews.title', { name: seller.name })} gap={5}>
      <StyledSummary aria-label={t('sellerReviews.summary')} data-testid="rating-summary">
        {rating !== null && count > 0 ? (
          <>
            <StyledAverage>{format(rating)}</StyledAverage>
            <StyledSummaryText>
              <RatingStars value={rating} size="md" />
              <span>
                {t('sellerReviews.average', {
                  label: t(`ratingLabels.${ratingLabel(rating)}`),
                  count,
                })}
              </span>
            </StyledSummaryText>
            <StyledBreakdown counts={currentData.rating_counts} total={count} />
          </>
        ) : (
          <StyledSummaryText>{t('sellerReviews.noRatingYet')}</StyledSummaryText>
        )}
      </StyledSummary>
      {currentData.data.length === 0 ? (
        <EmptyState
          icon="star"
          title={t('sellerReviews.empty')}
          description={isSeller ? t('sellerReviews.emptyOwn') : undefined}
        />
      ) : (
        <>
          <StyledList aria-label={t('sellerReviews.list')}>
            {currentData.data.map((review) => (
              <ReviewItem key={review.id} review={review} canReply={isSeller} />
            ))}
          </StyledList>
          <Pagination
            page={currentData.current_page}
            totalPages={currentData.last_page}
            getHref={(next) => `${paths.sellerReviews.getHref(seller.id)}${next > 1 ? `?page=${next}` : ''}`}
            label={t('sellerReviews.pagination')}
          />
        </>
      )}
    </PageFrame>
  );
}
