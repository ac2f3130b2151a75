import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { currencyChanged, useAppDispatch, useAppSelector, useListCurrenciesQuery } from '@sokoni/shared-ui';

const StyledSelect = styled.select`
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface CurrencyPickerProps {
  id?: string;
}

/** Display currency for converted prices (USD, EUR, GBP, CDF from GET /api/currencies), stored on change. */
export function CurrencyPicker({ id }: CurrencyPickerProps) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.preferences.currency);
  const { data } = useListCurrenciesQuery();
  const currencies = data?.data;
  const options = currencies?.filter((c) => c.is_active) ?? [];
  const codes = options.some((c) => c.code === current)
    ? options
    : [{ code: current, symbol: '' }, ...options];
  return (
    <StyledSelect
      id={id}
      aria-label={t('currency.label')}
      value={current}
      disabled={!currencies}
      onChange={(event) => dispatch(currencyChanged(event.target.value))}
    >
      {codes.map((c) => (
        <option key={c.code} value={c.code}>
          {c.symbol ? `${c.code} (${c.symbol})` : c.code}
        </option>
      ))}
    </StyledSelect>
  );
}
