import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REASON_MAX_LENGTH } from '@sokoni/contracts';
import { Button, Field, TextArea } from '@sokoni/shared-ui';
import { Dialog } from '@sokoni/shared-ui/widgets';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** Who reads the reason, under the field: "the person concerned" unless said otherwise. */
  hint?: string;
  confirmLabel: string;
  /** Whether the reason may be left empty (deleting a user); required otherwise. */
  optional?: boolean;
  danger?: boolean;
  submitting?: boolean;
  /** The server's per-field message, shown under the field. */
  serverError?: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for the reason of a rejection, deletion, ban or trusted change before it is sent. */
export function ReasonDialog({
  open,
  title,
  description,
  hint,
  confirmLabel,
  optional = false,
  danger = false,
  submitting = false,
  serverError,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) {
      setReason('');
      setError(undefined);
    }
  }, [open]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!optional && reason.trim() === '') {
      setError(t('reason.required'));
      fieldRef.current?.focus();
      return;
    }
    onSubmit(reason.trim());
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      size="md"
      dismissible={!submitting}
      initialFocusRef={fieldRef}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            {t('actions.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => submit()} loading={submitting}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Field label={t('reason.label')} required={!optional} error={error ?? serverError} hint={hint ?? t('reason.hint')}>
          <TextArea
            ref={fieldRef}
            value={reason}
            maxLength={ADMIN_REASON_MAX_LENGTH}
            rows={3}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}
