import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { Button, TextInput } from '@sokoni/shared-ui';
import { renderWithProviders } from '../test/render-with-providers';
import { ConfirmDialog, Dialog } from './dialog';

function DialogHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Contacter le vendeur"
        description="Votre message sera envoyé par email."
        footer={<Button>Envoyer</Button>}
      >
        <TextInput aria-label="Message" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal in a portal, focused on its first control', async () => {
    const { user, container } = renderWithProviders(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Contacter le vendeur' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Votre message sera envoyé par email.');
    expect(container).not.toContainElement(dialog);
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });

  it('traps focus inside with Tab and Shift+Tab', async () => {
    const { user } = renderWithProviders(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const close = screen.getByRole('button', { name: 'Fermer' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Envoyer' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(message).toHaveFocus();
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DialogHarness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<DialogHarness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button', async () => {
    const { user } = renderWithProviders(<DialogHarness />, {});
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('confirms or cancels, with default labels, and focuses Cancel first when dangerous', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        variant="danger"
        title="Supprimer l'annonce ?"
        message="« Toyota RAV4 2015 » sera supprimée."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'annonce ?" });
    expect(dialog).toHaveAccessibleDescription('« Toyota RAV4 2015 » sera supprimée.');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('while confirming shows a busy confirm button and cannot be dismissed', async () => {
    const onCancel = jest.fn();
    const { user } = renderWithProviders(
      <ConfirmDialog
        open
        confirming
        title="Archiver ?"
        message="L'annonce ne sera plus visible."
        confirmLabel="Archiver"
        onConfirm={jest.fn()}
        onCancel={onCancel}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Archiver' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
