import { randomBytes } from 'node:crypto';
import type { Sharp } from 'sharp';
import { AD_IMAGE_MIME_TYPES } from '@sokoni/contracts';
import type { ImageDecoder } from './image-decoder';
import { loadSharp } from './sharp';

/**
 * The stored widths of an ad photo. Card and gallery are 4:3 crops (cards and the gallery frame are 4:3,
 * cropped around the most interesting region); zoom keeps the whole photo, at most 1600 px on its long side.
 * Same key layout as the demo photos: `<storage_key>-<width>.webp`.
 */
export const AD_PHOTO_VARIANTS = [
  { suffix: '400', width: 400, height: 300, crop: true, quality: 70 },
  { suffix: '800', width: 800, height: 600, crop: true, quality: 72 },
  { suffix: '1600', width: 1600, height: 1600, crop: false, quality: 72 },
] as const;
export type AdPhotoSuffix = (typeof AD_PHOTO_VARIANTS)[number]['suffix'];

export interface ProcessedAdPhoto {
  files: Record<AdPhotoSuffix, Buffer>;
  /** Size of the zoom variant (the whole photo). */
  width: number;
  height: number;
  /** The data saver's blurred preview of the card crop, as a `data:` URI. */
  placeholder: string;
}

/**
 * The data saver's preview of a photo: its card crop at 16 × 12, as a WebP `data:` URI of about 200–300
 * characters, written into the ad's JSON and shown blurred (by the client) until the visitor asks for the photo.
 */
export const AD_PHOTO_PLACEHOLDER = { width: 16, height: 12, quality: 50 } as const;

/** Encodes `image` (any size; the card crop gives the same picture as the card) as the placeholder. */
export async function encodePlaceholder(image: Sharp): Promise<string> {
  const { width, height, quality } = AD_PHOTO_PLACEHOLDER;
  const body = await image
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .webp({ quality, smartSubsample: true, effort: 4 })
    .toBuffer();
  return `data:image/webp;base64,${body.toString('base64')}`;
}

/** What `ad_images` keeps about a stored photo for the data saver: its preview and the bytes of each width. */
export function dataSaverColumns(
  files: Record<AdPhotoSuffix, Buffer>,
  placeholder: string,
): { placeholder: string; card_bytes: number; gallery_bytes: number; zoom_bytes: number } {
  return {
    placeholder,
    card_bytes: files['400'].length,
    gallery_bytes: files['800'].length,
    zoom_bytes: files['1600'].length,
  };
}

/** Whether the bytes are an image of one of the given types, judged by their content (never by name or declared type). */
export async function hasImageType(buffer: Buffer, accepted: readonly string[]): Promise<boolean> {
  // Loaded with the first upload: not needed to start.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(buffer);
  return !!type && accepted.includes(type.mime);
}

/** Whether the bytes are a PNG, JPEG or GIF, judged by their content (never by name or declared type). */
export async function isAcceptedPhoto(buffer: Buffer): Promise<boolean> {
  return hasImageType(buffer, AD_IMAGE_MIME_TYPES);
}

/**
 * Decodes once (turned upright from the EXIF orientation, first frame of a GIF), scaled down to the zoom size,
 * then derives every width from those pixels. Writing WebP from raw pixels carries no metadata over, so EXIF
 * (GPS position, camera serial) and ICC/XMP are gone. Throws when the bytes do not decode.
 */
export async function processAdPhoto(decoder: ImageDecoder, input: Buffer): Promise<ProcessedAdPhoto> {
  return decoder.decode(input, (open) => encodeAdPhoto(open()));
}

export async function encodeAdPhoto(image: Sharp): Promise<ProcessedAdPhoto> {
  const zoom = AD_PHOTO_VARIANTS[2];
  const { data, info } = await image
    .rotate()
    .resize(zoom.width, zoom.height, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sharp = await loadSharp();
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const files = {} as Record<AdPhotoSuffix, Buffer>;
  for (const variant of AD_PHOTO_VARIANTS) {
    const pipeline = sharp(data, raw);
    if (variant.crop) {
      pipeline.resize(variant.width, variant.height, { fit: 'cover', position: sharp.strategy.attention });
    }
    files[variant.suffix] = await pipeline.webp({ quality: variant.quality, effort: 4 }).toBuffer();
  }
  const placeholder = await encodePlaceholder(sharp(files['400']));
  return { files, width: info.width, height: info.height, placeholder };
}

/** A fresh storage prefix for one photo of an ad: `ads/<adId>/<random>`. */
export function adPhotoPrefix(adId: number): string {
  return `ads/${adId}/${randomBytes(9).toString('hex')}`;
}

export function adPhotoKeys(prefix: string): string[] {
  return AD_PHOTO_VARIANTS.map((variant) => `${prefix}-${variant.suffix}.webp`);
}
