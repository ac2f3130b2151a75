import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { loadPreferencesState } from '../kernel/preferences-slice';
import { Price } from './price';

const CDF = { code: 'CDF', symbol: 'FC', position: 'after' as const, decimal_places: 0 };
const fr = { preferences: { ...loadPreferencesState(), locale: 'fr' as const } };
const en = { preferences: { ...loadPreferencesState(), locale: 'en' as const } };

describe('Price', () => {
  it('shows the price and the converted price beneath it', () => {
    renderWithProviders(
      <Price
        amount={25000}
        currency={CDF}
        converted={{ amount: 8.93, currency_code: 'USD', symbol: '$', position: 'before', decimal_places: 2 }}
      />,
      { preloadedState: fr },
    );
    expect(screen.getByTestId('price').firstChild?.textContent).toBe('25\u202f000\u00a0FC');
    expect(screen.getByText('≈ $8,93')).toBeInTheDocument();
  });

  it('does not repeat the price when the display currency is the ad currency', () => {
    renderWithProviders(
      <Price
        amount={25000}
        currency={CDF}
        converted={{ amount: 25000, currency_code: 'CDF', symbol: 'FC', position: 'after', decimal_places: 0 }}
      />,
      { preloadedState: en },
    );
    expect(screen.getByTestId('price').textContent).toBe('25,000\u00a0FC');
  });

  it('says price on request and negotiable', () => {
    const first = renderWithProviders(<Price amount={null} currency={CDF} />, { preloadedState: en });
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<Price amount={100} currency={CDF} negotiable />, { preloadedState: fr });
    expect(screen.getByText('Négociable')).toBeInTheDocument();
  });
});
