import styled from 'styled-components';
import { Icon } from '@sokoni/shared-ui';

const StyledStars = styled.span`
  display: inline-flex;
  gap: 1px;
  vertical-align: middle;
`;

const StyledStar = styled.span<{ $on: boolean }>`
  display: inline-flex;
  color: ${({ theme, $on }) => ($on ? theme.color.warning : theme.color.borderStrong)};
`;

export interface RatingStarsProps {
  /** 1 to 5 (an average is rounded to the nearest whole star). */
  value: number;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Five stars, as many lit as the rating. Decorative only: the caller writes the rating as text beside them
 * (number and label), which is what screen readers read.
 */
export function RatingStars({ value, size = 'sm', className }: RatingStarsProps) {
  const lit = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <StyledStars aria-hidden="true" className={className} data-rating={lit}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StyledStar key={star} $on={star <= lit}>
          <Icon name={star <= lit ? 'star-filled' : 'star'} size={size} />
        </StyledStar>
      ))}
    </StyledStars>
  );
}
