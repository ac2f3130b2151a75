import type { TFunction } from 'i18next';
import {
  AD_DESCRIPTION_MAX_LENGTH,
  AD_DESCRIPTION_MIN_LENGTH,
  AD_TITLE_MAX_LENGTH,
  AD_TITLE_MIN_LENGTH,
  isAdPriceInRange,
  readTypedPrice,
  type Ad,
  type AdCondition,
  type AdImage,
  type CategoryTreeNode,
} from '@sokoni/contracts';

/** What the form holds; every value is the text of its control so nothing typed is ever reformatted. */
export interface AdFormValues {
  title: string;
  description: string;
  price: string;
  currency: string;
  isNegotiable: boolean;
  /** Id of the top-level category chosen first. */
  parentCategory: string;
  /** Id of the leaf category sent as `category`. */
  category: string;
  /** Id of the province used to narrow the places (not sent). */
  province: string;
  location: string;
  condition: '' | AdCondition;
  /** The text of each of the category's fields by key (features/category-fields). */
  attributes: Record<string, string>;
}

export type AdFormField =
  | 'title'
  | 'description'
  | 'price'
  | 'currency'
  | 'is_negotiable'
  | 'category'
  | 'location'
  | 'condition'
  | 'images';

export type AdFormErrors = Partial<Record<AdFormField, string>>;

/** A photo of the form: already on the ad, or picked on this device (resized, waiting to be sent). */
export type PhotoItem =
  | { key: string; kind: 'existing'; image: AdImage }
  | { key: string; kind: 'new'; file: File; preview: string; originalBytes: number };

export const AD_FORM_FIELDS: readonly AdFormField[] = [
  'title',
  'description',
  'category',
  'location',
  'price',
  'currency',
  'is_negotiable',
  'condition',
  'images',
];

/** Top-level categories where a condition (new/used) means nothing: land and houses are not "used". */
const WITHOUT_CONDITION = new Set(['property']);

export function conditionApplies(tree: CategoryTreeNode[], parentCategory: string): boolean {
  const parent = tree.find((node) => String(node.id) === parentCategory);
  return !parent || !WITHOUT_CONDITION.has(parent.slug);
}

export function emptyValues(currency: string): AdFormValues {
  return {
    title: '',
    description: '',
    price: '',
    currency,
    isNegotiable: false,
    parentCategory: '',
    category: '',
    province: '',
    location: '',
    condition: '',
    attributes: {},
  };
}

/** The form filled with an existing ad (Edit Ad). */
export function valuesFromAd(ad: Ad, provinceOf: (locationId: number) => number | null): AdFormValues {
  const province = ad.location ? provinceOf(ad.location.id) : null;
  return {
    title: ad.title,
    description: ad.description ?? '',
    price: ad.price === null ? '' : String(ad.price),
    currency: ad.currency_code,
    isNegotiable: ad.is_negotiable,
    parentCategory: String(ad.category.parent?.id ?? ad.category.id),
    category: String(ad.category.id),
    province: province === null ? '' : String(province),
    location: ad.location ? String(ad.location.id) : '',
    condition: ad.condition ?? '',
    attributes: Object.fromEntries(Object.entries(ad.attributes ?? {}).map(([key, value]) => [key, String(value)])),
  };
}

/**
 * "25 000", "12,50" and "12.50" are prices: read by the rule the server reads them with (contracts' money module),
 * and within the range the server accepts, so a price the form lets through is not refused after sending.
 */
export function parsePrice(text: string): number | null | 'invalid' {
  const price = readTypedPrice(text);
  if (price === null) return null;
  return price !== undefined && isAdPriceInRange(price) ? price : 'invalid';
}

/** The checks of docs/limits.md#validation before anything is sent, messages in the page language. */
export function validateAdForm(values: AdFormValues, t: TFunction): AdFormErrors {
  const errors: AdFormErrors = {};
  const required = t('common:errors.required');
  const text = (field: 'title' | 'description', value: string, min: number, max: number) => {
    const trimmed = value.trim();
    if (trimmed === '') errors[field] = required;
    else if (trimmed.length < min) errors[field] = t('adForm.errors.minLength', { count: min });
    else if (trimmed.length > max) errors[field] = t('adForm.errors.maxLength', { count: max });
  };
  text('title', values.title, AD_TITLE_MIN_LENGTH, AD_TITLE_MAX_LENGTH);
  text('description', values.description, AD_DESCRIPTION_MIN_LENGTH, AD_DESCRIPTION_MAX_LENGTH);
  if (parsePrice(values.price) === 'invalid') errors.price = t('adForm.errors.price');
  if (!values.category) errors.category = required;
  if (!values.location) errors.location = required;
  return errors;
}

