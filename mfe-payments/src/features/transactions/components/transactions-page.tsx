import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  baseApi,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  gridList,
  PageFrame,
  paths,
  toApiError,
  useAppDispatch,
} from '@sokoni/shared-ui';
import { Pagination, useLiveEvents, type LiveEventMessage } from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { LoadingBlock } from '../../../lib/loading-block';
import { useDateTime, useMoney } from '../../../lib/money';
import { changedPaymentId } from '../../../lib/payment-events';
import { PaymentStatusBadge } from '../../../lib/payment-status-badge';
import { useListTransactionsQuery } from '../api/transactions-api';
import { ReceiptDialog } from './receipt-dialog';

const StyledList = styled.ul`
  ${gridList()}
`;

const StyledRow = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  strong {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  > div:last-child {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * Transaction History: every payment attempt, newest first, with its status and receipt. An attempt whose state
 * changes (the operator's answer) is read again when the live stream says so.
 */
export function TransactionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const dateTime = useDateTime();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const receiptId = params.get('receipt');
  const { currentData, error, isFetching, refetch } = useListTransactionsQuery(page);
  const dispatch = useAppDispatch();
  const onLiveEvent = useCallback(
    (event: LiveEventMessage) => {
      const id = changedPaymentId(event);
      if (id) dispatch(baseApi.util.invalidateTags([{ type: 'Transaction', id }]));
    },
    [dispatch],
  );
  useLiveEvents(onLiveEvent);

  const hrefFor = (next: number) =>
    next > 1 ? `${paths.transactions.getHref()}?page=${next}` : paths.transactions.getHref();
  const openReceipt = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('receipt', id);
    else next.delete('receipt');
    setParams(next);
  };

  let content;
  if (error && !isFetching) {
    content = (
      <ErrorState
        message={toApiError(error, t('errors.fetchTransactions')).message}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = <LoadingBlock label={t('history.loading')} />;
  } else if (currentData.data.length === 0) {
    content = (
      <EmptyState
        icon="tag"
        title={t('history.emptyTitle')}
        description={t('history.emptyText')}
        action={<ButtonLink to={paths.promote.getHref()}>{t('history.promote')}</ButtonLink>}
      />
    );
  } else {
    content = (
      <>
        <StyledList aria-label={t('history.listLabel')}>
          {currentData.data.map((row) => (
            <li key={row.id}>
              <StyledRow as="article" aria-labelledby={`transaction-${row.id}`}>
                <div>
                  <h2 id={`transaction-${row.id}`}>
                    {row.plan.name} ({t(`common:adCard.boost.${row.plan.boost_type}`)})
                  </h2>
                  <p>
                    {row.ad ? (
                      <Link to={paths.ad.getHref(row.ad.slug)}>{row.ad.title}</Link>
                    ) : (
                      t('history.adGone')
                    )}
                  </p>
                  <p>
                    <time dateTime={row.date}>{dateTime(row.date)}</time> · {t(`methods.${row.method}`)}
                  </p>
                  <p>
                    {t('history.transactionLine', { id: row.transaction_id ?? t('history.noTransactionId') })}
                  </p>
                </div>
                <strong>{money(row.amount, row.currency_code)}</strong>
                <div>
                  <PaymentStatusBadge status={row.status} />
                  <Button variant="secondary" size="sm" onClick={() => openReceipt(row.id)}>
                    {t('history.viewReceipt')}
                  </Button>
                </div>
              </StyledRow>
            </li>
          ))}
        </StyledList>
        {currentData.last_page > 1 ? (
          <Pagination
            page={page}
            totalPages={currentData.last_page}
            getHref={hrefFor}
            label={t('history.pagination')}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageFrame title={t('pages.transactions')}>{content}</PageFrame>
      {receiptId ? <ReceiptDialog id={receiptId} onClose={() => openReceipt(null)} /> : null}
    </>
  );
}
