import { memo, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import type { Ad } from '@sokoni/contracts';
import { gridList } from '../primitives/layout';
import { AdCard, type AdCardProps } from './ad-card';

/** Two columns at 360 px, three on tablets, four then five on desktops. */
const gridCss = css`
  ${gridList({ columns: 2 })}
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.xl}) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  > li {
    display: flex;
    min-width: 0;
    /* A card out of sight is not laid out or painted until it comes near (its last size is kept): on a phone
       most of a list is below the fold, and laying it out whole took the longest tasks of a list's loading. */
    content-visibility: auto;
    contain-intrinsic-block-size: auto 420px;
  }
  > li > * {
    flex: 1;
  }
`;

const StyledGrid = styled.ul`
  ${gridCss}
`;

export interface AdGridProps {
  ads: Ad[];
  ownerActions?: boolean;
  /** Per-card extras (the favourite heart, owner actions, a note), so a remote can wire its own behaviour. */
  cardProps?: (ad: Ad) => Partial<Omit<AdCardProps, 'ad'>>;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * How many of the first cards load their photo eagerly (those above the fold). The first is the page's
   * largest element and fetched first; the others' photos follow it.
   */
  eagerCount?: number;
  now?: Date;
  className?: string;
  'aria-label'?: string;
}

type AdGridItemProps = Pick<AdGridProps, 'ownerActions' | 'cardProps' | 'headingLevel' | 'now'> & {
  ad: Ad;
  eagerImage: boolean;
  priorityImage: boolean;
  lowPriorityImage: boolean;
};

/**
 * One card of the grid, drawn again only when its ad or options change: a page that draws again with the same
 * ads (a store update, the redraw that follows hydration) leaves its cards alone, which on a slow phone is most
 * of the work. The card still follows the language, the theme and the store on its own.
 */
const AdGridItem = memo(function AdGridItem({ ad, cardProps, ...options }: AdGridItemProps) {
  return <AdCard ad={ad} {...options} {...cardProps?.(ad)} />;
});

/**
 * Each card is a Suspense boundary of its own (nothing in it suspends): a list the server rendered is taken over
 * card by card, each in a short task of its own, instead of the whole list at once, and a card tapped meanwhile
 * is taken over first.
 */
export function AdGrid({
  ads,
  ownerActions,
  cardProps,
  headingLevel,
  eagerCount = 0,
  now,
  className,
  ...rest
}: AdGridProps) {
  return (
    <StyledGrid className={className} aria-label={rest['aria-label']}>
      {ads.map((ad, index) => (
        <li key={ad.id}>
          <Suspense fallback={null}>
            <AdGridItem
              ad={ad}
              ownerActions={ownerActions}
              cardProps={cardProps}
              headingLevel={headingLevel}
              now={now}
              eagerImage={index < eagerCount}
              priorityImage={index === 0 && eagerCount > 0}
              lowPriorityImage={index > 0 && index < eagerCount}
            />
          </Suspense>
        </li>
      ))}
    </StyledGrid>
  );
}

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

const StyledSkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const StyledSkeletonPhoto = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.color.placeholder};
`;

const StyledSkeletonLine = styled.div<{ $width: string; $tall?: boolean }>`
  height: ${({ $tall }) => ($tall ? '18px' : '12px')};
  width: ${({ $width }) => $width};
  margin: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} 0`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.placeholder};
  &:last-child {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

/** The card's shape while its data loads, the same size as a real card so nothing jumps. */
export function AdCardSkeleton() {
  return (
    <StyledSkeletonCard aria-hidden="true" data-testid="ad-card-skeleton">
      <StyledSkeletonPhoto />
      <StyledSkeletonLine $width="85%" $tall />
      <StyledSkeletonLine $width="60%" />
      <StyledSkeletonLine $width="70%" />
      <StyledSkeletonLine $width="45%" />
    </StyledSkeletonCard>
  );
}

export interface AdGridSkeletonProps {
  count?: number;
  /** Announced to screen readers while the grid loads; « Chargement des annonces… » by default. */
  label?: ReactNode;
}

export function AdGridSkeleton({ count = 8, label }: AdGridSkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{label ?? t('adGrid.loading')}</span>
      <StyledGrid as="div">
        {Array.from({ length: count }, (_, index) => (
          <AdCardSkeleton key={index} />
        ))}
      </StyledGrid>
    </div>
  );
}
