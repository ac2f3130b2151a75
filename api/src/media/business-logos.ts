import { randomBytes } from 'node:crypto';
import type { Sharp } from 'sharp';
import { BUSINESS_LOGO_MIME_TYPES } from '@sokoni/contracts';
import { hasImageType } from './ad-photos';
import { loadSharp } from './sharp';

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
 * Every width from one decode (upright from EXIF, first frame of a GIF) as WebP, so no metadata (EXIF position,
 * camera serial, ICC/XMP) survives. Run it through the ImageDecoder (`decodePhoto`).
 */
export async function encodeLogo(image: Sharp): Promise<Buffer[]> {
  const largest = LOGO_VARIANTS[LOGO_VARIANTS.length - 1].size;
  const { data, info } = await image
    .rotate()
    .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sharp = await loadSharp();
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
