import styled, { css } from 'styled-components';

/** Hides content visually while keeping it in the accessibility tree (labels, live announcements). */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;
