import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner, toApiError } from '@sokoni/shared-ui';
import { Dialog } from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { DetailsList } from '../../../lib/details-list';
import { useDateTime, useMoney } from '../../../lib/money';
import { PaymentStatusBadge } from '../../../lib/payment-status-badge';
import { useGetTransactionQuery } from '../api/transactions-api';

/** The receipt of one transaction, from GET /api/transactions/{id}. */
export function ReceiptDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const dateTime = useDateTime();
  const { data, error, refetch } = useGetTransactionQuery(id);
  const details = data?.method_details;
  const methodText = !data
    ? ''
    : data.method === 'card'
      ? details?.brand && details.brand !== 'other'
        ? t('receipt.cardEnding', { brand: t(`brands.${details.brand}`), last4: details.last4 ?? '' })
        : t('receipt.cardEndingNoBrand', { last4: details?.last4 ?? '' })
      : data.method === 'mobile_money'
        ? `${t(`operators.${details?.operator ?? 'vodacom_mpesa'}`)} · ${details?.phone ?? ''}`
        : `PayPal · ${details?.email ?? ''}`;
  return (
    <Dialog open onClose={onClose} title={t('receipt.title')}>
      {error ? (
        <ErrorState
          message={toApiError(error, t('errors.fetchReceipt')).message}
          onRetry={() => void refetch()}
          headingLevel="h3"
        />
      ) : !data ? (
        <Spinner label={t('receipt.loading')} />
      ) : (
        <DetailsList>
          <dt>{t('history.transactionId')}</dt>
          <dd>{data.transaction_id ?? t('history.noTransactionId')}</dd>
          <dt>{t('history.status')}</dt>
          <dd>
            <PaymentStatusBadge status={data.status} />
          </dd>
          <dt>{t('history.date')}</dt>
          <dd>{dateTime(data.date)}</dd>
          {data.paid_at ? (
            <>
              <dt>{t('receipt.paidAt')}</dt>
              <dd>{dateTime(data.paid_at)}</dd>
            </>
          ) : null}
          <dt>{t('history.details')}</dt>
          <dd>
            {data.plan.name} ({t(`common:adCard.boost.${data.plan.boost_type}`)}),{' '}
            {t('planStep.duration', { count: data.plan.duration_days })}
          </dd>
          <dt>{t('history.ad')}</dt>
          <dd>{data.ad?.title ?? t('history.adGone')}</dd>
          <dt>{t('history.amount')}</dt>
          <dd>{money(data.amount, data.currency_code)}</dd>
          <dt>{t('receipt.method')}</dt>
          <dd>{methodText}</dd>
          {data.boost_expires_at ? (
            <>
              <dt>{t('success.expires')}</dt>
              <dd>{dateTime(data.boost_expires_at)}</dd>
            </>
          ) : null}
        </DetailsList>
      )}
    </Dialog>
  );
}
