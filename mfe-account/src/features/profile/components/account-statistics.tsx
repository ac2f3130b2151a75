import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDecimal, Skeleton, visuallyHiddenCss } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { LoadFailure } from '../../../lib/messages';
import { useGetUserStatisticsQuery } from '../api/profile-api';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledItem = styled.div`
  display: flex;
  flex-direction: column-reverse;
  /* column-reverse: flex-end is the top, so the numbers line up when a label wraps. */
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledHeading = styled.h2`
  ${visuallyHiddenCss}
`;

const ITEMS = [
  ['total_ads', 'stats.totalAds'],
  ['active_ads', 'stats.activeAds'],
  ['total_favorites', 'stats.totalFavorites'],
  ['total_conversations', 'stats.totalConversations'],
] as const;

/** Account statistics: total ads, active ads, favourites, conversations. */
export function AccountStatistics() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data, error, isLoading, isFetching, refetch } = useGetUserStatisticsQuery();
  if (error && !data) {
    return (
      <LoadFailure
        error={error}
        fallback={t('errors.statisticsFailed')}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  return (
    <section aria-labelledby="account-statistics">
      <StyledHeading id="account-statistics">{t('stats.title')}</StyledHeading>
      <StyledList aria-busy={isLoading || undefined}>
        {ITEMS.map(([field, labelKey]) => (
          <StyledItem key={field}>
            <dt>{t(labelKey)}</dt>
            <dd>
              {data ? formatDecimal(data[field], i18n.language) : <Skeleton variant="text" width="3ch" />}
            </dd>
          </StyledItem>
        ))}
      </StyledList>
    </section>
  );
}
