/**
 * Category fields ("attributes"): what each category asks of its ads (a car's make, year and mileage, a house's
 * rooms and area…), the one validator of an ad's values that the api and the ad form both run, and the reading of
 * the list filters `attr.<key>=<option>`, `attr.<key>_min`, `attr.<key>_max`.
 *
 * Pure TypeScript without TypeBox (the browser imports it); the TypeBox schemas of the same shapes are in
 * `catalog.ts` (`CategoryAttributeSchema`) and `ads.ts`.
 */

export const ATTRIBUTE_TYPES = ['number', 'option', 'text'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** A field key: lowercase letter, then lowercase letters, digits or "_" (never ending in _min/_max). */
export const ATTRIBUTE_KEY_PATTERN = '^[a-z][a-z0-9_]{0,29}$';
export const ATTRIBUTE_KEY_MAX_LENGTH = 30;
/** Fields a category may declare, options a field may offer, characters of a label, an option or a text value. */
export const MAX_ATTRIBUTES_PER_CATEGORY = 20;
export const MAX_ATTRIBUTE_OPTIONS = 100;
export const ATTRIBUTE_LABEL_MAX_LENGTH = 60;
export const ATTRIBUTE_OPTION_MAX_LENGTH = 40;
export const ATTRIBUTE_TEXT_MAX_LENGTH = 80;
export const ATTRIBUTE_UNIT_MAX_LENGTH = 10;
/** Largest magnitude of a number field (mileage, area…). */
export const ATTRIBUTE_NUMBER_LIMIT = 1_000_000_000;
/** The prefix of the list filters in the query string: `attr.year_min=2015`. */
export const ATTRIBUTE_FILTER_PREFIX = 'attr.';

export interface AttributeLabel {
  fr: string;
  en: string;
}

export interface AttributeOption {
  /** What is stored and sent in filters ("toyota", "diesel"). */
  value: string;
  label: AttributeLabel;
}

export interface CategoryAttribute {
  key: string;
  type: AttributeType;
  label: AttributeLabel;
  /** Shown after a number ("km", "m²", "cc"). */
  unit?: string;
  /** The choices of an `option` field. */
  options?: AttributeOption[];
  /** Bounds of a `number` field. */
  min?: number;
  max?: number;
  /** A `number` field that takes whole numbers only (year, rooms). */
  integer?: boolean;
}

/** An ad's values by field key: numbers for number fields, the option's value or the text otherwise. */
export type AdAttributes = Record<string, string | number>;

/** One problem with a value, in terms each side translates (the api's message keys, the form's i18n keys). */
export type AttributeProblem =
  | { code: 'notObject' }
  | { code: 'unknown' }
  | { code: 'number' }
  | { code: 'integer' }
  | { code: 'minimum'; limit: number }
  | { code: 'maximum'; limit: number }
  | { code: 'choice' }
  | { code: 'maxLength'; limit: number }
  | { code: 'range' };

/** The field name an error is reported under: `attributes.<key>` (or `attributes` for the whole value). */
export function attributeField(key?: string): string {
  return key === undefined ? 'attributes' : `attributes.${key}`;
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** A number as people type it: "2 015", "12,5" and "12.5" are numbers; "", "12a" are not. */
export function readAttributeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** The problems of one number against its field's bounds, if any. */
function numberProblem(field: CategoryAttribute, value: number): AttributeProblem | undefined {
  if (Math.abs(value) > ATTRIBUTE_NUMBER_LIMIT) return { code: 'maximum', limit: ATTRIBUTE_NUMBER_LIMIT };
  if (field.integer && !Number.isInteger(value)) return { code: 'integer' };
  if (field.min !== undefined && value < field.min) return { code: 'minimum', limit: field.min };
  if (field.max !== undefined && value > field.max) return { code: 'maximum', limit: field.max };
  return undefined;
}

export interface AttributeCheck {
  /** The values to store: numbers as numbers, options and texts trimmed; empty values left out. */
  values: AdAttributes;
  /** Problems by field name (`attributes.<key>`, or `attributes`). */
  errors: Record<string, AttributeProblem>;
}

/**
 * An ad's values checked against its category's fields. Every field is optional (an empty value is left out);
 * a key the category does not declare, a number out of its bounds, an option not offered or a text too long is
 * a problem under `attributes.<key>`.
 */
export function validateAdAttributes(fields: readonly CategoryAttribute[], input: unknown): AttributeCheck {
  const values: AdAttributes = {};
  const errors: Record<string, AttributeProblem> = {};
  if (input === undefined || input === null) return { values, errors };
  if (typeof input !== 'object' || Array.isArray(input)) {
    errors[attributeField()] = { code: 'notObject' };
    return { values, errors };
  }
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const [key, raw] of Object.entries(input as Record<string, unknown>)) {
    const field = byKey.get(key);
    if (!field) {
      errors[attributeField(key)] = { code: 'unknown' };
      continue;
    }
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) continue;
    if (field.type === 'number') {
      const number = readAttributeNumber(raw);
      if (number === undefined) {
        errors[attributeField(key)] = { code: 'number' };
        continue;
      }
      const problem = numberProblem(field, number);
      if (problem) errors[attributeField(key)] = problem;
      else values[key] = number;
    } else if (typeof raw !== 'string' && typeof raw !== 'number') {
      errors[attributeField(key)] = { code: 'choice' };
    } else if (field.type === 'option') {
      const text = String(raw).trim();
      if (!(field.options ?? []).some((option) => option.value === text))
        errors[attributeField(key)] = { code: 'choice' };
      else values[key] = text;
    } else {
      const text = String(raw).trim().replace(/\s+/g, ' ');
      if (text.length > ATTRIBUTE_TEXT_MAX_LENGTH)
        errors[attributeField(key)] = { code: 'maxLength', limit: ATTRIBUTE_TEXT_MAX_LENGTH };
      else values[key] = text;
    }
  }
  return { values, errors };
}

