import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render-with-providers';
import { Button, ButtonLink, IconButton } from './button';

describe('Button', () => {
  it('is a plain enabled button by default', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Publier</Button>);
    const button = screen.getByRole('button', { name: 'Publier' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, aria-busy, keeps its label for width and ignores clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <Button loading onClick={onClick}>
        Enregistrer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The label stays in the DOM (hidden visually) so the button keeps its width.
    expect(button).toHaveTextContent('Enregistrer');
    // The spinner inside is decorative: the busy state is already announced by aria-busy.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ButtonLink navigates like a link', () => {
    renderWithProviders(<ButtonLink to="/post-ad">Déposer une annonce</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Déposer une annonce' })).toHaveAttribute('href', '/post-ad');
  });

  it('IconButton takes its accessible name from label', () => {
    renderWithProviders(<IconButton icon="heart" label="Ajouter aux favoris" />);
    const button = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    expect(button.querySelector('.i-heart')).toHaveAttribute('aria-hidden', 'true');
  });
});
