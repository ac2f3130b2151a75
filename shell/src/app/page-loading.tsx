import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@sokoni/shared-ui';

const StyledPageLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  min-height: 50vh;
`;

/** What a page shows while its code or the session check is on the way. */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return (
    <StyledPageLoading>
      <Spinner label={t('remote.loading')} size="lg" />
    </StyledPageLoading>
  );
}
