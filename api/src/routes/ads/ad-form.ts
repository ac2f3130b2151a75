import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  AD_CONDITIONS,
  AD_DESCRIPTION_MAX_LENGTH,
  AD_DESCRIPTION_MIN_LENGTH,
  AD_IMAGE_MAX_BYTES,
  AD_TITLE_MAX_LENGTH,
  AD_TITLE_MIN_LENGTH,
} from '@sokoni/contracts';
import type { FieldError, FieldErrors } from '../../auth/account-service';
import type { AdRow, Database } from '../../db/types';
import { ApiError } from '../../errors';
import type { CurrencyInfo } from '../../services/currencies';

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

/** Largest price accepted, in major units (a bigint of minor units holds far more; this catches typos). */
const MAX_PRICE = 1_000_000_000_000;

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

const FIELD_NAME = /^([A-Za-z_]+)(?:\[(\d*)\])?$/;

function fieldName(raw: string): string {
  const match = FIELD_NAME.exec(raw);
  return match ? match[1] : raw;
}

function push(fields: Map<string, string[]>, name: string, value: string): void {
  const list = fields.get(name);
  if (list) list.push(value);
  else fields.set(name, [value]);
}

const LIMIT_CODES = /^FST_(FILES|FIELDS|PARTS)_LIMIT$/;

/**
 * Reads the ad form: multipart (fields plus `images[n]` files, each buffered up to the size limit) or JSON
 * (fields only). A body cut short or malformed is a 400 with a clear message, never a server error.
 */
