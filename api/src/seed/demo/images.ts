import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { encodePlaceholder } from '../../media/ad-photos';
import { loadSharp } from '../../media/sharp';
import { Random } from './prng';
import type { LeafCategorySlug } from './sellers';

/** The three stored widths of every ad photo (4:3), matching what the upload pipeline writes. */
export const PHOTO_SIZES = [
  { suffix: '400', width: 400, height: 300 },
  { suffix: '800', width: 800, height: 600 },
  { suffix: '1600', width: 1600, height: 1200 },
] as const;

export const VARIANTS_PER_CATEGORY = 4;

export interface RenderedPhoto {
  /** WebP bytes by size suffix ('400', '800', '1600'). */
  files: Record<(typeof PHOTO_SIZES)[number]['suffix'], Buffer>;
  width: number;
  height: number;
  /** The data saver's preview, made as an upload's is. */
  placeholder: string;
}

type Parent = 'electronics' | 'vehicles' | 'property' | 'fashion' | 'furniture';

const PARENT_OF: Record<LeafCategorySlug, Parent> = {
  'mobile-phones': 'electronics',
  laptops: 'electronics',
  tvs: 'electronics',
  cars: 'vehicles',
  motorcycles: 'vehicles',
  houses: 'property',
  apartments: 'property',
  land: 'property',
  clothing: 'fashion',
  shoes: 'fashion',
  sofas: 'furniture',
  tables: 'furniture',
};

/** Background gradients per top-level category: a card's colour hints at its category before any text. */
const PALETTES: Record<Parent, [string, string][]> = {
  electronics: [
    ['#38bdf8', '#1e3a8a'],
    ['#2dd4bf', '#0f766e'],
    ['#818cf8', '#312e81'],
    ['#0ea5e9', '#0c4a6e'],
  ],
  vehicles: [
    ['#fb923c', '#9a3412'],
    ['#f87171', '#7f1d1d'],
    ['#fbbf24', '#b45309'],
    ['#fb7185', '#881337'],
  ],
  property: [
    ['#4ade80', '#14532d'],
    ['#a3e635', '#3f6212'],
    ['#34d399', '#065f46'],
    ['#86efac', '#166534'],
  ],
  fashion: [
    ['#e879f9', '#701a75'],
    ['#f472b6', '#831843'],
    ['#c084fc', '#581c87'],
    ['#fb7185', '#9d174d'],
  ],
  furniture: [
    ['#fbbf24', '#78350f'],
    ['#f59e0b', '#451a03'],
    ['#facc15', '#713f12'],
    ['#fb923c', '#7c2d12'],
  ],
};

const ACCENTS = ['#f8fafc', '#fde047', '#1f2937', '#67e8f9'];
const WINDOW = '#bfdbfe';
const LIT_WINDOW = '#fde68a';

function phone(accent: string): string {
  const apps = Array.from({ length: 12 }, (_, i) => {
    const x = 170 + (i % 3) * 22;
    const y = 80 + Math.floor(i / 3) * 26;
    return `<rect x="${x}" y="${y}" width="16" height="16" rx="4" fill="#ffffff" fill-opacity="0.55"/>`;
  }).join('');
  return `<rect x="155" y="48" width="90" height="184" rx="16" fill="#111827"/>
<rect x="162" y="62" width="76" height="152" rx="8" fill="${accent}"/>${apps}
<circle cx="200" cy="55" r="2.5" fill="#4b5563"/><rect x="185" y="220" width="30" height="4" rx="2" fill="#4b5563"/>`;
}

function laptop(accent: string): string {
  return `<rect x="105" y="60" width="190" height="125" rx="8" fill="#1f2937"/>
<rect x="113" y="68" width="174" height="109" rx="3" fill="${accent}"/>
<polygon points="113,177 200,68 240,68 153,177" fill="#ffffff" fill-opacity="0.15"/>
<path d="M80 188 H320 L334 208 Q336 215 327 215 H73 Q64 215 66 208 Z" fill="#d1d5db"/>
<rect x="178" y="191" width="44" height="5" rx="2" fill="#9ca3af"/>`;
}

function tv(accent: string): string {
  return `<rect x="190" y="198" width="20" height="24" fill="#374151"/><rect x="140" y="220" width="120" height="9" rx="4" fill="#374151"/>
<rect x="78" y="52" width="244" height="148" rx="6" fill="#111827"/>
<rect x="86" y="60" width="228" height="132" fill="${accent}"/>
<polygon points="86,192 190,60 250,60 146,192" fill="#ffffff" fill-opacity="0.14"/>`;
}

