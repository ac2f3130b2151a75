import styled from 'styled-components';
import { clusterList } from '@sokoni/shared-ui';

/** A trail of links (`nav` > `ol` > `li`) from the widest category to the page, separated by slashes. */
export const Breadcrumbs = styled.nav`
  font-size: ${({ theme }) => theme.font.size.sm};
  ol {
    ${clusterList()}
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
