// Regenerates the PNG app icons from a square, full-bleed version of public/icons/icon.svg
// (full bleed so Android can mask it into any shape). Run: node shell/scripts/generate-icons.mjs
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#0062a8"/><rect y="432" width="512" height="80" fill="#f7d618"/><text x="256" y="320" font-family="DejaVu Sans,Arial,Helvetica,sans-serif" font-size="260" font-weight="700" fill="#fff" text-anchor="middle">S</text></svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(square))
    .resize(size, size)
    .png({ palette: true, colours: 16, compressionLevel: 9 })
    .toFile(path.join(here, '..', 'public', 'icons', `icon-${size}.png`));
}
