import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink, EmptyState, PageFrame, paths, toApiError } from '@sokoni/shared-ui';
import { useRenewAdByLinkMutation } from '../api/renewal-api';

/**
 * The reminder mail's one-tap link: a button renews the ad, without signing in. The renewal waits for the tap
 * (a POST) so that a mail client opening links ahead of the person does not use the link up.
 */
export function RenewAdPage() {
  const { t } = useTranslation('ads');
  const { token = '' } = useParams();
  const [renew, { data, error, isLoading }] = useRenewAdByLinkMutation();

  return (
    <PageFrame title={t('renewal.title')} width="narrow">
      {data ? (
        <EmptyState
          icon="check-circle"
          title={data.message}
          description={data.ad.title}
          action={
            <ButtonLink to={paths.ad.getHref(data.ad.slug)} icon="eye">
              {t('renewal.view')}
            </ButtonLink>
          }
        />
      ) : error ? (
        <EmptyState
          icon="warning"
          title={toApiError(error, t('renewal.failed')).message}
          action={
            <ButtonLink to={paths.myAds.getHref()} variant="secondary">
              {t('renewal.myAds')}
            </ButtonLink>
          }
        />
      ) : (
        <EmptyState
          icon="refresh"
          title={t('renewal.question')}
          description={t('renewal.explain')}
          action={
            <Button icon="refresh" loading={isLoading} disabled={isLoading} onClick={() => void renew(token)}>
              {t('renewal.confirm')}
            </Button>
          }
        />
      )}
    </PageFrame>
  );
}
