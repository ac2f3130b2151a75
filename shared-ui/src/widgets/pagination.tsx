import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Icon, visuallyHiddenCss } from '@sokoni/shared-ui';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: first, last, the current page and `siblings` on each side, with an ellipsis
 * where more than one page is skipped (a single skipped page is shown instead of "…").
 */
export function pageItems(page: number, totalPages: number, siblings = 1): PageItem[] {
  const start = Math.max(2, page - siblings);
  const end = Math.min(totalPages - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('ellipsis-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end === totalPages - 2) items.push(totalPages - 1);
  else if (end < totalPages - 2) items.push('ellipsis-end');
  if (totalPages > 1) items.push(totalPages);
  return items;
}

const StyledNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)} 0;
`;

const StyledList = styled.ul<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Phones get the compact list (no neighbours), wider screens the full one. */
  ${({ $compact, theme }) =>
    $compact
      ? css`
          display: none;
          @media (max-width: ${theme.breakpoint.sm}) {
            display: flex;
          }
        `
      : css`
          @media (max-width: ${theme.breakpoint.sm}) {
            display: none;
          }
        `}
`;

const itemCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: ${({ theme }) => theme.tapTarget};
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
`;

const StyledPageLink = styled(Link)`
  ${itemCss}
  color: ${({ theme }) => theme.color.text};

  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.borderWidth.thick};
  }
`;

const StyledDisabled = styled.span`
  ${itemCss}
  color: ${({ theme }) => theme.color.textMuted};
  opacity: 0.6;
`;

const StyledEllipsis = styled.span`
  display: inline-flex;
  align-items: flex-end;
  justify-content: center;
  min-width: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The words Previous/Next give way to the arrow alone on phones but stay for screen readers. */
const StyledStepLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    ${visuallyHiddenCss}
  }
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  /** URL of a page (keep the other query parameters so a search stays shareable). */
  getHref: (page: number) => string;
  /** Accessible name of the navigation landmark; defaults to "Pagination". */
  label?: string;
  className?: string;
}

export function Pagination({ page, totalPages, getHref, label, className }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  const renderList = (compact: boolean) => (
    <StyledList $compact={compact}>
      {pageItems(current, totalPages, compact ? 0 : 1).map((item) => (
        <li key={item}>
          {typeof item === 'number' ? (
            <StyledPageLink
              to={getHref(item)}
              aria-label={t('ui.page', { page: item })}
              aria-current={item === current ? 'page' : undefined}
            >
              {item}
            </StyledPageLink>
          ) : (
            <StyledEllipsis aria-hidden="true">…</StyledEllipsis>
          )}
        </li>
      ))}
    </StyledList>
  );

  const previous = (
    <>
      <Icon name="chevron-left" />
      <StyledStepLabel>{t('ui.previous')}</StyledStepLabel>
    </>
  );
  const next = (
    <>
      <StyledStepLabel>{t('ui.next')}</StyledStepLabel>
      <Icon name="chevron-right" />
    </>
  );

  return (
    <StyledNav aria-label={label ?? t('ui.pagination')} className={className}>
      {current > 1 ? (
        <StyledPageLink to={getHref(current - 1)} rel="prev">
          {previous}
        </StyledPageLink>
      ) : (
        <StyledDisabled aria-disabled="true">{previous}</StyledDisabled>
      )}
      {renderList(false)}
      {renderList(true)}
      {current < totalPages ? (
        <StyledPageLink to={getHref(current + 1)} rel="next">
          {next}
        </StyledPageLink>
      ) : (
        <StyledDisabled aria-disabled="true">{next}</StyledDisabled>
      )}
    </StyledNav>
  );
}
