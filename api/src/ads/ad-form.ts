import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AD_IMAGE_FIELD,
  AD_IMAGE_MAX_BYTES,
  FORM_FALSE_VALUES,
  FORM_TRUE_VALUES,
  keepFittingAttributes,
  readTypedPrice,
  toMajorUnits,
  toMinorUnits,
  validateAdAttributes,
  type AdAttributes,
  type AdCondition,
} from '@sokoni/contracts';
import { attributeError, categoryFields } from './attributes';
import { addErrors, contractFieldErrors, type FieldErrors } from '../plugins/errors';
import type { AdRow, Database } from '../db/types';
import { readUploadForm } from '../media/upload-form';
import { toUsdCents, type CurrencyInfo } from '../services/currencies';

/** Fields a seller may not set through the form: they belong to moderation, payments or the system. */
const NOT_EDITABLE = new Set([
  'status',
  'user_id',
  'user',
  'owner',
  'owner_id',
  'slug',
  'views_count',
  'views',
  'boost',
  'boost_type',
  'boost_expires_at',
  'is_featured',
  'is_sponsored',
  'is_premium',
  'is_urgent',
  'rejection_reason',
  'published_at',
  'expires_at',
  'created_at',
  'updated_at',
  'deleted_at',
]);

export interface UploadedPhoto {
  buffer: Buffer;
}

export interface AdForm {
  /** Every text value by field name, `images[0]`/`images[]` folded to `images`. */
  fields: Map<string, string[]>;
  photos: UploadedPhoto[];
  /** A photo went over AD_IMAGE_MAX_BYTES. */
  photoTooLarge: boolean;
  /** More photos than allowed arrived; the rest of the form was not read. */
  tooManyPhotos: boolean;
}

export interface ReadLimits {
  /** Photos accepted in one request. */
  maxFiles: number;
}

/**
 * Reads the ad form: multipart (fields plus `images[n]` files, each buffered up to the size limit) or JSON
 * (fields only). A body cut short or malformed is a 400 with a clear message, never a server error.
 */
export async function readAdForm(request: FastifyRequest, limits: ReadLimits): Promise<AdForm> {
  const form = await readUploadForm(request, {
    fileField: AD_IMAGE_FIELD,
    limits: {
      fileSize: AD_IMAGE_MAX_BYTES,
      files: limits.maxFiles,
      fields: 200,
      // A description of 5000 characters is at most 20 000 bytes of UTF-8.
      fieldSize: 32 * 1024,
      parts: limits.maxFiles + 200,
      headerPairs: 200,
    },
    interrupted: 'ads.uploadInterrupted',
  });
  return {
    fields: form.fields,
    photos: form.files.map((buffer) => ({ buffer })),
    photoTooLarge: form.fileTooLarge,
    tooManyPhotos: form.tooManyFiles,
  };
}

export interface AdValues {
  title?: string;
  description?: string;
  /** null: price on request. */
  price?: number | null;
  currency?: CurrencyInfo;
  isNegotiable?: boolean;
  categoryId?: number;
  locationId?: number;
  condition?: 'new' | 'used' | null;
  deleteImages?: number[];
  imageOrder?: number[];
  /** The values of the category's fields, checked against them; the whole set (an edit replaces it). */
  attributes?: AdAttributes;
}

const TRUE = new Set<string>(FORM_TRUE_VALUES);
const FALSE = new Set<string>(FORM_FALSE_VALUES);

/** Ids sent one per field or comma-separated ("3,1,2"), as the schema's array (coerced to integers there). */
function idList(values: string[]): string[] {
  return values.flatMap((value) => value.split(',').map((piece) => piece.trim())).filter((id) => id !== '');
}

async function findReference(
  db: Kysely<Database>,
  table: 'categories' | 'locations',
  value: string,
): Promise<number | undefined> {
  const trimmed = value.trim();
  const byId = /^\d{1,9}$/.test(trimmed);
  const row = await db
    .selectFrom(table)
    .where(byId ? 'id' : 'slug', '=', byId ? Number(trimmed) : trimmed)
    .where('is_active', '=', true)
    .select('id')
    .executeTakeFirst();
  return row?.id;
}

export interface ValidateOptions {
  /** The schema of the form's text fields: the `body` of the endpoint in the table (createAd, updateAd). */
  fields: TSchema;
  db: Kysely<Database>;
  currencies: Map<string, CurrencyInfo>;
  /** Create: title, description, category and location are required; absent fields get defaults. */
  creating: boolean;
  defaultCurrency: string;
  /** The ad being edited (its currency prices a new amount sent without a currency). */
  existing?: AdRow;
}

/**
 * The form's values as the endpoint's schema describes them (its `body` in the table): text
 * trimmed, check boxes and prices read as people send them. A value that cannot be read keeps its text, so the
 * schema names the problem.
 */
