import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** E.164 for a valid number; Congolese numbers may be written without +243. */
export function normalisePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'CD');
  return parsed?.isValid() ? parsed.number : null;
}

/** A number to show in public: E.164 and its international writing, or null when absent or not valid. */
export function publicPhone(value: string | null): { number: string; display: string } | null {
  const parsed = value ? parsePhoneNumberFromString(value.trim(), 'CD') : undefined;
  return parsed?.isValid() ? { number: parsed.number, display: parsed.formatInternational() } : null;
}
