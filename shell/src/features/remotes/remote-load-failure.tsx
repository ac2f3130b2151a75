import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ErrorState, useMarkInteractive, useOffline } from '@sokoni/shared-ui';

const StyledBox = styled.div`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

export interface RemoteLoadFailureProps {
  onRetry: () => void;
}

/** The contained message a failing part of the site shows in place of its pages. */
export function RemoteLoadFailure({ onRetry }: RemoteLoadFailureProps) {
  const { t } = useTranslation('shell');
  // The page answers again (Retry, the navbar) although its part did not load.
  useMarkInteractive();
  // Offline, the cause is known: the part was never opened on this device (or its files were not kept).
  const offline = useOffline();
  return (
    <StyledBox>
      <ErrorState
        headingLevel="h2"
        title={t(offline ? 'offline.title' : 'remote.errorTitle')}
        message={t(offline ? 'offline.text' : 'remote.errorText')}
        onRetry={onRetry}
        retryLabel={t('remote.retry')}
      />
    </StyledBox>
  );
}
