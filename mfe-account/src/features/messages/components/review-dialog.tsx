import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_COMMENT_MIN_LENGTH, ratingLabel } from '@sokoni/contracts';
import { Button, Field, FieldError, Icon, TextArea, toApiError, useToast } from '@sokoni/shared-ui';
import { Dialog } from '@sokoni/shared-ui/widgets';
import { useCreateReviewMutation } from '../api/messages-api';

const StyledStars = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledStarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledStar = styled.label<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space(11)};
  min-height: ${({ theme }) => theme.space(11)};
  color: ${({ theme, $on }) => ($on ? theme.color.warning : theme.color.textMuted)};
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const StyledLabel = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ReviewDialogProps {
  sellerId: number;
  sellerName: string;
  adId: number;
  onClose: () => void;
  onDone: () => void;
}

/** Rate the seller 1 to 5 (with the rating labels) and say why; sent once per ad. */
export function ReviewDialog({ sellerId, sellerName, adId, onClose, onDone }: ReviewDialogProps) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [createReview, { isLoading }] = useCreateReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (rating < 1) next.rating = t('reviews.ratingRequired');
    if (!comment.trim()) next.comment = t('validation.required');
    else if (comment.trim().length < REVIEW_COMMENT_MIN_LENGTH)
      next.comment = t('reviews.commentMin', { count: REVIEW_COMMENT_MIN_LENGTH });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await createReview({ sellerId, ad_id: adId, rating, comment }).unwrap();
      toast.success(t('reviews.thanks'));
      onDone();
    } catch (caught) {
      const error = toApiError(caught, t('reviews.failed'));
      setErrors({
        form: error.message,
        comment: error.errors?.comment?.[0],
        rating: error.errors?.rating?.[0],
      });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isLoading}
      title={t('reviews.title', { name: sellerName })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isLoading}>
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" form="review-form" loading={isLoading}>
            {t('reviews.submit')}
          </Button>
        </>
      }
    >
      <form id="review-form" onSubmit={(event) => void submit(event)} noValidate>
        <StyledStars>
          <legend>{t('reviews.rating')}</legend>
          <StyledStarRow>
            {[1, 2, 3, 4, 5].map((value) => (
              <StyledStar key={value} $on={value <= rating}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  aria-label={`${value} – ${t(`ratingLabels.${ratingLabel(value)}`)}`}
                />
                <Icon name="star" />
              </StyledStar>
            ))}
          </StyledStarRow>
          <StyledLabel aria-live="polite">
            {rating > 0 ? t(`ratingLabels.${ratingLabel(rating)}`) : ''}
          </StyledLabel>
          {errors.rating ? <FieldError id="review-rating-error">{errors.rating}</FieldError> : null}
        </StyledStars>
        <Field label={t('reviews.comment')} error={errors.comment} required>
          <TextArea
            rows={4}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            onChange={(event) => setComment(event.target.value)}
          />
        </Field>
        {errors.form ? <FieldError id="review-form-error">{errors.form}</FieldError> : null}
      </form>
    </Dialog>
  );
}
