import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Icon } from '../primitives/icon';

export interface FavoriteToggleProps {
  /** Whether the ad is in the user's favourites now (the optimistic value while a toggle is in flight). */
  active: boolean;
  onToggle: () => void;
  /** 'overlay' sits on a photo (round, raised); 'inline' sits in text (ad page title row). */
  variant?: 'overlay' | 'inline';
  className?: string;
}

const StyledToggle = styled.button<{ $active: boolean; $overlay: boolean }>`
  position: relative;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  /* On a photo the circle is compact (cards are 160 px wide on phones); an invisible box keeps 44 px to tap. */
  width: ${({ theme, $overlay }) => ($overlay ? theme.compactTarget : theme.tapTarget)};
  height: ${({ theme, $overlay }) => ($overlay ? theme.compactTarget : theme.tapTarget)};
  padding: 0;
  border: ${({ theme }) => theme.borderWidth.thin} solid
    ${({ theme, $overlay }) => ($overlay ? 'transparent' : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme, $overlay }) => ($overlay ? theme.shadow.card : 'none')};
  color: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.text)};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: transform ${({ theme }) => theme.motion.fast};
  ${({ theme, $overlay }) =>
    $overlay &&
    css`
      &::after {
        content: '';
        position: absolute;
        inset: calc((${theme.compactTarget} - ${theme.tapTarget}) / 2);
        border-radius: ${theme.radius.pill};
      }
    `}
  &:hover {
    background-image: linear-gradient(${({ theme }) => theme.color.hover}, ${({ theme }) => theme.color.hover});
  }
  &:active {
    transform: scale(0.92);
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.borderWidth.thick};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:active {
      transform: none;
    }
  }
`;

/**
 * The favourites heart, drawn only: the remote that owns favourites passes the state and the toggle
 * (AdCard's `favorite` slot, the ad page). Its name says what a press will do, so the state is never colour alone.
 */
export function FavoriteToggle({ active, onToggle, variant = 'overlay', className }: FavoriteToggleProps) {
  const { t } = useTranslation('common');
  const label = active ? t('favorite.remove') : t('favorite.add');
  return (
    <StyledToggle
      type="button"
      className={className}
      aria-label={label}
      title={label}
      data-active={active}
      $active={active}
      $overlay={variant === 'overlay'}
      onClick={onToggle}
    >
      <Icon name={active ? 'heart-filled' : 'heart'} size="md" />
    </StyledToggle>
  );
}