export async function readAdForm(request: FastifyRequest, limits: ReadLimits): Promise<AdForm> {
  const form: AdForm = { fields: new Map(), photos: [], photoTooLarge: false, tooManyPhotos: false };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') {
      for (const [raw, value] of Object.entries(body as Record<string, unknown>)) {
        const values = Array.isArray(value) ? value : [value];
        for (const item of values) {
          if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
            push(form.fields, fieldName(raw), String(item));
        }
      }
    }
    return form;
  }
  try {
    const parts = request.parts({
      limits: {
        fileSize: AD_IMAGE_MAX_BYTES,
        files: limits.maxFiles,
        fields: 200,
        // A description of 5000 characters is at most 20 000 bytes of UTF-8.
        fieldSize: 32 * 1024,
        parts: limits.maxFiles + 200,
        headerPairs: 200,
      },
    });
    for await (const part of parts) {
      const name = fieldName(part.fieldname);
      if (part.type === 'file') {
        if (name !== 'images' || form.photoTooLarge) {
          part.file.resume();
          continue;
        }
        try {
          const buffer = await part.toBuffer();
          // A file input left empty arrives as a nameless, empty part: no photo.
          if (buffer.length > 0) form.photos.push({ buffer });
        } catch (error) {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          form.photoTooLarge = true;
        }
      } else if (typeof part.value === 'string') {
        push(form.fields, name, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // The part iterator reports an oversized file again once the form has been read.
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      form.photoTooLarge = true;
      return form;
    }
    if (code === 'FST_FILES_LIMIT') {
      form.tooManyPhotos = true;
      return form;
    }
    if (LIMIT_CODES.test(code)) throw new ApiError(413, 'errors.payloadTooLarge');
    // Everything else comes from parsing the body: cut short, a broken boundary, a dropped connection.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new ApiError(400, 'ads.uploadInterrupted');
  }
  return form;
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
}

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no', '']);

function parsePrice(text: string): number | null | FieldError {
  // People write "25 000", "25.000,50" is rare; "12,50" (French decimal comma) and "12.50" are common.
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const normalised = /^\d+,\d{1,4}$/.test(compact) ? compact.replace(',', '.') : compact;
  if (!/^\d+(\.\d+)?$/.test(normalised)) {
    return /^-/.test(normalised) ? { key: 'validation.minimum', params: { limit: 0 } } : 'validation.number';
  }
  const value = Number(normalised);
  if (!Number.isFinite(value)) return 'validation.number';
  if (value > MAX_PRICE) return { key: 'validation.maximum', params: { limit: MAX_PRICE } };
  return value;
}

function idList(values: string[] | undefined): number[] | FieldError {
  const ids: number[] = [];
  for (const value of values ?? []) {
    for (const piece of value.split(',')) {
      const trimmed = piece.trim();
      if (trimmed === '') continue;
      if (!/^\d{1,9}$/.test(trimmed)) return 'validation.integer';
      ids.push(Number(trimmed));
    }
  }
  return ids;
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
  db: Kysely<Database>;
  currencies: Map<string, CurrencyInfo>;
  /** Create: title, description, category and location are required; absent fields get defaults. */
  creating: boolean;
  defaultCurrency: string;
  /** The ad being edited (its currency prices a new amount sent without a currency). */
  existing?: AdRow;
}

/** The form's values checked one by one; every problem is collected, none stops the others. */
export async function validateAdFields(
  form: AdForm,
  options: ValidateOptions,
): Promise<{ values: AdValues; errors: FieldErrors }> {
  const { fields } = form;
  const errors: FieldErrors = {};
  const values: AdValues = {};
  const one = (name: string): string | undefined => {
    const list = fields.get(name);
    return list === undefined ? undefined : list[list.length - 1];
  };

  for (const name of fields.keys()) {
    if (NOT_EDITABLE.has(name)) errors[name] = ['ads.fieldNotEditable'];
  }

  const text = (name: 'title' | 'description', min: number, max: number) => {
    const raw = one(name);
    if (raw === undefined) {
      if (options.creating) errors[name] = ['validation.required'];
      return;
    }
    const value = raw.trim().replace(/\r\n/g, '\n');
    if (value === '') errors[name] = ['validation.required'];
    else if (value.length < min) errors[name] = [{ key: 'validation.minLength', params: { limit: min } }];
    else if (value.length > max) errors[name] = [{ key: 'validation.maxLength', params: { limit: max } }];
    else values[name] = value;
  };
  text('title', AD_TITLE_MIN_LENGTH, AD_TITLE_MAX_LENGTH);
  text('description', AD_DESCRIPTION_MIN_LENGTH, AD_DESCRIPTION_MAX_LENGTH);

  const currencyCode = one('currency')?.trim().toUpperCase();
  if (currencyCode) {
    const currency = options.currencies.get(currencyCode);
    if (!currency || !currency.is_active) errors.currency = ['validation.unknownCurrency'];
    else values.currency = currency;
  } else if (options.creating) {
    const fallback = options.currencies.get(options.defaultCurrency) ?? options.currencies.get('USD');
    if (fallback) values.currency = fallback;
    else errors.currency = ['validation.required'];
  }

  const priceText = one('price');
  if (priceText !== undefined) {
    const price = parsePrice(priceText);
    if (typeof price === 'number' || price === null) values.price = price;
    else errors.price = [price];
  } else if (options.creating) values.price = null;

  const negotiable = one('is_negotiable')?.trim().toLowerCase();
  if (negotiable !== undefined) {
    if (TRUE.has(negotiable)) values.isNegotiable = true;
    else if (FALSE.has(negotiable)) values.isNegotiable = false;
    else errors.is_negotiable = ['validation.boolean'];
  } else if (options.creating) values.isNegotiable = false;

  const condition = one('condition')?.trim().toLowerCase();
  if (condition !== undefined) {
    if (condition === '') values.condition = null;
    else if ((AD_CONDITIONS as readonly string[]).includes(condition))
      values.condition = condition as 'new' | 'used';
    else errors.condition = ['validation.choice'];
  } else if (options.creating) values.condition = null;

  const category = one('category') ?? one('category_id');
  if (category === undefined || category.trim() === '') {
    if (options.creating || category !== undefined) errors.category = ['validation.required'];
  } else {
    const id = await findReference(options.db, 'categories', category);
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

  const location = one('location') ?? one('location_id');
  if (location === undefined || location.trim() === '') {
    if (options.creating || location !== undefined) errors.location = ['validation.required'];
  } else {
    const id = await findReference(options.db, 'locations', location);
    if (id === undefined) errors.location = ['ads.unknownLocation'];
    else values.locationId = id;
  }

  for (const [field, key] of [
    ['delete_images', 'deleteImages'],
    ['image_order', 'imageOrder'],
  ] as const) {
    if (!fields.has(field)) continue;
    if (options.creating) {
      errors[field] = ['ads.fieldNotEditable'];
      continue;
    }
    const ids = idList(fields.get(field));
    if (Array.isArray(ids)) values[key] = [...new Set(ids)];
    else errors[field] = [ids];
  }

  return { values, errors };
}

/** Minor units and the normalised USD cents of a price in a currency. */
export function priceColumns(
  price: number | null,
  currency: CurrencyInfo,
): { price_minor: number | null; price_usd_cents: number | null } {
  if (price === null) return { price_minor: null, price_usd_cents: null };
  const minor = Math.round(price * 10 ** currency.decimal_places);
  return {
    price_minor: minor,
    price_usd_cents: Math.round((minor / 10 ** currency.decimal_places / currency.rate) * 100),
  };
}