function car(accent: string): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="198" r="25" fill="#111827"/><circle cx="${cx}" cy="198" r="11" fill="#9ca3af"/>`;
  return `<path d="M68 186 Q68 160 95 155 L135 150 L160 117 Q166 109 178 109 H250 Q262 109 270 117 L298 150 L318 155 Q336 160 336 182 V193 Q336 199 329 199 H75 Q68 199 68 193 Z" fill="${accent}" stroke="#111827" stroke-opacity="0.3" stroke-width="3"/>
<path d="M168 150 L184 123 H214 V150 Z" fill="${WINDOW}"/><path d="M224 150 V123 H255 L279 150 Z" fill="${WINDOW}"/>
<rect x="320" y="165" width="13" height="8" rx="3" fill="#fef08a"/><rect x="70" y="168" width="10" height="7" rx="3" fill="#ef4444"/>
${wheel(126)}${wheel(280)}`;
}

function motorcycle(accent: string): string {
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="196" r="35" fill="none" stroke="#111827" stroke-width="12"/><circle cx="${cx}" cy="196" r="6" fill="#9ca3af"/>`;
  return `${wheel(110)}${wheel(292)}
<path d="M110 196 L170 150 H235 L292 196" fill="none" stroke="#374151" stroke-width="8" stroke-linejoin="round"/>
<path d="M292 196 L262 108" stroke="#374151" stroke-width="8" stroke-linecap="round"/>
<path d="M248 100 L282 94" stroke="#111827" stroke-width="7" stroke-linecap="round"/>
<rect x="178" y="150" width="52" height="32" rx="6" fill="#6b7280"/>
<path d="M182 186 H118" stroke="#9ca3af" stroke-width="7" stroke-linecap="round"/>
<path d="M196 142 Q200 112 236 112 L258 118 L250 150 H200 Z" fill="${accent}" stroke="#111827" stroke-opacity="0.3" stroke-width="3"/>
<path d="M128 142 Q134 126 160 126 H200 L196 144 Z" fill="#111827"/>
<circle cx="272" cy="124" r="8" fill="#fef08a"/>`;
}

function house(accent: string): string {
  return `<rect x="248" y="82" width="18" height="40" fill="#7c2d12"/>
<rect x="120" y="138" width="160" height="97" fill="${accent}"/>
<polygon points="94,146 200,64 306,146" fill="#9a3412"/>
<rect x="184" y="180" width="32" height="55" rx="3" fill="#78350f"/>
<rect x="137" y="160" width="32" height="26" fill="${WINDOW}"/><rect x="231" y="160" width="32" height="26" fill="${WINDOW}"/>`;
}

function apartment(accent: string): string {
  const windows = (x0: number, y0: number, cols: number, rows: number, seed: number) =>
    Array.from({ length: cols * rows }, (_, i) => {
      const x = x0 + (i % cols) * 26;
      const y = y0 + Math.floor(i / cols) * 26;
      return `<rect x="${x}" y="${y}" width="16" height="14" fill="${(i * 7 + seed) % 5 === 0 ? LIT_WINDOW : WINDOW}"/>`;
    }).join('');
  return `<rect x="98" y="108" width="60" height="132" fill="#e5e7eb"/>${windows(108, 120, 2, 4, 1)}
<rect x="252" y="128" width="56" height="112" fill="#d1d5db"/>${windows(260, 140, 2, 4, 3)}
<rect x="148" y="42" width="112" height="198" fill="${accent}" stroke="#111827" stroke-opacity="0.25" stroke-width="3"/>${windows(162, 56, 4, 6, 2)}
<rect x="190" y="212" width="28" height="28" fill="#374151"/>`;
}

function land(accent: string): string {
  return `<circle cx="318" cy="70" r="26" fill="#fde047"/>
<path d="M0 186 Q100 146 200 172 T400 160 V300 H0 Z" fill="#3f6212"/>
<polygon points="118,212 282,212 314,262 86,262" fill="${accent}" fill-opacity="0.35" stroke="#fef3c7" stroke-width="4" stroke-dasharray="10 6"/>
<rect x="114" y="204" width="8" height="14" fill="#78350f"/><rect x="278" y="204" width="8" height="14" fill="#78350f"/>
<rect x="82" y="254" width="8" height="14" fill="#78350f"/><rect x="310" y="254" width="8" height="14" fill="#78350f"/>
<rect x="197" y="150" width="5" height="78" fill="#374151"/><polygon points="202,150 236,161 202,172" fill="#ef4444"/>`;
}

