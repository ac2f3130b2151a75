import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  gridList,
  paths,
  spreadRow,
  toApiError,
  useListMyAdsQuery,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { LoadingBlock } from '../../../lib/loading-block';

const StyledList = styled.ul`
  ${gridList()}
`;

const StyledRow = styled(Card)`
  ${spreadRow()}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Only active ads can be promoted; a seller rarely has more than a page of them. */
const PROMOTABLE_ADS = { status: 'active', per_page: 60 } as const;

/** Step 1: one of the seller's active ads (only those can be promoted). */
export function AdStep() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isLoading, refetch } = useListMyAdsQuery(PROMOTABLE_ADS);
  if (isLoading) return <LoadingBlock label={t('adStep.loading')} />;
  if (error)
    return (
      <ErrorState message={toApiError(error, t('errors.fetchAds')).message} onRetry={() => void refetch()} />
    );
  const ads = data?.data ?? [];
  if (ads.length === 0) {
    return (
      <EmptyState
        icon="tag"
        title={t('adStep.emptyTitle')}
        description={t('adStep.emptyText')}
        action={<ButtonLink to={paths.myAds.getHref()}>{t('links.myAds')}</ButtonLink>}
      />
    );
  }
  return (
    <section aria-labelledby="promote-ad-step">
      <h2 id="promote-ad-step">{t('adStep.title')}</h2>
      <StyledList>
        {ads.map((ad) => (
          <li key={ad.id}>
            <StyledRow>
              <div>
                <h3>{ad.title}</h3>
                {ad.boost ? (
                  <p>{t('adStep.alreadyBoosted', { type: t(`common:adCard.boost.${ad.boost.type}`) })}</p>
                ) : null}
              </div>
              <ButtonLink
                to={paths.promote.getHref(ad.id)}
                size="sm"
                aria-label={t('adStep.chooseAd', { title: ad.title })}
              >
                {t('adStep.choose')}
              </ButtonLink>
            </StyledRow>
          </li>
        ))}
      </StyledList>
    </section>
  );
}
