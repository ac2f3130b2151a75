import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, type ConvertedPrice, type MoneyFormat } from '@sokoni/contracts';
import { VisuallyHidden } from '../primitives/visually-hidden';

export type PriceSize = 'sm' | 'md' | 'lg';

export interface PriceProps {
  /** Amount in major units of `currency`; null means "price on request". */
  amount: number | null;
  currency: MoneyFormat;
  /** The amount in the visitor's display currency, when the api computed one. */
  converted?: ConvertedPrice | null;
  negotiable?: boolean;
  size?: PriceSize;
  /** Semibold by default; bold where the price leads a block (the ad card). */
  weight?: 'semibold' | 'bold';
  className?: string;
}

const mainSize = { sm: 'md', md: 'lg', lg: 'xl' } as const;

const StyledPrice = styled.span`
  display: inline-flex;
  flex-direction: column;
  line-height: 1.2;
  color: ${({ theme }) => theme.color.text};
`;

const StyledAmount = styled.span<{ $size: PriceSize; $weight: 'semibold' | 'bold' }>`
  font-size: ${({ theme, $size }) => theme.font.size[mainSize[$size]]};
  font-weight: ${({ theme, $weight }) => theme.font.weight[$weight]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const StyledConverted = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  opacity: 0.85;
`;

const StyledNegotiable = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The ad's price (semibold, tabular figures) with the converted price smaller beneath it. */
export function Price({
  amount,
  currency,
  converted,
  negotiable = false,
  size = 'md',
  weight = 'semibold',
  className,
}: PriceProps) {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.language;
  if (amount === null) {
    return (
      <StyledPrice className={className} data-testid="price">
        <StyledAmount $size={size} $weight={weight}>
          {t('price.onRequest')}
        </StyledAmount>
      </StyledPrice>
    );
  }
  const showConverted = converted && converted.currency_code !== currency.code;
  const convertedText = showConverted
    ? formatMoney(
        converted.amount,
        {
          symbol: converted.symbol,
          position: converted.position,
          decimal_places: converted.decimal_places,
          code: converted.currency_code,
        },
        locale,
      )
    : '';
  return (
    <StyledPrice className={className} data-testid="price">
      <StyledAmount $size={size} $weight={weight}>
        {formatMoney(amount, currency, locale)}
      </StyledAmount>
      {showConverted ? (
        <StyledConverted>
          <span aria-hidden="true">≈ {convertedText}</span>
          <VisuallyHidden>{t('price.converted', { price: convertedText })}</VisuallyHidden>
        </StyledConverted>
      ) : null}
      {negotiable ? <StyledNegotiable>{t('price.negotiable')}</StyledNegotiable> : null}
    </StyledPrice>
  );
}
