import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme, type DefaultTheme } from 'styled-components';
import type { AdStatus } from '@sokoni/contracts';
import { Icon, type IconName } from './icon';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** Foreground/background pair of each tone; every pair is checked for AA contrast in the theme tests. */
export function badgeToneColors(theme: DefaultTheme, tone: BadgeTone): { fg: string; bg: string } {
  const c = theme.color;
  switch (tone) {
    case 'info':
      return { fg: c.info, bg: c.infoBg };
    case 'success':
      return { fg: c.success, bg: c.successBg };
    case 'warning':
      return { fg: c.warning, bg: c.warningBg };
    case 'danger':
      return { fg: c.danger, bg: c.dangerBg };
    case 'accent':
      return { fg: c.onAccent, bg: c.accent };
    default:
      return { fg: c.text, bg: c.placeholder };
  }
}

const StyledBadge = styled.span<{ $fg: string; $bg: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.5;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
`;

export interface BadgeProps {
  tone?: BadgeTone;
  icon?: IconName;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', icon, children, className }: BadgeProps) {
  const { fg, bg } = badgeToneColors(useTheme(), tone);
  return (
    <StyledBadge $fg={fg} $bg={bg} className={className}>
      {icon ? <Icon name={icon} size="sm" /> : null}
      {children}
    </StyledBadge>
  );
}

/** A dot before the text sets statuses apart from other badges at a glance; the text carries the meaning. */
const StyledStatusBadge = styled(StyledBadge)`
  &::before {
    content: '';
    flex-shrink: 0;
    width: ${({ theme }) => theme.space(2)};
    height: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: currentColor;
  }
`;

export interface StatusBadgeProps {
  status: AdStatus;
  className?: string;
}

/** An ad's status with its colour and its translated name (`common:status.<status>`). */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const { t } = useTranslation('common');
  const { fg, bg } = useTheme().color.status[status];
  return (
    <StyledStatusBadge $fg={fg} $bg={bg} className={className} data-status={status}>
      {t(`status.${status}`)}
    </StyledStatusBadge>
  );
}

const StyledCount = styled.span<{ $tone: 'danger' | 'primary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space(5)};
  height: ${({ theme }) => theme.space(5)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.color[$tone]};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
`;

export interface CountBadgeProps {
  count: number;
  /** What the number counts, in words, for screen readers (« 3 messages non lus »). */
  label: string;
  /** `danger` for what waits for an answer (unread messages), `primary` for news (new results). */
  tone?: 'danger' | 'primary';
  className?: string;
  'data-testid'?: string;
}

/** A small round count beside a link (« 99+ » above 99); nothing at all when the count is 0. */
export function CountBadge({ count, label, tone = 'danger', className, ...rest }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <StyledCount
      $tone={tone}
      className={className}
      aria-label={label}
      data-testid={rest['data-testid']}
    >
      {count > 99 ? '99+' : count}
    </StyledCount>
  );
}