/** The values of an ad that still fit `fields` (after its category changed, say): the others are dropped. */
export function keepFittingAttributes(
  fields: readonly CategoryAttribute[],
  values: AdAttributes,
): AdAttributes {
  const kept: AdAttributes = {};
  for (const [key, value] of Object.entries(values)) {
    const { values: checked } = validateAdAttributes(fields, { [key]: value });
    if (hasOwn(checked, key)) kept[key] = checked[key];
  }
  return kept;
}

/**
 * A category's field list as an administrator writes it: keys unique and well formed, labels in both languages,
 * options (unique values) for option fields only, bounds for number fields only with min ≤ max. Problems by path
 * (`attributes.2.options`), in the same terms as an ad's.
 */
export function validateCategoryAttributes(
  fields: readonly CategoryAttribute[],
): Record<string, AttributeProblem> {
  const errors: Record<string, AttributeProblem> = {};
  const keyPattern = new RegExp(ATTRIBUTE_KEY_PATTERN);
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    const at = (part: string) => `attributes.${index}.${part}`;
    if (!keyPattern.test(field.key) || /_(min|max)$/.test(field.key)) errors[at('key')] = { code: 'choice' };
    else if (seen.has(field.key)) errors[at('key')] = { code: 'unknown' };
    seen.add(field.key);
    if (field.type === 'option') {
      const options = field.options ?? [];
      const values = new Set(options.map((option) => option.value));
      if (options.length === 0 || values.size !== options.length) errors[at('options')] = { code: 'choice' };
    } else if (field.options !== undefined) errors[at('options')] = { code: 'unknown' };
    if (field.type !== 'number' && (field.min !== undefined || field.max !== undefined || field.integer))
      errors[at('min')] = { code: 'unknown' };
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      errors[at('min')] = { code: 'range' };
  });
  return errors;
}

export type AttributeFilter =
  { key: string; kind: 'option'; value: string } | { key: string; kind: 'range'; min?: number; max?: number };

export interface AttributeFilterCheck {
  filters: AttributeFilter[];
  /** Problems by query parameter (`attr.year_min`). */
  errors: Record<string, AttributeProblem>;
}

