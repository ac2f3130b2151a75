import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RatingCounts } from '@sokoni/contracts';
import { Icon, iconSelector, VisuallyHidden } from '@sokoni/shared-ui';

const StyledBreakdown = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  max-width: 320px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: grid;
    grid-template-columns: 2.5em minmax(0, 1fr) 2.5em;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const StyledStarLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  line-height: 1;
  color: ${({ theme }) => theme.color.textMuted};
  ${iconSelector} {
    color: ${({ theme }) => theme.color.warning};
  }
`;

const StyledTrack = styled.span`
  display: block;
  height: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.placeholder};
  overflow: hidden;
`;

const StyledBar = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.color.warning};
`;

const StyledCount = styled.span`
  text-align: end;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
`;

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

export interface RatingBreakdownProps {
  /** Reviews per number of stars (`rating_counts` of a seller). */
  counts: RatingCounts;
  /** Every review counted (the bars are shares of it). */
  total: number;
  className?: string;
}

/**
 * How many reviews give each number of stars, 5 down to 1, as bars (the storefront and a seller's reviews
 * page). The bars are drawn only; each line says its number of stars and reviews to screen readers.
 */
export function RatingBreakdown({ counts, total, className }: RatingBreakdownProps) {
  const { t } = useTranslation('common');
  return (
    <StyledBreakdown aria-label={t('ratingBreakdown.label')} className={className} data-testid="rating-breakdown">
      {STARS_DOWN.map((stars) => {
        const count = counts[stars];
        const percent = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars}>
            <StyledStarLabel aria-hidden="true">
              {stars}
              <Icon name="star-filled" size="sm" />
            </StyledStarLabel>
            <StyledTrack aria-hidden="true">
              <StyledBar style={{ width: `${percent}%` }} />
            </StyledTrack>
            <StyledCount aria-hidden="true">{count}</StyledCount>
            <VisuallyHidden>
              {t('ratingBreakdown.starCount', { stars: t('ratingBreakdown.stars', { count: stars }), count })}
            </VisuallyHidden>
          </li>
        );
      })}
    </StyledBreakdown>
  );
}
