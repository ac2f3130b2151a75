import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUSINESS_ANALYTICS_PERIODS, type BusinessAnalytics, type BusinessAnalyticsPeriod } from '@sokoni/contracts';
import {
  ErrorState,
  Field,
  panelBox,
  panelText,
  Select,
  Skeleton,
  spreadRow,
  useAppSelector,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { useGetBusinessAnalyticsQuery } from '../api/dashboard-api';

const StyledPanel = styled.section`
  ${panelBox()}
  ${panelText}
`;

const StyledHeader = styled.div`
  ${spreadRow({ align: 'end' })}
`;

/*
 * Each tile at least as wide as its longest word (« Conversations » is never cut on a 360 px phone): two by two
 * on a phone, the four in a row from a tablet on.
 */
const StyledTotals = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(min-content, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(4, minmax(min-content, 1fr));
  }
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledChart = styled.svg`
  width: 100%;
  height: 96px;
  display: block;
  rect {
    fill: ${({ theme }) => theme.color.primary};
  }
  line {
    stroke: ${({ theme }) => theme.color.border};
  }
`;

const StyledList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  /* The counts go under the title when both do not fit on the line (a phone), rather than squeezing it. */
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
    border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
  li > span:first-child {
    flex: 1 1 10rem;
    overflow-wrap: break-word;
  }
  /* Each count stays whole ("3 vues"); the line breaks between counts when it must. */
  li > span:last-child {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.textMuted};
    span {
      white-space: nowrap;
    }
  }
`;

/** Daily views as plain SVG bars (no chart library: this costs the remote nothing). */
function ViewsChart({ data, label }: { data: BusinessAnalytics['daily']; label: string }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useAppSelector((s) => s.preferences.locale);
  const dayFormat = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const max = Math.max(1, ...data.map((day) => day.views));
  const width = 100 / data.length;
  return (
    <StyledChart viewBox="0 0 100 40" preserveAspectRatio="none" role="img" aria-label={label}>
      <line x1="0" y1="40" x2="100" y2="40" vectorEffect="non-scaling-stroke" />
      {data.map((day, index) => {
        const height = (day.views / max) * 38;
        return (
          <rect key={day.day} x={index * width + width * 0.15} y={40 - height} width={width * 0.7} height={height}>
            <title>{t('dashboard.analytics.dayViews', { day: dayFormat.format(new Date(`${day.day}T00:00:00Z`)), count: day.views })}</title>
          </rect>
        );
      })}
    </StyledChart>
  );
}

/** Seller analytics: what the products drew over 7 or 30 days, in total, per day and per product. */
export function AnalyticsPanel() {
  const { t } = useTranslation(NAMESPACE);
  const [days, setDays] = useState<BusinessAnalyticsPeriod>(7);
  const { currentData, error, isFetching, refetch } = useGetBusinessAnalyticsQuery(days);
  let body;
  if (error && !isFetching) body = <ErrorState message={t('errors.loadAnalytics')} onRetry={() => void refetch()} headingLevel="h3" />;
  else if (!currentData) body = <Skeleton height="160px" />;
  else {
    const top = currentData.products
      .filter((p) => p.views + p.favorites + p.conversations + p.phone_reveals > 0)
      .slice(0, 5);
    body = (
      <>
        <StyledTotals>
          <div>
            <dt>{t('dashboard.analytics.views')}</dt>
            <dd>{currentData.totals.views}</dd>
          </div>
          <div>
            <dt>{t('dashboard.analytics.favorites')}</dt>
            <dd>{currentData.totals.favorites}</dd>
          </div>
          <div>
            <dt>{t('dashboard.analytics.conversations')}</dt>
            <dd>{currentData.totals.conversations}</dd>
          </div>
          <div>
            <dt>{t('dashboard.analytics.phoneReveals')}</dt>
            <dd>{currentData.totals.phone_reveals}</dd>
          </div>
        </StyledTotals>
        {currentData.totals.views > 0 ? (
          <ViewsChart data={currentData.daily} label={t('dashboard.analytics.chartLabel', { count: days })} />
        ) : null}
        {top.length === 0 ? (
          <p>{t('dashboard.analytics.none')}</p>
        ) : (
          <>
            <h3>{t('dashboard.analytics.perProduct')}</h3>
            <StyledList>
              {top.map((product) => (
                <li key={product.ad_id}>
                  <span>{product.title}</span>
                  <span>
                    <span>{t('dashboard.analytics.viewsCount', { count: product.views })}</span> ·{' '}
                    <span>{t('dashboard.analytics.favoritesCount', { count: product.favorites })}</span> ·{' '}
                    <span>{t('dashboard.analytics.conversationsCount', { count: product.conversations })}</span> ·{' '}
                    <span>{t('dashboard.analytics.phoneRevealsCount', { count: product.phone_reveals })}</span>
                  </span>
                </li>
              ))}
            </StyledList>
          </>
        )}
        <p>{t('dashboard.analytics.note')}</p>
      </>
    );
  }
  return (
    <StyledPanel aria-labelledby="business-analytics-title">
      <StyledHeader>
        <h2 id="business-analytics-title">{t('dashboard.analytics.title')}</h2>
        <Field label={t('dashboard.analytics.period')}>
          <Select value={String(days)} onChange={(event) => setDays(Number(event.target.value) as BusinessAnalyticsPeriod)}>
            {BUSINESS_ANALYTICS_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t('dashboard.analytics.days', { count: period })}
              </option>
            ))}
          </Select>
        </Field>
      </StyledHeader>
      {body}
    </StyledPanel>
  );
}
