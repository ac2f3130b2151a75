import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, useToast } from '@sokoni/shared-ui';

export interface EntityFormOptions {
  /**
   * Where the server's per-field messages go: under their fields (`fields`, the default), or the first one as an
   * error toast for forms whose fields show no message (`toast`).
   */
  errorsIn?: 'fields' | 'toast';
}

export interface EntityForm<Value> {
  /** The entity being added or edited; null while the dialog is closed. */
  value: Value | null;
  open: (value: Value) => void;
  close: () => void;
  update: (changes: Partial<Value>) => void;
  /** The server's first message for a field, if any. */
  error: (field: string) => string | undefined;
  /** Saves through `work`, which resolves to the success message: a toast, then the dialog closes. */
  submit: (work: (value: Value) => Promise<string>) => Promise<void>;
}

/** The state of an add or edit dialog and its save: success toast and close, or the server's errors. */
export function useEntityForm<Value>({ errorsIn = 'fields' }: EntityFormOptions = {}): EntityForm<Value> {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [value, setValue] = useState<Value | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = async (work: (value: Value) => Promise<string>) => {
    if (!value) return;
    setErrors({});
    try {
      toast.success(await work(value));
      setValue(null);
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      if (errorsIn === 'fields' && problem.errors) setErrors(problem.errors);
      else
        toast.error(
          problem.errors ? (Object.values(problem.errors)[0]?.[0] ?? problem.message) : problem.message,
        );
    }
  };

  return {
    value,
    open: (next) => {
      setErrors({});
      setValue(next);
    },
    close: () => setValue(null),
    update: (changes) => setValue((previous) => (previous ? { ...previous, ...changes } : previous)),
    error: (field) => errors[field]?.[0],
    submit,
  };
}
