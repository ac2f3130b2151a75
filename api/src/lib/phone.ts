import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** E.164 for a valid number; Congolese numbers may be written without +243. */
export function normalisePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'CD');
  return parsed?.isValid() ? parsed.number : null;
}
