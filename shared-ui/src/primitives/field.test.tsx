import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { Checkbox, Field, Select, TextArea, TextInput } from './field';

describe('Field', () => {
  it('labels the control and describes it with the hint', () => {
    renderWithProviders(
      <Field label="Titre" hint="Soyez précis">
        <TextInput name="title" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Titre' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Soyez précis');
  });

  it('shows the error under the control with an icon and marks it invalid', () => {
    renderWithProviders(
      <Field label="Email" hint="Nous ne le partageons pas" error="Veuillez entrer un email valide" required>
        <TextInput type="email" name="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Nous ne le partageons pas Veuillez entrer un email valide');
    const error = screen.getByText('Veuillez entrer un email valide');
    // Never colour alone: the error line carries an icon next to the text.
    expect(error.parentElement?.querySelector('.i-alert')).toBeInTheDocument();
  });

  it('wires TextArea and Select the same way', () => {
    renderWithProviders(
      <>
        <Field label="Description" error="Ce champ est obligatoire">
          <TextArea />
        </Field>
        <Field label="Catégorie">
          <Select defaultValue="cars">
            <option value="cars">Voitures</option>
            <option value="land">Terrains</option>
          </Select>
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('cars');
  });

  it('Checkbox is labelled, toggles and shows its error', async () => {
    const { user } = renderWithProviders(<Checkbox label="J'accepte les conditions" error="Ce champ est obligatoire" />);
    const box = screen.getByRole('checkbox', { name: "J'accepte les conditions" });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Ce champ est obligatoire');
    await user.click(screen.getByText("J'accepte les conditions"));
    expect(box).toBeChecked();
  });
});