/**
 * The `attr.*` parameters of a list query, checked against the fields of the category filtered on (none without a
 * category): `attr.<key>=<option value>` for an option field, `attr.<key>_min` / `attr.<key>_max` for a number
 * field. Any other `attr.` parameter (a key the category lacks, a bound on an option field…) is a problem, and so
 * is a bound that is not a number, out of the field's range, or a minimum above the maximum.
 */
export function readAttributeFilters(
  fields: readonly CategoryAttribute[],
  query: Record<string, unknown>,
): AttributeFilterCheck {
  const errors: Record<string, AttributeProblem> = {};
  const options = new Map<string, string>();
  const ranges = new Map<string, { min?: number; max?: number }>();
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const [name, raw] of Object.entries(query)) {
    if (!name.startsWith(ATTRIBUTE_FILTER_PREFIX) || raw === undefined) continue;
    const rest = name.slice(ATTRIBUTE_FILTER_PREFIX.length);
    const text = String(raw).trim();
    const exact = byKey.get(rest);
    if (exact && exact.type === 'option') {
      if (text === '') continue;
      if (!(exact.options ?? []).some((option) => option.value === text)) errors[name] = { code: 'choice' };
      else options.set(rest, text);
      continue;
    }
    const bound = /^(.+)_(min|max)$/.exec(rest);
    const field = bound ? byKey.get(bound[1]) : undefined;
    if (!bound || !field || field.type !== 'number') {
      errors[name] = { code: 'unknown' };
      continue;
    }
    if (text === '') continue;
    const number = readAttributeNumber(text);
    if (number === undefined) {
      errors[name] = { code: 'number' };
      continue;
    }
    if (Math.abs(number) > ATTRIBUTE_NUMBER_LIMIT) {
      errors[name] = { code: 'maximum', limit: ATTRIBUTE_NUMBER_LIMIT };
      continue;
    }
    const range = ranges.get(field.key) ?? {};
    range[bound[2] as 'min' | 'max'] = number;
    ranges.set(field.key, range);
  }
  for (const [key, range] of ranges)
    if (range.min !== undefined && range.max !== undefined && range.min > range.max)
      errors[`${ATTRIBUTE_FILTER_PREFIX}${key}_min`] = { code: 'range' };
  const filters: AttributeFilter[] = [
    ...[...options].map(([key, value]) => ({ key, kind: 'option' as const, value })),
    ...[...ranges].map(([key, range]) => ({ key, kind: 'range' as const, ...range })),
  ];
  return { filters, errors };
}

/**
 * The fields an ad has a value for, in the category's order, each option field cut to the option chosen: what
 * the ad's page draws its table from, without carrying the whole category (every option of every field).
 */
export function fieldsOfAd(fields: readonly CategoryAttribute[], values: AdAttributes): CategoryAttribute[] {
  return fields
    .filter((field) => values[field.key] !== undefined && values[field.key] !== '')
    .map((field) =>
      field.options === undefined
        ? field
        : { ...field, options: field.options.filter((option) => option.value === values[field.key]) },
    );
}

/** The label of a field or option in a language (French when English is missing). */
export function attributeLabel(label: AttributeLabel, language: string): string {
  return language.startsWith('en') ? label.en || label.fr : label.fr;
}

/** A value as the ad page shows it: the option's label, the number with its unit, the text. */
export function formatAttributeValue(
  field: CategoryAttribute,
  value: string | number,
  language: string,
): string {
  if (field.type === 'option') {
    const option = (field.options ?? []).find((candidate) => candidate.value === value);
    return option ? attributeLabel(option.label, language) : String(value);
  }
  if (field.type === 'number' && typeof value === 'number') {
    const locale = language.startsWith('en') ? 'en-US' : 'fr-FR';
    // Four digits stay together (a year reads 2015 in both languages); larger numbers are grouped.
    const text = new Intl.NumberFormat(locale, { useGrouping: Math.abs(value) >= 10_000 }).format(value);
    return field.unit ? `${text} ${field.unit}` : text;
  }
  return String(value);
}
