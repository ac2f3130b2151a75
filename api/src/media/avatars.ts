import type { Sharp } from 'sharp';
import { hasImageType } from './ad-photos';

/** Types a profile photo may have, judged by its content. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The stored widths; the user row keeps the 256 key (`<prefix>-256.webp`). */
export const AVATAR_SIZES = [256, 512] as const;

export function isAcceptedAvatar(buffer: Buffer): Promise<boolean> {
  return hasImageType(buffer, AVATAR_MIME_TYPES);
}

/**
 * EXIF (location, camera) stripped, turned upright, square WebP at 256 and 512 px. Run it through the
 * ImageDecoder (`decodePhoto`).
 */
export function encodeAvatar(open: () => Sharp): Promise<Buffer[]> {
  return Promise.all(
    AVATAR_SIZES.map((size) =>
      open()
        .rotate()
        .resize(size, size, { fit: 'cover', position: 'attention', withoutEnlargement: false })
        .webp({ quality: 80 })
        .toBuffer(),
    ),
  );
}
