import { useTranslation } from 'react-i18next';
import { OWNER_AD_STATUS_TRANSITIONS, type Ad, type OwnerSettableAdStatus } from '@sokoni/contracts';
import { Button } from '@sokoni/shared-ui';

export interface MyAdActionsProps {
  ad: Ad;
  onChangeStatus: (status: OwnerSettableAdStatus) => void;
  onDelete: () => void;
  /** The ad whose change is on its way (its buttons wait). */
  busy?: boolean;
  /** An active ad in its last week may be renewed already (a new period from today). */
  onRenew?: () => void;
}

/** The label of a move, which depends on where the ad comes from: back to active is a renewal for an expired ad. */
function actionKey(from: Ad['status'], to: OwnerSettableAdStatus): string {
  if (to === 'active')
    return from === 'expired'
      ? 'myAds.actions.renew'
      : from === 'inactive'
        ? 'myAds.actions.reactivate'
        : 'myAds.actions.republish';
  if (to === 'inactive') return 'myAds.actions.deactivate';
  if (to === 'sold') return 'myAds.actions.markSold';
  return 'myAds.actions.archive';
}

/**
 * The owner's status changes allowed from the ad's status (contracts' OWNER_AD_STATUS_TRANSITIONS: none while
 * pending or rejected), then Delete. Archiving is left out of the card: Delete covers taking an ad away.
 */
export function MyAdActions({ ad, onChangeStatus, onDelete, busy = false, onRenew }: MyAdActionsProps) {
  const { t } = useTranslation('ads');
  const moves = OWNER_AD_STATUS_TRANSITIONS[ad.status].filter(
    (status) => status !== 'archived' || ad.status === 'sold',
  );
  return (
    <>
      {onRenew ? (
        <Button variant="primary" size="sm" icon="refresh" disabled={busy} onClick={onRenew}>
          {t('myAds.actions.renew')}
        </Button>
      ) : null}
      {moves.map((status) => (
        <Button
          key={status}
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => onChangeStatus(status)}
        >
          {t(actionKey(ad.status, status))}
        </Button>
      ))}
      <Button variant="ghost" size="sm" icon="trash" disabled={busy} onClick={onDelete}>
        {t('myAds.actions.delete')}
      </Button>
    </>
  );
}
