/**
 * Photos are made small in the browser before they travel: a 4 MB phone photo becomes a JPEG of a few hundred
 * kilobytes, which on 3G paid by the megabyte is the difference between posting and giving up. The server still
 * checks, strips metadata and makes its own sizes; this only saves the upload.
 */

/** Longest side sent to the server: its zoom size is 1600 px wide, so more would only cost data. */
export const MAX_UPLOAD_SIDE_PX = 1600;
export const UPLOAD_JPEG_QUALITY = 0.85;
/** GIFs this small are sent as they are (a canvas would keep only the first frame of an animation). */
export const GIF_KEEP_MAX_BYTES = 1024 * 1024;

export interface PreparedPhoto {
  /** What will be uploaded. */
  file: File;
  width: number | null;
  height: number | null;
}

/** The size that fits `max` on the longest side, keeping the ratio; never enlarges. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '') || 'photo';
  return `${base}.jpg`;
}

async function decode(file: Blob): Promise<ImageBitmap> {
  // 'from-image' applies the EXIF orientation, so a portrait photo taken with the phone upright stays upright
  // once the metadata is gone.
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const draw = (context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D) => {
    // Transparent PNG areas would turn black in a JPEG: lay them on white, like paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
  };
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: UPLOAD_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', UPLOAD_JPEG_QUALITY));
}

/**
 * Resizes a photo to at most MAX_UPLOAD_SIDE_PX as a JPEG. Small GIFs pass untouched; so does everything when
 * the browser cannot decode images (the server then does the work). Throws when the file is not a readable image.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (file.type === 'image/gif' && file.size <= GIF_KEEP_MAX_BYTES) return { file, width: null, height: null };
  if (typeof createImageBitmap !== 'function') return { file, width: null, height: null };
  const bitmap = await decode(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, MAX_UPLOAD_SIDE_PX);
    const blob = await encode(bitmap, size.width, size.height);
    if (!blob) return { file, width: bitmap.width, height: bitmap.height };
    // A small, already-compressed JPEG can come out bigger: then the original is the better upload.
    if (blob.size >= file.size && size.width === bitmap.width && file.type === 'image/jpeg') {
      return { file, width: bitmap.width, height: bitmap.height };
    }
    return {
      file: new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }),
      width: size.width,
      height: size.height,
    };
  } finally {
    bitmap.close();
  }
}