function clothing(accent: string): string {
  return `<defs><pattern id="wax" width="28" height="28" patternUnits="userSpaceOnUse">
<rect width="28" height="28" fill="${accent}"/><circle cx="14" cy="14" r="8" fill="none" stroke="#111827" stroke-opacity="0.45" stroke-width="3"/>
<circle cx="0" cy="0" r="5" fill="#f97316"/><circle cx="28" cy="28" r="5" fill="#f97316"/><circle cx="14" cy="14" r="3" fill="#16a34a"/>
</pattern></defs>
<path d="M160 58 L114 77 L78 126 L114 146 L134 122 V242 H266 V122 L286 146 L322 126 L286 77 L240 58 Q200 88 160 58 Z" fill="url(#wax)" stroke="#111827" stroke-opacity="0.3" stroke-width="3"/>`;
}

function shoes(accent: string): string {
  return `<path d="M84 200 V164 Q84 149 100 147 L150 144 Q170 119 200 117 L216 117 Q223 140 246 152 L300 167 Q326 175 326 196 V200 Z" fill="${accent}" stroke="#111827" stroke-opacity="0.3" stroke-width="3"/>
<rect x="78" y="198" width="254" height="17" rx="8" fill="#f3f4f6" stroke="#9ca3af" stroke-width="2"/>
<path d="M164 141 L186 152 M174 132 L196 143 M184 123 L206 134" stroke="#111827" stroke-width="4" stroke-linecap="round"/>
<path d="M118 182 Q200 188 284 170" stroke="#111827" stroke-opacity="0.45" stroke-width="7" fill="none" stroke-linecap="round"/>`;
}

function sofa(accent: string): string {
  return `<rect x="96" y="204" width="10" height="20" fill="#451a03"/><rect x="294" y="204" width="10" height="20" fill="#451a03"/>
<rect x="104" y="94" width="192" height="78" rx="16" fill="${accent}"/>
<rect x="104" y="94" width="192" height="78" rx="16" fill="#000000" fill-opacity="0.12"/>
<rect x="98" y="160" width="204" height="44" rx="10" fill="${accent}"/>
<path d="M200 164 V200" stroke="#000000" stroke-opacity="0.2" stroke-width="3"/>
<rect x="76" y="124" width="42" height="84" rx="14" fill="${accent}"/><rect x="282" y="124" width="42" height="84" rx="14" fill="${accent}"/>
<rect x="76" y="124" width="42" height="84" rx="14" fill="#000000" fill-opacity="0.08"/><rect x="282" y="124" width="42" height="84" rx="14" fill="#000000" fill-opacity="0.08"/>`;
}

function table(accent: string): string {
  return `<rect x="132" y="134" width="10" height="82" fill="#451a03" fill-opacity="0.6"/><rect x="258" y="134" width="10" height="82" fill="#451a03" fill-opacity="0.6"/>
<rect x="98" y="134" width="13" height="98" fill="#451a03"/><rect x="289" y="134" width="13" height="98" fill="#451a03"/>
<rect x="78" y="120" width="244" height="17" rx="4" fill="${accent}" stroke="#451a03" stroke-opacity="0.5" stroke-width="3"/>
<path d="M190 120 Q181 100 192 88 H208 Q219 100 210 120 Z" fill="#0ea5e9"/>
<path d="M200 88 V70" stroke="#15803d" stroke-width="3"/><circle cx="200" cy="64" r="10" fill="#f43f5e"/>`;
}

const PICTOGRAMS: Record<LeafCategorySlug, (accent: string) => string> = {
  'mobile-phones': phone,
  laptops: laptop,
  tvs: tv,
  cars: car,
  motorcycles: motorcycle,
  houses: house,
  apartments: apartment,
  land,
  clothing,
  shoes,
  sofas: sofa,
  tables: table,
};

const CATEGORY_ORDER = Object.keys(PICTOGRAMS) as LeafCategorySlug[];

