import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AnalyticsCounts, BoostComparison } from '@sokoni/contracts';
import { VisuallyHidden, useAppSelector } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledBoost = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceSunken};
  strong {
    overflow-wrap: anywhere;
  }
`;

const StyledRows = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} 0;
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
  td:last-child {
    width: 40%;
  }
`;

const StyledBars = styled.svg`
  width: 100%;
  height: 18px;
  display: block;
  .before {
    fill: ${({ theme }) => theme.color.borderStrong};
  }
  .during {
    fill: ${({ theme }) => theme.color.primary};
  }
`;

const StyledChange = styled.span<{ $up: boolean }>`
  margin-left: ${({ theme }) => theme.space(1)};
  color: ${({ theme, $up }) => ($up ? theme.color.success : theme.color.textMuted)};
`;

const METRICS: (keyof AnalyticsCounts)[] = ['views', 'favorites', 'conversations'];

/** Two thin bars, before (grey) above during (brand colour), scaled to the larger of the two. */
function PairBars({ before, during }: { before: number; during: number }) {
  const max = Math.max(1, before, during);
  return (
    <StyledBars viewBox="0 0 100 18" preserveAspectRatio="none" aria-hidden="true">
      <rect className="before" x="0" y="1" height="7" width={(before / max) * 100} />
      <rect className="during" x="0" y="10" height="7" width={(during / max) * 100} />
    </StyledBars>
  );
}

/**
 * Each recent boost against as many days just before it: views, favourites and conversations, side by side,
 * with the change in per cent where there was something to compare with.
 */
export function BoostComparisonList({ boosts }: { boosts: BoostComparison[] }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useAppSelector((s) => s.preferences.locale);
  const dateFormat = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    day: 'numeric',
    month: 'long',
  });
  if (boosts.length === 0) return <p>{t('dashboard.boosts.none')}</p>;
  return (
    <StyledList>
      {boosts.map((boost) => (
        <StyledBoost key={boost.ad_id} data-testid="boost-comparison">
          <strong>{boost.title}</strong>
          <p>
            {t(boost.active ? 'dashboard.boosts.running' : 'dashboard.boosts.ended', {
              type: t(`dashboard.boosts.types.${boost.boost_type}`),
              start: dateFormat.format(new Date(boost.started_at)),
              end: dateFormat.format(new Date(boost.expires_at)),
            })}{' '}
            {t('dashboard.boosts.window', { count: boost.days })}
          </p>
          <StyledRows>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.boosts.metric')}</th>
                <th scope="col">{t('dashboard.boosts.before')}</th>
                <th scope="col">{t('dashboard.boosts.during')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('dashboard.boosts.chart')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {METRICS.map((metric) => {
                const before = boost.before[metric];
                const during = boost.during[metric];
                const change = before > 0 ? Math.round(((during - before) / before) * 100) : null;
                return (
                  <tr key={metric}>
                    <th scope="row">{t(`dashboard.analytics.${metric}`)}</th>
                    <td>{before}</td>
                    <td>
                      {during}
                      {change !== null && change !== 0 ? (
                        <StyledChange $up={change > 0}>
                          {t('dashboard.boosts.change', {
                            sign: change > 0 ? '+' : '−',
                            value: Math.abs(change),
                          })}
                        </StyledChange>
                      ) : null}
                    </td>
                    <td>
                      <PairBars before={before} during={during} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </StyledRows>
        </StyledBoost>
      ))}
    </StyledList>
  );
}
