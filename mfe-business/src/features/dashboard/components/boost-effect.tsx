import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BoostDay, BoostEffect } from '@sokoni/contracts';
import { VisuallyHidden, useAppSelector } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';

type Metric = Exclude<keyof BoostDay, 'day'>;
const METRICS: Metric[] = ['views', 'contacts', 'phone_reveals', 'favorites'];

const StyledEffect = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledNever = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/*
 * A table with the day bars in a last column; on a phone each row is a grid of the same four columns (so the
 * figures stay aligned from row to row) and the bars take a line of their own under the figures.
 */
const StyledRows = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)} 0;
    border: 0;
    text-align: left;
    font-weight: normal;
    vertical-align: middle;
  }
  th[scope='col'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  td {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td:last-child,
  th:last-child {
    width: 40%;
    padding-right: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    &,
    thead,
    tbody {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1.25fr) minmax(0, 0.9fr) minmax(0, 1.1fr) minmax(0, 1.25fr);
      align-items: center;
    }
    tbody tr + tr {
      margin-top: ${({ theme }) => theme.space(1)};
    }
    th,
    td {
      padding-top: 0;
      padding-bottom: 0;
    }
    td:last-child {
      grid-column: 1 / -1;
      width: auto;
    }
    th:last-child {
      display: none;
    }
  }
`;

const StyledBars = styled.svg`
  width: 100%;
  height: 20px;
  display: block;
  .before {
    fill: ${({ theme }) => theme.color.borderStrong};
  }
  .during {
    fill: ${({ theme }) => theme.color.primary};
  }
  line {
    stroke: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledChange = styled.td<{ $trend: 'up' | 'down' | 'flat' }>`
  font-weight: ${({ theme, $trend }) => ($trend === 'up' ? theme.font.weight.semibold : 'normal')};
  color: ${({ theme, $trend }) => ($trend === 'up' ? theme.color.success : theme.color.textMuted)};
`;

/** One bar per day (before the boost in grey, from its first day in colour), scaled to the busiest day. */
function DailyBars({ values, split }: { values: number[]; split: number }) {
  const max = Math.max(1, ...values);
  const width = 100 / values.length;
  return (
    <StyledBars viewBox="0 0 100 20" preserveAspectRatio="none" aria-hidden="true">
      {values.map((value, index) => {
        const height = value > 0 ? Math.max(1.5, (value / max) * 18) : 0;
        return (
          <rect
            key={index}
            className={index < split ? 'before' : 'during'}
            x={index * width + width * 0.12}
            y={20 - height}
            width={width * 0.76}
            height={height}
          />
        );
      })}
      <line
        x1={split * width}
        y1="0"
        x2={split * width}
        y2="20"
        vectorEffect="non-scaling-stroke"
        strokeDasharray="2 2"
      />
    </StyledBars>
  );
}

/**
 * What an ad's latest boost changed: views, contacts, phone reveals and favourites per day in the days before it and as many
 * days from its first day, the change in per cent, and each day as a small bar. An ad never boosted says so.
 */
export function BoostEffectSummary({ effect }: { effect: BoostEffect | null }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useAppSelector((s) => s.preferences.locale) === 'en' ? 'en-GB' : 'fr-FR';
  if (!effect) return <StyledNever>{t('dashboard.boosts.never')}</StyledNever>;
  const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const perDay = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const before = effect.daily.slice(0, effect.days);
  const during = effect.daily.slice(effect.days);
  const average = (days: BoostDay[], metric: Metric) =>
    days.reduce((sum, day) => sum + day[metric], 0) / effect.days;
  return (
    <StyledEffect data-testid="boost-effect">
      <p>
        {t(effect.active ? 'dashboard.boosts.running' : 'dashboard.boosts.ended', {
          type: t(`dashboard.boosts.types.${effect.boost_type}`),
          start: dateFormat.format(new Date(effect.started_at)),
          end: dateFormat.format(new Date(effect.expires_at)),
        })}{' '}
        {t('dashboard.boosts.window', { count: effect.days })}
      </p>
      <StyledRows>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>{t('dashboard.boosts.metric')}</VisuallyHidden>
            </th>
            <th scope="col">{t('dashboard.boosts.before')}</th>
            <th scope="col">{t('dashboard.boosts.during')}</th>
            <th scope="col">{t('dashboard.boosts.changeHeading')}</th>
            <th scope="col">
              <VisuallyHidden>{t('dashboard.boosts.chart')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {METRICS.map((metric) => {
            const was = average(before, metric);
            const now = average(during, metric);
            let change: string;
            let trend: 'up' | 'down' | 'flat' = 'flat';
            if (was === 0) change = now === 0 ? t('dashboard.boosts.noChange') : t('dashboard.boosts.new');
            else {
              change = percent.format((now - was) / was);
              if (now !== was) trend = now > was ? 'up' : 'down';
            }
            if (was === 0 && now > 0) trend = 'up';
            return (
              <tr key={metric}>
                <th scope="row">{t(`dashboard.boosts.metrics.${metric}`)}</th>
                <td>{perDay.format(was)}</td>
                <td>{perDay.format(now)}</td>
                <StyledChange $trend={trend}>{change}</StyledChange>
                <td>
                  <DailyBars values={effect.daily.map((day) => day[metric])} split={effect.days} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledRows>
    </StyledEffect>
  );
}
