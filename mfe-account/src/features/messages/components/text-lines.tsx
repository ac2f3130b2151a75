import styled from 'styled-components';

/** Lines under one another, each cut with an ellipsis where it does not fit (a conversation's ad, subject…). */
export const StyledLines = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > * {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A secondary line: muted, smaller. */
export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
