import type { ReactNode } from 'react';
import styled from 'styled-components';
import { clusterList } from '@sokoni/shared-ui';

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(4)}`};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledChips = styled.ul`
  ${clusterList()}
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.tapTarget};
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export interface ScopeHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  before?: ReactNode;
  children?: ReactNode;
}

/** Heading of a category or location page: name, description, and whatever narrows or widens the scope. */
export function ScopeHeader({ title, description, before, children }: ScopeHeaderProps) {
  return (
    <StyledHeader>
      {before}
      <h1>{title}</h1>
      {description ? <p>{description}</p> : null}
      {children}
    </StyledHeader>
  );
}
