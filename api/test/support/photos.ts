import sharp from 'sharp';

/** A small JPEG of one colour, with the seller's phone and GPS position in its EXIF like a phone's photo. */
export async function phonePhoto(
  options: { width?: number; height?: number; colour?: string; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 640, height = 480, colour = '#c0392b', orientation = 1 } = options;
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Spark 10' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '4/1 19/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '15/1 18/1 45/1',
      },
    })
    .toBuffer();
}

/**
 * What a phone sends: 4000×3000 (12 MP), a gradient under strong sensor noise, JPEG quality 92, about 4–6 MB.
 * Deterministic (a fixed pseudo-random sequence) so sizes are comparable between runs.
 */
export async function realisticPhonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 60;
  };
  const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = noise();
      pixels[i] = clamp((x / width) * 200 + 30 + n);
      pixels[i + 1] = clamp((y / height) * 180 + 40 + n);
      pixels[i + 2] = clamp(120 + 60 * Math.sin(x / 300) + n);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Samsung', Model: 'Galaxy A14' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '11/1 40/1 0/1' },
    })
    .toBuffer();
}
