import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton, toApiError } from '@sokoni/shared-ui';
import { Pagination } from '@sokoni/shared-ui/widgets';
import { StyledTable, StyledTableWrap } from './admin-frame';

/** One column of an admin table: its header and what each row shows in it. */
export interface AdminColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** React key of the column; its position when left out. */
  key?: string;
}

export interface AdminTablePagination {
  page: number;
  totalPages: number;
  getHref: (page: number) => string;
}

export interface AdminTableProps<Row> {
  /** The rows; undefined while the first answer is on its way (a skeleton shows). */
  rows: readonly Row[] | undefined;
  columns: readonly AdminColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** A load failure shown instead of the table, with Retry; the page decides when a failure hides stale rows. */
  failure?: unknown;
  onRetry: () => void;
  skeletonHeight?: string;
  /** Shown instead of the table when there is no row; an empty table when left out. */
  empty?: ReactNode;
  /** Links to the other pages under the table. */
  pagination?: AdminTablePagination;
}

/** The list of an admin page: load error with Retry, skeleton, empty state, or the table and its pages. */
export function AdminTable<Row>({
  rows,
  columns,
  rowKey,
  failure,
  onRetry,
  skeletonHeight = '240px',
  empty,
  pagination,
}: AdminTableProps<Row>) {
  const { t } = useTranslation('admin');
  if (failure)
    return <ErrorState message={toApiError(failure, t('errors.load')).message} onRetry={onRetry} />;
  if (!rows) return <Skeleton height={skeletonHeight} />;
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <>
      <StyledTableWrap>
        <StyledTable>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column.key ?? index} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => (
                  <td
                    key={column.key ?? index}
                    data-label={typeof column.header === 'string' ? column.header : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableWrap>
      {pagination ? <Pagination {...pagination} label={t('pagination')} /> : null}
    </>
  );
}
