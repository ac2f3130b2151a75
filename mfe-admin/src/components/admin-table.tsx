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

/** What a paged list query answers: one page of rows and where it stands among the pages. */
export interface PagedListQuery<Row> {
  data?: { data: Row[]; current_page: number; last_page: number };
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The rows, failure, Retry and page links of an AdminTable over a paged list query: a failure hides the
 * stale rows once no new load is on its way.
 */
export function pagedTable<Row>(query: PagedListQuery<Row>, getHref: (page: number) => string) {
  const { data, error, isFetching, refetch } = query;
  return {
    rows: data?.data,
    failure: isFetching ? undefined : error,
    onRetry: () => void refetch(),
    pagination: data && { page: data.current_page, totalPages: data.last_page, getHref },
  };
}

/** What a whole (unpaged) list query answers. */
export interface WholeListQuery<Row> {
  data?: { data: Row[] };
  error?: unknown;
  refetch: () => unknown;
}

/** The rows, failure and Retry of an AdminTable over a whole list: a failure shows while no row has loaded. */
export function wholeTable<Row>({ data, error, refetch }: WholeListQuery<Row>) {
  return { rows: data?.data, failure: data ? undefined : error, onRetry: () => void refetch() };
}
