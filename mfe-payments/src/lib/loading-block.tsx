import styled from 'styled-components';
import { Skeleton } from '@sokoni/shared-ui';

const StyledLoading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A few placeholder rows of the size of what replaces them, announced once to screen readers. */
export function LoadingBlock({
  label,
  rows = 3,
  height = '72px',
}: {
  label: string;
  rows?: number;
  height?: string;
}) {
  return (
    <StyledLoading role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </StyledLoading>
  );
}
