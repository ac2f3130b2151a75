import styled from 'styled-components';

/** A readable column for text pages. */
export const StyledTextPage = styled.article`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};

  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: 1.2;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
  }
  p,
  li {
    color: ${({ theme }) => theme.color.text};
  }
`;

export const StyledLead = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.textMuted} !important;
`;
