import { isEmail, type ContactRequest } from '@sokoni/contracts';

export type ContactField = keyof ContactRequest;
export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];

/** Error keys in the `common` namespace. */
export type ContactErrors = Partial<Record<ContactField, 'errors.required' | 'errors.email'>>;

export function validateContact(values: ContactRequest): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (!values[field].trim()) errors[field] = 'errors.required';
  }
  if (!errors.email && !isEmail(values.email.trim())) errors.email = 'errors.email';
  return errors;
}
