import styled, { css } from 'styled-components';

/** Layout props are style inputs only; they must never reach the DOM as attributes. */
const without = (names: readonly string[]) => (prop: string) => !names.includes(prop);

export interface ContainerProps {
  /** 'narrow' for forms and reading pages, 'wide' (default) for grids. */
  size?: 'narrow' | 'wide';
}

/** Centres page content at the site's max width with side padding that grows on larger screens. */
export const Container = styled.div.withConfig({ shouldForwardProp: without(['size']) })<ContainerProps>`
  width: 100%;
  max-width: ${({ theme, size }) => (size === 'narrow' ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding-inline: ${({ theme }) => theme.space(6)};
  }
`;

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

const alignValue = (align: Align) => (align === 'start' || align === 'end' ? `flex-${align}` : align);
const justifyValue = (justify: Justify) =>
  justify === 'between' ? 'space-between' : justify === 'center' ? 'center' : `flex-${justify}`;

export interface StackProps {
  /** Gap in steps of the 4 px scale (default 4 = 16 px). */
  gap?: number;
  align?: Align;
}

/** Vertical flow with an even gap. */
export const Stack = styled.div.withConfig({ shouldForwardProp: without(['gap', 'align']) })<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, gap = 4 }) => theme.space(gap)};
  align-items: ${({ align = 'stretch' }) => alignValue(align)};
  min-width: 0;
`;

export interface ClusterProps {
  /** Gap in steps of the 4 px scale (default 2 = 8 px). */
  gap?: number;
  align?: Align;
  justify?: Justify;
  /** Set to false to keep items on one line. */
  wrap?: boolean;
}

/** Horizontal row that wraps: buttons, badges, filters. */
export const Cluster = styled.div.withConfig({
  shouldForwardProp: without(['gap', 'align', 'justify', 'wrap']),
})<ClusterProps>`
  display: flex;
  flex-wrap: ${({ wrap = true }) => (wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, gap = 2 }) => theme.space(gap)};
  align-items: ${({ align = 'center' }) => alignValue(align)};
  justify-content: ${({ justify = 'start' }) => justifyValue(justify)};
  min-width: 0;
`;

export interface CardProps {
  /** Inner padding in steps of the 4 px scale (default 4 = 16 px); 0 for edge-to-edge media. */
  padding?: number;
  /** Adds a hover and focus-within ring for cards that are one big link. */
  interactive?: boolean;
}

/** The one card surface: calm border, small radius, the card elevation. */
export const Card = styled.div.withConfig({ shouldForwardProp: without(['padding', 'interactive']) })<CardProps>`
  position: relative;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme, padding = 4 }) => theme.space(padding)};
  min-width: 0;

  ${({ interactive, theme }) =>
    interactive &&
    css`
      transition: border-color ${theme.motion.fast};
      &:hover {
        border-color: ${theme.color.borderStrong};
      }
      &:focus-within {
        outline: ${theme.borderWidth.focus} solid ${theme.color.focus};
        outline-offset: ${theme.borderWidth.thick};
      }
    `}
`;

export interface GridListOptions {
  /** Gap in steps of the 4 px scale (default 3 = 12 px). */
  gap?: number;
  /** Even columns on phones; rows as tall as their content, one a line, when left out. */
  columns?: number;
  /** Even columns from the md breakpoint on. */
  md?: number;
}

const evenColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/**
 * A list (`ul`, `ol`) without its markers and indent, laid out as a grid: the one style of the site's lists of
 * cards, tiles and rows. A list adds its own rules after it (wider screens, its items).
 */
export const gridList = ({ gap = 3, columns, md }: GridListOptions = {}) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(gap)};
  ${columns ? `grid-template-columns: ${evenColumns(columns)};` : ''}
  ${md
    ? css`
        @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
          grid-template-columns: ${evenColumns(md)};
        }
      `
    : ''}
`;

/** A list (`ul`, `ol`) without its markers and indent, its items in a row that wraps: chips, steps, counts. */
export const clusterList = ({ gap = 2 }: { gap?: number } = {}) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(gap)};
`;

/**
 * A heading row: what it holds at both ends (a title and its actions or links), wrapping under one another
 * when both do not fit (a phone). `align` is the CSS `align-items`.
 */
export const spreadRow = ({ align = 'center', gap = 3 }: { align?: string; gap?: number } = {}) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(gap)};
`;

/** The headings and notes of a panel (a section of a dashboard): h2, a smaller h3, muted small paragraphs. */
export const panelText = css`
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** A bordered box on the surface colour, its parts under one another (a panel, a review, the seller's card). */
export const panelBox = ({ gap = 3 }: { gap?: number } = {}) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(gap)};
  padding: ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** A fieldset without its frame and indent: its legend and controls under one another, `gap` steps apart. */
export const fieldsetStack = ({ gap }: { gap: number }) => css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(gap)};
  > legend {
    padding: 0;
  }
`;
