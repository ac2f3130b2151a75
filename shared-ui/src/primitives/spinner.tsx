import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Theme } from '../theme/tokens';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = keyof Theme['iconSize'];

export interface SpinnerProps {
  /** Announced text; defaults to "Chargement…" / "Loading…". */
  label?: string;
  size?: SpinnerSize;
  /** Inside a control that already says it is busy (aria-busy), the spinner is hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span<{ $size: SpinnerSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;

  &::before {
    content: '';
    width: ${({ theme, $size }) => theme.iconSize[$size]};
    height: ${({ theme, $size }) => theme.iconSize[$size]};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: ${({ theme }) => theme.borderWidth.thick} solid currentColor;
    border-right-color: transparent;
    animation: ${spin} 0.8s linear infinite;
  }

  /* Reduced motion: a slower turn still shows activity without a fast spin. */
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation-duration: 2.4s !important;
    }
  }
`;

export function Spinner({ label, size = 'md', decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  if (decorative) return <StyledSpinner $size={size} className={className} aria-hidden="true" />;
  return (
    <StyledSpinner $size={size} className={className} role="status">
      <VisuallyHidden>{label ?? t('ui.loading')}</VisuallyHidden>
    </StyledSpinner>
  );
}
