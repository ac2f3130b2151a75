import sharp from 'sharp';
import { AD_PHOTO_VARIANTS, isAcceptedPhoto, processAdPhoto } from '../src/media/ad-photos';
import { ImageDecoder } from '../src/media/image-decoder';
import { phonePhoto, realisticPhonePhoto } from './support/photos';

describe('ad photos', () => {
  it('turns a 4 MB-class phone photo into a card image of at most 30 KB', async () => {
    const input = await realisticPhonePhoto();
    expect(input.length).toBeGreaterThan(4 * 1024 * 1024);
    const started = Date.now();
    const photo = await processAdPhoto(new ImageDecoder(), input);
    const elapsed = Date.now() - started;
    const sizes = Object.fromEntries(AD_PHOTO_VARIANTS.map((v) => [v.suffix, photo.files[v.suffix].length]));
    console.info(
      `photo sizes: input ${input.length} B → 400: ${sizes['400']} B, 800: ${sizes['800']} B, 1600: ${sizes['1600']} B (${elapsed} ms)`,
    );
    expect(sizes['400']).toBeLessThanOrEqual(30 * 1024);
    expect(sizes['800']).toBeLessThanOrEqual(100 * 1024);
    expect(sizes['1600']).toBeLessThan(input.length / 10);
    const card = await sharp(photo.files['400']).metadata();
    expect([card.format, card.width, card.height]).toEqual(['webp', 400, 300]);
    const gallery = await sharp(photo.files['800']).metadata();
    expect([gallery.width, gallery.height]).toEqual([800, 600]);
    const zoom = await sharp(photo.files['1600']).metadata();
    expect([zoom.width, zoom.height]).toEqual([1600, 1200]);
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
  }, 60_000);

  it('removes EXIF (the GPS position) and turns the photo upright', async () => {
    // Stored 640×480 with "rotate 90°" in EXIF: the phone was held upright.
    const input = await phonePhoto({ width: 640, height: 480, orientation: 6 });
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from('Tecno'))).toBe(true);
    const photo = await processAdPhoto(new ImageDecoder(), input);
    for (const variant of AD_PHOTO_VARIANTS) {
      const meta = await sharp(photo.files[variant.suffix]).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(photo.files[variant.suffix].includes(Buffer.from('Tecno'))).toBe(false);
    }
    expect([photo.width, photo.height]).toEqual([480, 640]);
  });

  it('accepts PNG, JPG and GIF by content, nothing else', async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } });
    expect(await isAcceptedPhoto(await base.clone().png().toBuffer())).toBe(true);
    expect(await isAcceptedPhoto(await base.clone().jpeg().toBuffer())).toBe(true);
    expect(await isAcceptedPhoto(await base.clone().gif().toBuffer())).toBe(true);
    expect(await isAcceptedPhoto(await base.clone().webp().toBuffer())).toBe(false);
    expect(await isAcceptedPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(await isAcceptedPhoto(Buffer.from('plain text pretending'))).toBe(false);
    const gif = await processAdPhoto(new ImageDecoder(), await base.clone().gif().toBuffer());
    expect((await sharp(gif.files['400']).metadata()).width).toBe(400);
  });
});
