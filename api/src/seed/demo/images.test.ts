import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { photoCacheDir, renderPhoto } from './images';

describe('demo photos drawn once and kept between starts', () => {
  let dir: string;
  const before = process.env.DEMO_PHOTO_CACHE_DIR;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sokoni-photo-cache-'));
    process.env.DEMO_PHOTO_CACHE_DIR = dir;
  });
  afterEach(async () => {
    if (before === undefined) delete process.env.DEMO_PHOTO_CACHE_DIR;
    else process.env.DEMO_PHOTO_CACHE_DIR = before;
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a design drawn by an earlier start back byte for byte', async () => {
    expect(photoCacheDir()).toBe(dir);
    const drawn = await renderPhoto('cars', 1);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const read = await renderPhoto('cars', 1);
    expect(read.placeholder).toBe(drawn.placeholder);
    for (const suffix of ['400', '800', '1600'] as const) expect(read.files[suffix].equals(drawn.files[suffix])).toBe(true);
    // Another design is another file.
    await renderPhoto('cars', 2);
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('draws a design again when its kept copy is unreadable', async () => {
    await renderPhoto('shoes', 0);
    const [file] = await readdir(dir);
    await writeFile(path.join(dir, file), '{"files":');
    const drawn = await renderPhoto('shoes', 0);
    expect(drawn.files['1600'].length).toBeGreaterThan(1000);
    expect(drawn.width).toBe(1600);
  });
});
