import type { Sharp } from 'sharp';
import { loadSharp } from './sharp';

export interface ImageDecodingLimits {
  /**
   * Largest image accepted, in pixels (width × height), checked from the header before any pixel is decoded.
   * A 1 MB PNG can declare 16383 × 16383 pixels and cost 250 MB to decode; 40 MP covers every phone photo
   * worth selling with.
   */
  maxInputPixels: number;
  /** Decodes running at once in this process; the others wait their turn. */
  concurrency: number;
}

export const DEFAULT_IMAGE_DECODING_LIMITS: ImageDecodingLimits = {
  maxInputPixels: 40_000_000,
  concurrency: 2,
};

/** The image declares more pixels than the limit: refused before decoding. */
export class ImageTooLargeError extends Error {
  constructor(
    readonly pixels: number,
    readonly limit: number,
  ) {
    super(`Image of ${pixels} pixels exceeds the limit of ${limit}`);
    this.name = 'ImageTooLargeError';
  }
}

/**
 * The one way the api turns uploaded bytes into pixels (ad photos, avatars, logos): the header is read first
 * and a too-large image refused before decoding, every decode carries the pixel limit, and at most
 * `concurrency` decodes run at once, so a burst of uploads queues instead of exhausting memory.
 */
export class ImageDecoder {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limits: ImageDecodingLimits = DEFAULT_IMAGE_DECODING_LIMITS) {
    if (!(limits.maxInputPixels > 0) || !(limits.concurrency >= 1))
      throw new Error('Image decoding limits must be positive');
  }

  /**
   * Runs `work` with a decoder for `input` once a decoding slot is free. `open()` may be called several times
   * (one pipeline per output); each carries the pixel limit. Throws ImageTooLargeError before decoding, or
   * sharp's error when the bytes do not decode.
   */
  async decode<T>(input: Buffer, work: (open: () => Sharp) => Promise<T>): Promise<T> {
    const sharp = await loadSharp();
    const open = () => sharp(input, { animated: false, limitInputPixels: this.limits.maxInputPixels });
    const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
    if (width * height > this.limits.maxInputPixels)
      throw new ImageTooLargeError(width * height, this.limits.maxInputPixels);
    await this.acquire();
    try {
      return await work(open);
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