/** An illustration for a category, drawn as SVG: gradient, soft circles, floor shadow and the pictogram. */
export function photoSvg(category: LeafCategorySlug, variant: number): string {
  const categoryIndex = CATEGORY_ORDER.indexOf(category);
  const rng = new Random(1000 + categoryIndex * 17 + variant);
  const [light, dark] = PALETTES[PARENT_OF[category]][variant % VARIANTS_PER_CATEGORY];
  const accent = ACCENTS[(variant + categoryIndex) % ACCENTS.length];
  const diagonal = variant % 2 === 1;
  const circles = Array.from(
    { length: 3 },
    () =>
      `<circle cx="${rng.int(0, 400)}" cy="${rng.int(0, 300)}" r="${rng.int(40, 120)}" fill="#ffffff" fill-opacity="${(0.06 + rng.next() * 0.08).toFixed(2)}"/>`,
  ).join('');
  const scale = 0.9 + rng.next() * 0.15;
  const shiftX = rng.int(-18, 18);
  const shadow =
    category === 'land'
      ? ''
      : '<ellipse cx="200" cy="240" rx="135" ry="13" fill="#000000" fill-opacity="0.18"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1">
<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>${circles}
<g transform="translate(${200 + shiftX} 150) scale(${scale.toFixed(3)}) translate(-200 -150)">${shadow}${PICTOGRAMS[category](accent)}</g>
</svg>`;
}

/**
 * Where drawn designs are kept between starts (each fresh demo database, the browser tests' sites, the cluster's):
 * a design's file is named by a hash of its drawing, the sizes and sharp's version, so a changed drawing is drawn
 * again. Drawing the whole pool costs about 16 s of CPU; reading it back, a few milliseconds.
 */
export function photoCacheDir(): string {
  return process.env.DEMO_PHOTO_CACHE_DIR || path.join(tmpdir(), `sokoni-demo-photos-${userInfo().uid}`);
}

interface CachedPhoto extends Omit<RenderedPhoto, 'files'> {
  files: Record<keyof RenderedPhoto['files'], string>;
}

/** Renders one design, or reads it from the cache of an earlier start. */
export async function renderPhoto(category: LeafCategorySlug, variant: number): Promise<RenderedPhoto> {
  const svg = photoSvg(category, variant);
  const sharp = await loadSharp();
  const key = createHash('sha256')
    .update(JSON.stringify({ svg, sizes: PHOTO_SIZES, sharp: sharp.versions }))
    .digest('hex')
    .slice(0, 32);
  const file = path.join(photoCacheDir(), `${key}.json`);
  try {
    const cached = JSON.parse(await readFile(file, 'utf8')) as CachedPhoto;
    const files = Object.fromEntries(
      Object.entries(cached.files).map(([suffix, body]) => [suffix, Buffer.from(body, 'base64')]),
    ) as RenderedPhoto['files'];
    if (PHOTO_SIZES.every((size) => files[size.suffix]?.length)) return { ...cached, files };
  } catch {
    // Not drawn yet (or an unreadable copy): drawn below.
  }
  const photo = await drawPhoto(svg);
  try {
    const cached: CachedPhoto = {
      ...photo,
      files: Object.fromEntries(
        Object.entries(photo.files).map(([suffix, body]) => [suffix, body.toString('base64')]),
      ) as CachedPhoto['files'],
    };
    await mkdir(photoCacheDir(), { recursive: true, mode: 0o700 });
    // Written aside, then renamed: a start beside this one reads a whole file or none.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(cached), { mode: 0o600 });
    await rename(partial, file);
  } catch {
    // A cache that cannot be written only means drawing again next time.
  }
  return photo;
}

/** Draws one design once at the largest size and derives the two smaller widths from those pixels. */
async function drawPhoto(svg: string): Promise<RenderedPhoto> {
  const largest = PHOTO_SIZES[PHOTO_SIZES.length - 1];
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * 4 })
    .resize(largest.width, largest.height)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const entries = await Promise.all(
    PHOTO_SIZES.map(async (size) => {
      const body = await sharp(data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      })
        .resize(size.width, size.height)
        .webp({ quality: size.width >= 1600 ? 70 : 75, effort: 4 })
        .toBuffer();
      return [size.suffix, body] as const;
    }),
  );
  const files = Object.fromEntries(entries) as RenderedPhoto['files'];
  return {
    files,
    width: largest.width,
    height: largest.height,
    placeholder: await encodePlaceholder(sharp(files['400'])),
  };
}

/** Designs already drawn in this process (about 1 MB): a second demo database reuses them. */
const rendered = new Map<string, Promise<RenderedPhoto>>();

/** Every design of the pool, keyed `${category}:${variant}`, rendered a few at a time to bound memory. */
export async function renderPhotoPool(categories: LeafCategorySlug[]): Promise<Map<string, RenderedPhoto>> {
  const keys = categories.flatMap((category) =>
    Array.from({ length: VARIANTS_PER_CATEGORY }, (_, variant) => ({
      key: `${category}:${variant}`,
      category,
      variant,
    })),
  );
  await runLimited(keys, 4, async ({ key, category, variant }) => {
    if (!rendered.has(key)) {
      const job = renderPhoto(category, variant);
      rendered.set(key, job);
      // A failed drawing is not remembered, so the next attempt draws it again.
      job.catch(() => rendered.delete(key));
    }
    await rendered.get(key);
  });
  const pool = new Map<string, RenderedPhoto>();
  for (const { key } of keys) pool.set(key, await (rendered.get(key) as Promise<RenderedPhoto>));
  return pool;
}

export async function runLimited<T>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  });
  await Promise.all(workers);
}
