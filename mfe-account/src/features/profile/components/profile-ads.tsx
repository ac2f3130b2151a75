import { useTranslation } from 'react-i18next';
import {
  AdGrid,
  AdGridSkeleton,
  ButtonLink,
  Cluster,
  EmptyState,
  Stack,
  paths,
  useListMyAdsQuery,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { LoadFailure } from '../../../lib/messages';
import { PROFILE_ADS_COUNT } from '../api/profile-api';

/** The « Mes annonces » tab: the user's latest ads, and the way to all of them on My Ads. */
export function ProfileAds() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isLoading, isFetching, refetch } = useListMyAdsQuery({ per_page: PROFILE_ADS_COUNT });

  if (isLoading) return <AdGridSkeleton count={PROFILE_ADS_COUNT} label={t('profile.adsLoading')} />;
  if (error || !data) {
    return (
      <LoadFailure
        error={error}
        fallback={t('errors.adsFailed')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        icon="tag"
        title={t('profile.noAdsTitle')}
        description={t('profile.noAdsText')}
        action={
          <ButtonLink to={paths.postAd.getHref()} icon="plus">
            {t('profile.postFirstAd')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Stack gap={4}>
      <AdGrid ads={data.data} ownerActions headingLevel="h3" aria-label={t('profile.tabAds')} />
      <Cluster justify="between" gap={2}>
        <span>{t('profile.adsShown', { shown: data.data.length, count: data.total })}</span>
        <ButtonLink to={paths.myAds.getHref()} variant="secondary" iconEnd="chevron-right">
          {t('profile.allAds')}
        </ButtonLink>
      </Cluster>
    </Stack>
  );
}
