import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'products', label: 'Produits', panel: <p>Liste des produits</p> },
  { id: 'stats', label: 'Statistiques', panel: <p>Vos chiffres</p>, disabled: true },
  { id: 'settings', label: 'Paramètres', panel: <p>Profil de l'entreprise</p> },
];

describe('Tabs', () => {
  it('shows the first tab selected with its panel', () => {
    renderWithProviders(<Tabs label="Tableau de bord" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Tableau de bord' })).toBeInTheDocument();
    const products = screen.getByRole('tab', { name: 'Produits' });
    expect(products).toHaveAttribute('aria-selected', 'true');
    expect(products).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Paramètres' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Produits' })).toHaveTextContent('Liste des produits');
  });

  it('moves and selects with arrow keys (skipping disabled tabs), Home and End', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithProviders(
      <Tabs label="Tableau de bord" items={items} onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('tab', { name: 'Produits' }));
    await user.keyboard('{ArrowRight}');
    const settings = screen.getByRole('tab', { name: 'Paramètres' });
    expect(settings).toHaveFocus();
    expect(settings).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent("Profil de l'entreprise");
    expect(onValueChange).toHaveBeenLastCalledWith('settings');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Produits' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(settings).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Produits' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(settings).toHaveAttribute('aria-selected', 'true');
  });

  it('can be controlled and offers a select for phones', async () => {
    const onValueChange = jest.fn();
    const { user, container } = renderWithProviders(
      <Tabs
        label="Tableau de bord"
        items={items}
        value="settings"
        onValueChange={onValueChange}
        mobileSelect
      />,
    );
    expect(screen.getByRole('tab', { name: 'Paramètres' })).toHaveAttribute('aria-selected', 'true');
    const select = container.querySelector('select');
    expect(select).toHaveAccessibleName('Tableau de bord');
    expect(select).toHaveValue('settings');
    await user.selectOptions(select as HTMLSelectElement, 'products');
    expect(onValueChange).toHaveBeenCalledWith('products');
  });
});
