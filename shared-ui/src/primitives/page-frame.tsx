import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, spreadRow } from './layout';
import { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps } from './states';
import { Spinner } from './spinner';

const StyledFrame = styled.div<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space($gap)};
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    overflow-wrap: anywhere;
  }
`;

/** The title and the page's own actions share a line and wrap under one another on a phone. */
const StyledHeader = styled.header`
  ${spreadRow()}
`;

const StyledIntro = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} 0;
`;

export interface PageFrameProps {
  /**
   * The page's one h1. A page whose title comes with its data leaves it out while that data is loading or could
   * not be read: the state alone is shown.
   */
  title?: ReactNode;
  /** A line under the title (a welcome, what the page is for). */
  intro?: ReactNode;
  /** Links or buttons on the title's line (an "Add" button, a storefront link). */
  actions?: ReactNode;
  /** Above the title: section links, a way back. */
  before?: ReactNode;
  /** 'wide' (default) for grids and tables, 'narrow' for forms and reading pages. */
  width?: 'wide' | 'narrow';
  /** Space between the blocks of the page, in steps of the 4 px scale (default 4 = 16 px). */
  gap?: number;
  /**
   * The page's data could not be read: the error and its retry take the content's place. Set it only when
   * there is nothing to show (an error behind data already on screen is the page's own business).
   */
  error?: Pick<ErrorStateProps, 'message' | 'onRetry' | 'title' | 'retrying'> | null;
  /** The data is on its way: the skeleton given (or a spinner) takes the content's place, the frame is busy. */
  loading?: boolean;
  /** What a screen reader says of the busy frame while `loading` (« Chargement des avis… »). */
  loadingLabel?: string;
  /** What stands for the content while `loading` (a skeleton of its shape); a spinner when absent. */
  skeleton?: ReactNode;
  /** The data is there but holds nothing: this empty state takes the content's place. */
  empty?: EmptyStateProps | null | false;
  children?: ReactNode;
  /** For `styled(PageFrame)`: rules of the page's own blocks, set on the outer element. */
  className?: string;
}

/**
 * The frame of a page: the site's width, the heading with its actions, then either the content or the one state
 * that stands for it (error, then loading, then empty, in that order), written the same way on every page.
 */
export function PageFrame({
  title,
  intro,
  actions,
  before,
  width = 'wide',
  gap = 4,
  error,
  loading = false,
  loadingLabel,
  skeleton,
  empty,
  children,
  className,
}: PageFrameProps) {
  const heading = title === undefined ? null : intro ? (
    <div>
      <h1>{title}</h1>
      <StyledIntro>{intro}</StyledIntro>
    </div>
  ) : (
    <h1>{title}</h1>
  );
  let content: ReactNode = children;
  if (error) content = <ErrorState {...error} />;
  else if (loading)
    content = skeleton ?? (
      <StyledLoading>
        <Spinner />
      </StyledLoading>
    );
  else if (empty) content = <EmptyState {...empty} />;
  return (
    <Container size={width} className={className}>
      <StyledFrame
        $gap={gap}
        aria-busy={loading && !error ? true : undefined}
        aria-label={loading && !error ? loadingLabel : undefined}
      >
        {before}
        {actions ? (
          <StyledHeader>
            {heading}
            {actions}
          </StyledHeader>
        ) : (
          heading
        )}
        {content}
      </StyledFrame>
    </Container>
  );
}
