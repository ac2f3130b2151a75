import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Cluster,
  Icon,
  iconSelector,
  Stack,
  toApiError,
  type IconName,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../app/i18n';
import type { FieldMessage } from './forms';

/** Turns a FieldMessage into the text to show, in the current language. */
export function useMessageText(): (message: FieldMessage | null | undefined) => string | undefined {
  const { t } = useTranslation(NAMESPACE);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return 'text' in message ? message.text : t(message.key, message.values);
    },
    [t],
  );
}

const comparable = (text: string) => text.trim().replace(/[.!]$/, '').toLowerCase();

/**
 * One text per rule: a field's hint states the rule in the very words of its error, and gives way to the error
 * when that rule fails, so the user never reads the same rule twice in two wordings.
 */
export function hintUnlessFailed(hint: string, error: string | undefined): string | undefined {
  return error && comparable(error) === comparable(hint) ? undefined : hint;
}

export type AlertTone = 'danger' | 'success' | 'info' | 'warning';

const toneIcon: Record<AlertTone, IconName> = {
  danger: 'alert',
  success: 'check-circle',
  info: 'info',
  warning: 'warning',
};

const toneBackground = {
  danger: 'dangerBg',
  success: 'successBg',
  info: 'infoBg',
  warning: 'warningBg',
} as const;

const StyledAlert = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme, $tone }) => theme.color[$tone]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[toneBackground[$tone]]};
  color: ${({ theme }) => theme.color.text};

  & > ${iconSelector} {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.borderWidth.thick};
    color: ${({ theme, $tone }) => theme.color[$tone]};
  }
`;

const StyledAlertBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  p {
    margin: 0;
  }
`;

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  className?: string;
}

/**
 * A message box with an icon and text (never colour alone), for form errors and results. Errors are
 * announced at once (role alert), the other tones politely (role status).
 */
export function Alert({ tone, children, className }: AlertProps) {
  return (
    <StyledAlert role={tone === 'danger' ? 'alert' : 'status'} $tone={tone} className={className}>
      <Icon name={toneIcon[tone]} />
      <StyledAlertBody>{children}</StyledAlertBody>
    </StyledAlert>
  );
}

export interface OutcomeProps {
  tone: AlertTone;
  message: ReactNode;
  /** What to do next: the buttons, side by side. */
  children?: ReactNode;
}

/** The answer of a page opened from a mail's link (verified, unsubscribed, expired…), then what to do next. */
export function Outcome({ tone, message, children }: OutcomeProps) {
  return (
    <Stack gap={4}>
      <Alert tone={tone}>{message}</Alert>
      {children ? <Cluster gap={2}>{children}</Cluster> : null}
    </Stack>
  );
}

export interface LoadFailureProps {
  /** What the failed load answered. */
  error: unknown;
  /** The text shown when the answer says nothing the person can read. */
  fallback: string;
  onRetry: () => void;
  /** A new load is on its way (the Retry button spins). */
  retrying: boolean;
}

/** A part of a page that could not be loaded: why, and a Retry button. */
export function LoadFailure({ error, fallback, onRetry, retrying }: LoadFailureProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Alert tone="danger">
      <p>{toApiError(error, fallback).message}</p>
      <div>
        <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </div>
    </Alert>
  );
}

export interface VerificationBadgeProps {
  verified: boolean;
  /** « Vérifiée », « Vérifié »… */
  verifiedLabel: string;
  unverifiedLabel: string;
}

/** Whether an address or a number is verified: a green tick, or a warning until it is. */
export function VerificationBadge({ verified, verifiedLabel, unverifiedLabel }: VerificationBadgeProps) {
  return verified ? (
    <Badge tone="success" icon="check-circle">
      {verifiedLabel}
    </Badge>
  ) : (
    <Badge tone="warning" icon="warning">
      {unverifiedLabel}
    </Badge>
  );
}
