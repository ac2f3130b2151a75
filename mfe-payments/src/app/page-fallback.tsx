import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@sokoni/shared-ui';
import { NAMESPACE } from './i18n';

const StyledFallback = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(12)} 0;
`;

/** Shown while a page's code arrives. */
export function PageFallback() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <StyledFallback>
      <Spinner label={t('loading')} />
    </StyledFallback>
  );
}
