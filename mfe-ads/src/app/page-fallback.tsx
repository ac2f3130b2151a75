import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@sokoni/shared-ui';

const StyledFallback = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(12)} 0;
`;

/** Shown while a page's code arrives (pages are split so the home page loads only what it needs). */
export function PageFallback() {
  const { t } = useTranslation('ads');
  return (
    <StyledFallback>
      <Spinner label={t('loading')} />
    </StyledFallback>
  );
}
