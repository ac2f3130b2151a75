import styled from 'styled-components';

/**
 * A list of labels and values (a receipt, a payment's result): on a phone each value goes under its label with
 * the whole width, so an id, a plan or a date is never cut inside a word; side by side from the small breakpoint up.
 */
export const DetailsList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  dd + dt {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    dd + dt {
      margin-top: 0;
    }
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
    font-variant-numeric: tabular-nums;
  }
`;
