import styled, { css, keyframes } from 'styled-components';

export type SkeletonVariant = 'block' | 'text' | 'circle';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** CSS width; defaults to 100% (text: the last line is shorter). */
  width?: string;
  /** CSS height for block and circle; text lines follow the body line height. */
  height?: string;
  /** Number of text lines (variant text). */
  lines?: number;
  /** Block shape, e.g. '4 / 3' for ad photos, so the placeholder has the size of what replaces it. */
  aspectRatio?: string;
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const baseCss = css`
  display: block;
  background-color: ${({ theme }) => theme.color.placeholder};
  background-image: linear-gradient(90deg, transparent 0%, ${({ theme }) => theme.color.hover} 50%, transparent 100%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

const StyledBlock = styled.span<{ $width?: string; $height?: string; $aspectRatio?: string; $circle: boolean }>`
  ${baseCss}
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height, $aspectRatio, theme }) => $height ?? ($aspectRatio ? 'auto' : theme.space(4))};
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio ?? 'auto'};
  border-radius: ${({ theme, $circle }) => ($circle ? theme.radius.pill : theme.radius.sm)};
`;

const StyledLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

const StyledLine = styled.span<{ $width: string }>`
  ${baseCss}
  width: ${({ $width }) => $width};
  height: ${({ theme }) => theme.font.size.md};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * Placeholder shapes while content loads; hidden from assistive tech (the loading region carries
 * aria-busy and a label instead). The shimmer stops when the user asks for reduced motion.
 */
export function Skeleton({ variant = 'block', width, height, lines = 1, aspectRatio, className }: SkeletonProps) {
  if (variant === 'text') {
    return (
      <StyledLines aria-hidden="true" className={className} data-skeleton="text">
        {Array.from({ length: lines }, (_, index) => (
          <StyledLine key={index} $width={lines > 1 && index === lines - 1 ? '60%' : (width ?? '100%')} />
        ))}
      </StyledLines>
    );
  }
  const circle = variant === 'circle';
  return (
    <StyledBlock
      aria-hidden="true"
      className={className}
      data-skeleton={variant}
      $width={width ?? (circle ? height : undefined)}
      $height={height}
      $aspectRatio={circle && !height ? '1 / 1' : aspectRatio}
      $circle={circle}
    />
  );
}
