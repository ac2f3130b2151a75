import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PromotionPlan } from '@sokoni/contracts';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  formatMoney,
  gridList,
  Icon,
  toApiError,
  useAppSelector,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { LoadingBlock } from '../../../lib/loading-block';
import { useMoney } from '../../../lib/money';
import { useListPromotionPlansQuery } from '../api/promote-api';

const StyledPlans = styled.ul`
  ${gridList({ gap: 4, columns: 1, md: 3 })}
`;

const StyledPlan = styled(Card)<{ $boost: PromotionPlan['boost_type']; $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  border-width: ${({ theme }) => theme.borderWidth.thick};
  border-color: ${({ theme, $boost, $selected }) => ($selected ? theme.color.primary : theme.color.boost[$boost].ring)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
  }
  > button {
    margin-top: auto;
  }
`;

const StyledBadge = styled.span<{ $boost: PromotionPlan['boost_type'] }>`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $boost }) => theme.color.boost[$boost].badgeBg};
  color: ${({ theme, $boost }) => theme.color.boost[$boost].badgeFg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledPrice = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  small {
    display: block;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface PlanStepProps {
  selectedId: number | null;
  onChoose: (plan: PromotionPlan) => void;
}

/** Step 2: the plans as cards (features, duration, price in USD and in Congolese francs). */
export function PlanStep({ selectedId, onChoose }: PlanStepProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = useAppSelector((state) => state.preferences.locale);
  const money = useMoney();
  const { data, error, isLoading, refetch } = useListPromotionPlansQuery(locale);
  if (isLoading) return <LoadingBlock label={t('planStep.loading')} height="240px" />;
  if (error)
    return (
      <ErrorState
        message={toApiError(error, t('errors.fetchPlans')).message}
        onRetry={() => void refetch()}
      />
    );
  const plans = data?.data ?? [];
  if (plans.length === 0) return <EmptyState icon="tag" title={t('planStep.empty')} />;
  return (
    <section aria-labelledby="promote-plan-step">
      <h2 id="promote-plan-step">{t('planStep.title')}</h2>
      <StyledPlans>
        {plans.map((plan) => (
          <li key={plan.id}>
            <StyledPlan
              as="article"
              $boost={plan.boost_type}
              $selected={plan.id === selectedId}
              aria-labelledby={`plan-${plan.id}`}
            >
              <StyledBadge $boost={plan.boost_type}>
                {t(`common:adCard.boost.${plan.boost_type}`)}
              </StyledBadge>
              <h3 id={`plan-${plan.id}`}>{plan.name}</h3>
              <p>{plan.description}</p>
              <StyledPrice>
                {money(plan.price, plan.currency_code)}
                {plan.converted_price ? (
                  <small>
                    {t('planStep.converted', {
                      amount: formatMoney(
                        plan.converted_price.amount,
                        {
                          symbol: plan.converted_price.symbol,
                          position: plan.converted_price.position,
                          decimal_places: plan.converted_price.decimal_places,
                        },
                        i18n.language,
                      ),
                    })}
                  </small>
                ) : null}
              </StyledPrice>
              <p>{t('planStep.duration', { count: plan.duration_days })}</p>
              <ul aria-label={t('planStep.features')}>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size="sm" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <Button
                variant={plan.id === selectedId ? 'primary' : 'secondary'}
                fullWidth
                onClick={() => onChoose(plan)}
                aria-label={t('planStep.chooseNamed', { name: plan.name })}
              >
                {t('planStep.choose')}
              </Button>
            </StyledPlan>
          </li>
        ))}
      </StyledPlans>
    </section>
  );
}
