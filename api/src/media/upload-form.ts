import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import type { MessageKey } from '../i18n/messages';

/** A form as sent: multipart (text fields plus files of one field) or JSON (fields only). */
export interface UploadForm {
  /** Every text value by field name, `images[0]`/`images[]` folded to `images`. */
  fields: Map<string, string[]>;
  /** The non-empty files of the form's file field, in order. */
  files: Buffer[];
  /** A file went over the size limit; the files after it were not kept. */
  fileTooLarge: boolean;
  /** More files than the limit arrived; the rest of the form was not read. */
  tooManyFiles: boolean;
}

export interface UploadFormOptions {
  /** The one field whose files are kept (`images`, `profile_image`); other files are skipped. */
  fileField: string;
  /** Files of that field kept at most; later ones are skipped. */
  keepFiles?: number;
  /** Limits of this request, narrower than those the multipart plugin was registered with. */
  limits?: {
    fileSize: number;
    files: number;
    fields: number;
    fieldSize: number;
    parts: number;
    headerPairs: number;
  };
  /** The 400's message for a body cut short or malformed; without it the parser's error goes on. */
  interrupted?: MessageKey;
}

const FIELD_NAME = /^([A-Za-z_]+)(?:\[(\d*)\])?$/;

export function fieldName(raw: string): string {
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
 * The one reader of forms with files (the ad form, the profile form): each file buffered up to the size limit,
 * a file input left empty ignored, too many fields or parts a 413. A body cut short or malformed is a 400 with
 * a clear message when `interrupted` names one, never a server error.
 */
export async function readUploadForm(
  request: FastifyRequest,
  options: UploadFormOptions,
): Promise<UploadForm> {
  const form: UploadForm = { fields: new Map(), files: [], fileTooLarge: false, tooManyFiles: false };
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') {
      for (const [raw, value] of Object.entries(body as Record<string, unknown>)) {
        const values = Array.isArray(value) ? value : [value];
        for (const item of values) {
          if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
            push(form.fields, fieldName(raw), String(item));
          // An object (the ad's category fields) travels as the JSON text a multipart form would carry.
          else if (item !== null && typeof item === 'object') push(form.fields, fieldName(raw), JSON.stringify(item));
        }
      }
    }
    return form;
  }
  const keep = options.keepFiles ?? Number.POSITIVE_INFINITY;
  try {
    const parts = request.parts(options.limits ? { limits: options.limits } : undefined);
    for await (const part of parts) {
      const name = fieldName(part.fieldname);
      if (part.type === 'file') {
        if (name !== options.fileField || form.fileTooLarge || form.files.length >= keep) {
          part.file.resume();
          continue;
        }
        try {
          const buffer = await part.toBuffer();
          // A file input left empty arrives as a nameless, empty part: no file.
          if (buffer.length > 0) form.files.push(buffer);
        } catch (error) {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          form.fileTooLarge = true;
        }
      } else if (typeof part.value === 'string') {
        push(form.fields, name, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    // The part iterator reports an oversized file again once the form has been read.
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      form.fileTooLarge = true;
      return form;
    }
    if (code === 'FST_FILES_LIMIT') {
      form.tooManyFiles = true;
      return form;
    }
    if (LIMIT_CODES.test(code)) throw new ApiError(413, 'errors.payloadTooLarge');
    if (!options.interrupted) throw error;
    // Everything else comes from parsing the body: cut short, a broken boundary, a dropped connection.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new ApiError(400, options.interrupted);
  }
  return form;
}
