import { useCallback, useState, type ChangeEvent } from 'react';
import { DELETE_CONFIRMATION_WORD, isEmail, MIN_AGE_YEARS, MIN_PASSWORD_LENGTH } from '@sokoni/contracts';
import type { ApiError } from '@sokoni/shared-ui';

/**
 * A message shown next to a field: a key of this remote's `validation.*` texts for the checks made here
 * (translated at render time, so switching language re-translates them), or the server's own text.
 */
export type FieldMessage = { key: string; values?: Record<string, unknown> } | { text: string };

export type FieldErrors<K extends string> = Partial<Record<K, FieldMessage>>;

const need = (key: string, values?: Record<string, unknown>): FieldMessage => ({ key, values });

/** The form checks (docs/limits.md#validation); each returns the message to show, or null when the value is fine. */
export const rules = {
  required: (value: string): FieldMessage | null => (value.trim() ? null : need('validation.required')),
  email: (value: string): FieldMessage | null => {
    if (!value.trim()) return need('validation.required');
    return isEmail(value.trim()) ? null : need('validation.email');
  },
  newPassword: (value: string): FieldMessage | null => {
    if (!value) return need('validation.required');
    return value.length >= MIN_PASSWORD_LENGTH
      ? null
      : need('validation.passwordMin', { min: MIN_PASSWORD_LENGTH });
  },
  /** A new password that is the current one changes nothing: refused, as the api refuses it. */
  differentPassword: (value: string, current: string): FieldMessage | null =>
    value && value === current ? need('validation.passwordSameAsCurrent') : null,
  confirmation: (value: string, password: string): FieldMessage | null => {
    if (!value) return need('validation.required');
    return value === password ? null : need('validation.passwordMatch');
  },
  /** An ISO date (YYYY-MM-DD) of someone at least 18 on `today`. */
  adult: (value: string, today: Date = new Date()): FieldMessage | null => {
    if (!value) return need('validation.required');
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const birth = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
    if (!match || !birth || Number.isNaN(birth.getTime()) || birth.getUTCDate() !== Number(match[3])) {
      return need('validation.date');
    }
    const adultOn = new Date(
      Date.UTC(birth.getUTCFullYear() + MIN_AGE_YEARS, birth.getUTCMonth(), birth.getUTCDate()),
    );
    const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
    return adultOn.getTime() <= todayUtc ? null : need('validation.minAge', { age: MIN_AGE_YEARS });
  },
  deleteWord: (value: string): FieldMessage | null =>
    value.trim() === DELETE_CONFIRMATION_WORD
      ? null
      : need('validation.deleteWord', { word: DELETE_CONFIRMATION_WORD }),
};

/** Keeps only the fields that failed. */
export function collectErrors<K extends string>(checks: Record<K, FieldMessage | null>): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [name, message] of Object.entries(checks) as [K, FieldMessage | null][]) {
    if (message) errors[name] = message;
  }
  return errors;
}

/** The server's per-field errors (first message of each), for the fields this form shows. */
export function serverFieldErrors<K extends string>(error: ApiError, fields: readonly K[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const field of fields) {
    const first = error.errors?.[field]?.[0];
    if (first) errors[field] = { text: first };
  }
  return errors;
}

export type FormValues = Record<string, string>;

export interface FormState<V extends FormValues> {
  values: V;
  errors: FieldErrors<keyof V & string>;
  /** The message above the form (the general text of docs/errors.md#form-texts, or the server's message). */
  formError: FieldMessage | null;
  setValue: (name: keyof V & string, value: string) => void;
  /** Props for a text control bound to `name`. */
  bind: (name: keyof V & string) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  };
  /** Runs the checks; on failure shows every error and the form-level text, and returns false. */
  check: () => boolean;
  /** Shows a failed call: its per-field errors next to the fields and its message above the form. */
  showServerError: (error: ApiError) => void;
  setFormError: (message: FieldMessage | null) => void;
  reset: (values: V) => void;
}

/**
 * The small form state every account form needs: checks on submit, then again on each change once the
 * person has tried to submit, so a fixed field loses its error at once.
 */
export function useFormState<V extends FormValues>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
): FormState<V> {
  type K = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const setValue = useCallback(
    (name: K, value: string) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value };
        if (submitted) {
          const found = validate(next);
          setErrors(found);
          if (Object.keys(found).length === 0) setFormError(null);
        } else {
          setErrors((current) => {
            if (!current[name]) return current;
            const rest = { ...current };
            delete rest[name];
            return rest;
          });
        }
        return next;
      });
    },
    [submitted, validate],
  );

  const check = () => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const ok = Object.keys(found).length === 0;
    setFormError(ok ? null : { key: 'validation.form' });
    return ok;
  };

  const showServerError = (error: ApiError) => {
    const fields = Object.keys(values) as K[];
    setErrors(serverFieldErrors(error, fields));
    setFormError({ text: error.message });
  };

  return {
    values,
    errors,
    formError,
    setValue,
    bind: (name) => ({ name, value: values[name], onChange: (event) => setValue(name, event.target.value) }),
    check,
    showServerError,
    setFormError,
    reset: (next) => {
      setValues(next);
      setErrors({});
      setFormError(null);
      setSubmitted(false);
    },
  };
}
