import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PageFrame, paths } from '@sokoni/shared-ui';

const SECTIONS = [
  ['dashboard', paths.adminDashboard.getHref()],
  ['pending', paths.adminPending.getHref()],
  ['ads', paths.adminAds.getHref()],
  ['reports', paths.adminReports.getHref()],
  ['users', paths.adminUsers.getHref()],
  ['categories', paths.adminCategories.getHref()],
  ['locations', paths.adminLocations.getHref()],
  ['currencies', paths.adminCurrencies.getHref()],
  ['languages', paths.adminLanguages.getHref()],
  ['promotions', paths.adminPromotions.getHref()],
  ['translations', paths.adminTranslations.getHref()],
  ['auditLog', paths.adminAuditLog.getHref()],
  ['settings', paths.adminSettings.getHref()],
] as const;

/** The section links scroll sideways on a phone rather than wrapping into a wall of links. */
const StyledNav = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space(1)};
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    overflow-x: auto;
    border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.compactTarget};
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a:hover {
    background: ${({ theme }) => theme.color.hover};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    background: ${({ theme }) => theme.color.infoBg};
  }
`;

export interface AdminFrameProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** Every admin page: the section links, the page heading with its actions, then the page. */
export function AdminFrame({ title, actions, children }: AdminFrameProps) {
  const { t } = useTranslation('admin');
  return (
    <PageFrame
      title={title}
      actions={actions}
      before={
        <StyledNav aria-label={t('nav.label')}>
          <ul>
            {SECTIONS.map(([key, href]) => (
              <li key={key}>
                <NavLink to={href} end>
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </StyledNav>
      }
    >
      {children}
    </PageFrame>
  );
}

/**
 * A plain table on a wide screen; rows keep 44 px for taps. Below the medium breakpoint each row becomes a card:
 * its cells one under the other, each named by its column (`data-label`), in the column order (the important
 * ones first), so that nothing is wider than a phone.
 */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }
  tr {
    min-height: ${({ theme }) => theme.tapTarget};
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoint.md} - 1px)) {
    /* Still read by screen readers, which keep the table's structure. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    }
    tr:last-child {
      border-bottom: none;
    }
    td {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: ${({ theme }) => theme.space(3)};
      align-items: center;
      justify-items: start;
      padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
      border-bottom: none;
      overflow-wrap: break-word;
    }
    td:not([data-label]) {
      grid-template-columns: minmax(0, 1fr);
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.semibold};
    }
    /* The first column names the row: the card's title, on the whole width. */
    td:first-child {
      display: block;
      font-weight: ${({ theme }) => theme.font.weight.semibold};
    }
    td:first-child::before {
      display: none;
    }
  }
`;

/* A containing block for the visually hidden texts of the table too, so none of them sticks out of the page. */
export const StyledTableWrap = styled.div`
  position: relative;
  overflow-x: auto;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** Search and filters above a table; one column on a phone. */
export const StyledFilters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  > * {
    flex: 1 1 200px;
  }
  > button {
    flex: 0 0 auto;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
