import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@sokoni/shared-ui';
import { Dialog } from '@sokoni/shared-ui/widgets';

export interface EntityDialogProps<Value> {
  /** The entity in the form; the dialog is closed when null. */
  value: Value | null;
  title: ReactNode;
  /** The id of the form, which the footer's submit button names. */
  formId: string;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The submit button: "Save" by default. */
  submitLabel?: string;
  submitVariant?: ButtonVariant;
  submitDisabled?: boolean;
  /** Whether the dialog stays open, Cancel included, while saving. */
  lockWhileSaving?: boolean;
  /** The fields of the form, given the entity. */
  children: (value: Value) => ReactNode;
}

/** The add or edit dialog of an admin page: a form of fields, Cancel and Save. */
export function EntityDialog<Value>({
  value,
  title,
  formId,
  saving,
  onSubmit,
  onClose,
  submitLabel,
  submitVariant,
  submitDisabled,
  lockWhileSaving = false,
  children,
}: EntityDialogProps<Value>) {
  const { t } = useTranslation('admin');
  const locked = lockWhileSaving && saving;
  return (
    <Dialog
      open={value !== null}
      onClose={onClose}
      title={title}
      dismissible={!locked}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={locked}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            disabled={submitDisabled}
            loading={saving}
          >
            {submitLabel ?? t('actions.save')}
          </Button>
        </>
      }
    >
      {value !== null ? (
        <form
          id={formId}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          noValidate
        >
          {children(value)}
        </form>
      ) : null}
    </Dialog>
  );
}
