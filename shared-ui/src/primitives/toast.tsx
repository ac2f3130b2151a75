import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes, type DefaultTheme } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../kernel/store';
import { toastDismissed, toastShown, type Toast, type ToastType } from '../kernel/toast-slice';
import { IconButton } from './button';
import { iconSelector } from './icon-stylesheet';
import { Icon, type IconName } from './icon';

export interface ToastApi {
  /** Each returns the toast id; `duration` in ms overrides the default of its type, 0 keeps it open. */
  success: (message: string, duration?: number) => string;
  error: (message: string, duration?: number) => string;
  warning: (message: string, duration?: number) => string;
  info: (message: string, duration?: number) => string;
  dismiss: (id: string) => void;
}

/** Shows toasts from anywhere (shell or remote): they live in the shared store and the shell renders them. */
export function useToast(): ToastApi {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const show = (type: ToastType) => (message: string, duration?: number) =>
      dispatch(toastShown({ type, message, duration })).payload.id;
    return {
      success: show('success'),
      error: show('error'),
      warning: show('warning'),
      info: show('info'),
      dismiss: (id: string) => {
        dispatch(toastDismissed(id));
      },
    };
  }, [dispatch]);
}

const toastIcons: Record<ToastType, IconName> = {
  success: 'check-circle',
  error: 'alert',
  warning: 'warning',
  info: 'info',
};

const toneColor = (theme: DefaultTheme, type: ToastType) =>
  type === 'error' ? theme.color.danger : theme.color[type];

/*
 * Just under the navbar, on phones too: forms end with their save button at the bottom of the screen (often a
 * sticky bar), which a toast at the bottom would cover at the very moment the user needs it.
 */
const StyledViewport = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(2)});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;

  &:empty {
    display: none;
  }

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    left: auto;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space(3)});
    right: ${({ theme }) => theme.space(4)};
    width: ${({ theme }) => theme.layout.toastWidth};
  }
`;

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const StyledToast = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)}
    ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-left: ${({ theme }) => theme.space(1)} solid ${({ theme, $type }) => toneColor(theme, $type)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.menu};
  pointer-events: auto;
  animation: ${enter} ${({ theme }) => theme.motion.normal} ease-out;

  & > ${iconSelector} {
    margin-top: ${({ theme }) => theme.space(3)};
    color: ${({ theme, $type }) => toneColor(theme, $type)};
  }
`;

const StyledMessage = styled.p`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.space(2.5)} 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration);

  // Hovering or focusing a toast pauses its timer, so it never vanishes while being read or reached (WCAG 2.2.1).
  useEffect(() => {
    if (toast.duration <= 0 || paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, toast.duration, toast.id, dispatch]);

  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <StyledToast
      $type={toast.type}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-toast-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <Icon name={toastIcons[toast.type]} />
      <StyledMessage>{toast.message}</StyledMessage>
      <IconButton icon="close" label={t('ui.dismiss')} onClick={() => dispatch(toastDismissed(toast.id))} />
    </StyledToast>
  );
}

export interface ToastViewportProps {
  className?: string;
}

/** Renders the store's toasts under the navbar: full width on phones, top right on desktop. Mounted once by the shell. */
export function ToastViewport({ className }: ToastViewportProps) {
  const { t } = useTranslation('common');
  const toasts = useAppSelector((state) => state.toasts);
  return (
    <StyledViewport aria-label={t('ui.notifications')} className={className}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </StyledViewport>
  );
}
