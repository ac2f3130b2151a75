import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { BUSINESS_LOGO_MIME_TYPES } from '@sokoni/contracts';
import { hasImageType } from './ad-photos';
import type { ImageDecoder } from './image-decoder';
import type { MediaStorage } from './storage';

/**
 * A logo's stored widths: small for the ad card and navbar, the storefront header, and a large one for link
 * previews. The whole logo is kept (no crop) with its transparency. Key layout: `<prefix>-<width>.webp`; the
 * profile row keeps the 256 key.
 */
export const LOGO_VARIANTS = [
  { suffix: '128', size: 128 },
  { suffix: '256', size: 256 },
  { suffix: '512', size: 512 },
] as const;

export function isAcceptedLogo(buffer: Buffer): Promise<boolean> {
  return hasImageType(buffer, BUSINESS_LOGO_MIME_TYPES);
}

/**
 * Decodes once (upright from EXIF, first frame of a GIF) and writes every width from those pixels as WebP, so
 * no metadata (EXIF position, camera serial, ICC/XMP) survives. Throws when the bytes do not decode.
 */
export async function processLogo(decoder: ImageDecoder, input: Buffer): Promise<Buffer[]> {
  return decoder.decode(input, (open) => encodeLogo(open()));
}

async function encodeLogo(image: Sharp): Promise<Buffer[]> {
  const largest = LOGO_VARIANTS[LOGO_VARIANTS.length - 1].size;
  const { data, info } = await image
    .rotate()
    .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    LOGO_VARIANTS.map((variant) =>
      sharp(data, raw)
        .resize(variant.size, variant.size, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: 4 })
        .toBuffer(),
    ),
  );
}

/** A fresh storage prefix for one logo of a business: `business/<profileId>/<random>`. */
export function logoPrefix(profileId: number): string {
  return `business/${profileId}/logo-${randomBytes(9).toString('hex')}`;
}

export function logoKeys(prefix: string): string[] {
  return LOGO_VARIANTS.map((variant) => `${prefix}-${variant.suffix}.webp`);
}

/** Every stored file of a logo, from the key its row keeps (the 256 one); external URLs have none. */
export function storedLogoKeys(logoPath: string | null): string[] {
  if (!logoPath || /^(https?:)?\//.test(logoPath)) return [];
  const match = /^(.*)-256\.webp$/.exec(logoPath);
  return match ? logoKeys(match[1]) : [logoPath];
}

/**
 * Stores a processed logo's widths; returns their keys. When any write fails, whatever was written is removed
 * before the error goes on, so a failed upload leaves nothing behind.
 */
export async function storeLogo(
  storage: MediaStorage,
  profileId: number,
  files: Buffer[],
): Promise<string[]> {
  const keys = logoKeys(logoPrefix(profileId));
  try {
    await Promise.all(keys.map((key, index) => storage.put(key, files[index], 'image/webp')));
  } catch (error) {
    await removeQuietly(storage, keys);
    throw error;
  }
  return keys;
}

export async function removeQuietly(storage: MediaStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
