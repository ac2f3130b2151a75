import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@sokoni/contracts';
import { Badge, type BadgeTone } from '@sokoni/shared-ui';
import { NAMESPACE } from '../app/i18n';

const TONES: Record<PaymentStatus, BadgeTone> = {
  created: 'info',
  requires_action: 'warning',
  processing: 'info',
  succeeded: 'success',
  failed: 'danger',
  canceled: 'neutral',
  expired: 'neutral',
};

/** A payment's state in words and colour (never colour alone). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Badge
      tone={TONES[status]}
      icon={status === 'succeeded' ? 'check-circle' : status === 'failed' ? 'alert' : undefined}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
