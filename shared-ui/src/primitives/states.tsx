import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { Icon, type IconName } from './icon';
import { iconSelector } from './icon-stylesheet';

const StyledState = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;

  & > ${iconSelector} {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.textMuted)};
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
`;

const StyledText = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.dialogWidth.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledAction = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface EmptyStateProps {
  /** Defaults to "Rien à afficher" / "Nothing to show". */
  title?: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** A button or link that moves the user on (post an ad, clear filters...). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline (default h2). */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function EmptyState({ title, description, icon = 'search', action, headingLevel = 'h2', className }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <StyledState $tone="neutral" className={className}>
      <Icon name={icon} size="xl" />
      <StyledTitle as={headingLevel}>{title ?? t('ui.emptyTitle')}</StyledTitle>
      {description ? <StyledText>{description}</StyledText> : null}
      {action ? <StyledAction>{action}</StyledAction> : null}
    </StyledState>
  );
}

export interface ErrorStateProps {
  /** What went wrong, in the user's language (e.g. the ApiError message). */
  message?: ReactNode;
  /** Defaults to "Une erreur s'est produite" / "Something went wrong" ("Vous êtes hors ligne" offline). */
  title?: ReactNode;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Shows the retry button busy while a new attempt runs. */
  retrying?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the phone says it has no connection, kept up to date as it comes and goes; false on the server and
 * while a server page is taken over.
 */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine === false,
    () => false,
  );
}

/**
 * The message and a retry, announced as an alert when it appears. Without a connection its default title is
 * the site's offline message (« Vous êtes hors ligne »): what failed is then known, and Retry works once the
 * connection is back.
 */
export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel = 'h2',
  className,
}: ErrorStateProps) {
  const { t } = useTranslation('common');
  const offline = useOffline();
  return (
    <StyledState $tone="danger" role="alert" className={className}>
      <Icon name="alert" size="xl" />
      <StyledTitle as={headingLevel}>{title ?? t(offline ? 'ui.offlineTitle' : 'ui.errorTitle')}</StyledTitle>
      <StyledText>{message ?? t('errors.unexpected')}</StyledText>
      {onRetry ? (
        <StyledAction>
          <Button variant="secondary" icon="refresh" onClick={onRetry} loading={retrying}>
            {retryLabel ?? t('ui.retry')}
          </Button>
        </StyledAction>
      ) : null}
    </StyledState>
  );
}