/** The server's per-field errors (`{ field: [message] }`) for the form's fields; the rest stay form-level. */
export function splitServerErrors(errors: Record<string, string[]> | undefined): {
  fields: AdFormErrors;
  /** The category's fields' errors by key (`attributes.year` → `year`). */
  attributes: Record<string, string>;
  other: string[];
} {
  const fields: AdFormErrors = {};
  const attributes: Record<string, string> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const message = messages?.[0];
    if (!message) continue;
    if (name.startsWith('attributes.')) {
      attributes[name.slice('attributes.'.length)] ??= message;
      continue;
    }
    const field = name === 'delete_images' || name === 'image_order' ? 'images' : name.replace(/_id$/, '');
    if ((AD_FORM_FIELDS as readonly string[]).includes(field)) fields[field as AdFormField] ??= message;
    else other.push(message);
  }
  return { fields, attributes, other };
}

function appendFields(body: FormData, values: AdFormValues, sendCondition: boolean) {
  body.append('title', values.title.trim());
  body.append('description', values.description.trim());
  body.append('price', values.price.trim());
  body.append('currency', values.currency);
  body.append('is_negotiable', values.isNegotiable ? 'true' : 'false');
  body.append('category', values.category);
  body.append('location', values.location);
  body.append('condition', sendCondition ? values.condition : '');
  // The category's fields as one JSON object; the form holds only the chosen category's (reset on a change).
  const filled = Object.entries(values.attributes).filter(([, text]) => text.trim() !== '');
  body.append('attributes', JSON.stringify(Object.fromEntries(filled.map(([key, text]) => [key, text.trim()]))));
}

/** POST /api/ads: the fields, then the photos in the order shown. */
export function createFormData(values: AdFormValues, photos: PhotoItem[], sendCondition: boolean): FormData {
  const body = new FormData();
  appendFields(body, values, sendCondition);
  photos.forEach((photo, index) => {
    if (photo.kind === 'new') body.append(`images[${index}]`, photo.file, photo.file.name);
  });
  return body;
}

/**
 * POST /api/ads/{id} with `_method=PUT`: the fields, the new photos, the removed ones and the order of those
 * kept. New photos land after the kept ones; `reorderAfterUpdate` fixes the order when the seller mixed them.
 */
export function updateFormData(
  values: AdFormValues,
  photos: PhotoItem[],
  original: AdImage[],
  sendCondition: boolean,
): FormData {
  const body = new FormData();
  body.append('_method', 'PUT');
  appendFields(body, values, sendCondition);
  const kept = photos.filter((photo) => photo.kind === 'existing').map((photo) => photo.image.id);
  original
    .filter((image) => !kept.includes(image.id))
    .forEach((image, index) => body.append(`delete_images[${index}]`, String(image.id)));
  kept.forEach((id, index) => body.append(`image_order[${index}]`, String(id)));
  photos
    .filter((photo) => photo.kind === 'new')
    .forEach((photo, index) => {
      if (photo.kind === 'new') body.append(`images[${index}]`, photo.file, photo.file.name);
    });
  return body;
}

/**
 * The ids in the order the seller arranged, once the server has given the new photos their ids (they come
 * back last, in upload order); null when the server's order already matches.
 */
export function reorderAfterUpdate(
  photos: PhotoItem[],
  original: AdImage[],
  saved: AdImage[],
): number[] | null {
  const originalIds = new Set(original.map((image) => image.id));
  const savedOrder = [...saved].sort((a, b) => a.position - b.position).map((image) => image.id);
  const newIds = savedOrder.filter((id) => !originalIds.has(id));
  let next = 0;
  const wanted: number[] = [];
  for (const photo of photos) {
    if (photo.kind === 'existing') wanted.push(photo.image.id);
    else if (next < newIds.length) wanted.push(newIds[next++]);
  }
  if (wanted.length !== savedOrder.length) return null;
  return wanted.every((id, index) => id === savedOrder[index]) ? null : wanted;
}
