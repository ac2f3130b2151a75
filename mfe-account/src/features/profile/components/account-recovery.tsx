import { useTranslation } from 'react-i18next';
import type { CheckRecoveryResponse } from '@sokoni/contracts';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@sokoni/contracts';
import { Button, Stack, toApiError } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { Alert } from '../../../lib/messages';
import { Actions } from '../../../lib/page';
import { useCheckRecoveryMutation } from '../api/profile-api';

const tone = (status: CheckRecoveryResponse['status']) =>
  status === 'active' ? 'success' : status === 'deleted' ? 'warning' : 'danger';

export interface AccountRecoveryProps {
  email: string;
}

/**
 * Account recovery: how a deleted account comes back (log in again within the grace period), and the
 * recovery state of the user's own address as the server sees it.
 */
export function AccountRecovery({ email }: AccountRecoveryProps) {
  const { t } = useTranslation(NAMESPACE);
  const [check, { data, error, isLoading, reset }] = useCheckRecoveryMutation();
  return (
    <section aria-labelledby="recovery-title">
      <Stack gap={3}>
        <h2 id="recovery-title">{t('recovery.title')}</h2>
        <p>{t('recovery.text', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
        {data ? <Alert tone={tone(data.status)}>{data.message}</Alert> : null}
        {error ? <Alert tone="danger">{toApiError(error, t('errors.recoveryFailed')).message}</Alert> : null}
        <Actions>
          <Button
            variant="secondary"
            icon="refresh"
            loading={isLoading}
            onClick={() => {
              reset();
              void check({ email });
            }}
          >
            {t('recovery.check')}
          </Button>
        </Actions>
      </Stack>
    </section>
  );
}