function formValues(
  form: AdForm,
  creating: boolean,
): { values: Record<string, unknown>; errors: FieldErrors } {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, list] of form.fields) {
    const last = list[list.length - 1];
    if (NOT_EDITABLE.has(name)) errors[name] = ['ads.fieldNotEditable'];
    else if (name === 'title' || name === 'description') values[name] = last.trim().replace(/\r\n/g, '\n');
    else if (name === 'category' || name === 'location') values[name] = last.trim();
    else if (name === 'currency') {
      // A blank currency is no currency: the site's default on a new ad, the ad's own on an edit.
      if (last.trim() !== '') values.currency = last.trim();
    } else if (name === 'category_id' || name === 'location_id') values[name.slice(0, -3)] ??= last.trim();
    else if (name === 'condition') values.condition = last.trim().toLowerCase();
    else if (name === 'is_negotiable') {
      const text = last.trim().toLowerCase();
      values.is_negotiable = TRUE.has(text) ? true : FALSE.has(text) ? false : text;
    } else if (name === 'price') {
      const price = readTypedPrice(last);
      if (price === undefined) errors.price = ['validation.number'];
      else if (price !== null) values.price = price;
    } else if (name === 'attributes') {
      // One JSON object in a text field; blank is "no values".
      const text = last.trim();
      try {
        values.attributes = text === '' ? {} : (JSON.parse(text) as unknown);
      } catch {
        errors.attributes = ['attributes.notObject'];
      }
      if (
        values.attributes === null ||
        typeof values.attributes !== 'object' ||
        Array.isArray(values.attributes)
      ) {
        delete values.attributes;
        errors.attributes ??= ['attributes.notObject'];
      }
    } else if (name === 'delete_images' || name === 'image_order') {
      if (creating) errors[name] = ['ads.fieldNotEditable'];
      else values[name] = idList(list);
    }
  }
  return { values, errors };
}

/** The form checked against the endpoint's schema, then the rules that need the database; every problem is collected. */
export async function validateAdFields(
  request: FastifyRequest,
  form: AdForm,
  options: ValidateOptions,
): Promise<{ values: AdValues; errors: FieldErrors }> {
  const { values: raw, errors } = formValues(form, options.creating);
  addErrors(errors, contractFieldErrors(request, options.fields, raw));
  const values: AdValues = {};
  const ok = (name: string) => raw[name] !== undefined && !errors[name];

  if (ok('title')) values.title = raw.title as string;
  if (ok('description')) values.description = raw.description as string;

  const currencyCode = ok('currency') ? (raw.currency as string).toUpperCase() : undefined;
  if (currencyCode) {
    const currency = options.currencies.get(currencyCode);
    if (!currency || !currency.is_active) errors.currency = ['validation.unknownCurrency'];
    else values.currency = currency;
  } else if (options.creating && !errors.currency) {
    const fallback = options.currencies.get(options.defaultCurrency) ?? options.currencies.get('USD');
    if (fallback) values.currency = fallback;
    else errors.currency = ['validation.required'];
  }

  if (ok('price')) values.price = raw.price as number;
  else if (form.fields.has('price') && !errors.price) values.price = null;
  else if (options.creating) values.price = null;

  if (ok('is_negotiable')) values.isNegotiable = raw.is_negotiable as boolean;
  else if (options.creating) values.isNegotiable = false;

  if (ok('condition')) values.condition = raw.condition === '' ? null : (raw.condition as AdCondition);
  else if (options.creating) values.condition = null;

  if (ok('category')) {
    const id = await findReference(options.db, 'categories', raw.category as string);
    if (id === undefined) errors.category = ['ads.unknownCategory'];
    else {
      const child = await options.db
        .selectFrom('categories')
        .where('parent_id', '=', id)
        .where('is_active', '=', true)
        .select('id')
        .executeTakeFirst();
      if (child) errors.category = ['ads.categoryNotLeaf'];
      else values.categoryId = id;
    }
  }

  if (ok('location')) {
    const id = await findReference(options.db, 'locations', raw.location as string);
    if (id === undefined) errors.location = ['ads.unknownLocation'];
    else values.locationId = id;
  }

  // The category's fields: checked against the category the ad will have. An edit that moves the ad to another
  // category without sending values keeps those that fit the new one.
  const categoryId = values.categoryId ?? options.existing?.category_id;
  if (ok('attributes') && categoryId !== undefined) {
    const fields = (await categoryFields(options.db, { id: categoryId })) ?? [];
    const check = validateAdAttributes(fields, raw.attributes);
    for (const [name, problem] of Object.entries(check.errors)) errors[name] = [attributeError(problem)];
    values.attributes = check.values;
  } else if (
    !form.fields.has('attributes') &&
    options.existing &&
    values.categoryId !== undefined &&
    values.categoryId !== options.existing.category_id
  ) {
    const fields = (await categoryFields(options.db, { id: values.categoryId })) ?? [];
    values.attributes = keepFittingAttributes(fields, options.existing.attributes ?? {});
  }

  if (ok('delete_images')) values.deleteImages = [...new Set(raw.delete_images as number[])];
  if (ok('image_order')) values.imageOrder = [...new Set(raw.image_order as number[])];

  return { values, errors };
}

/** Minor units and the normalised USD cents of a price in a currency. */
export function priceColumns(
  price: number | null,
  currency: CurrencyInfo,
): { price_minor: number | null; price_usd_cents: number | null } {
  if (price === null) return { price_minor: null, price_usd_cents: null };
  const minor = toMinorUnits(price, currency.decimal_places);
  return {
    price_minor: minor,
    price_usd_cents: Math.round(toUsdCents(toMajorUnits(minor, currency.decimal_places), currency)),
  };
}
