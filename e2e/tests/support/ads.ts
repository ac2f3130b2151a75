import { deflateSync } from 'node:zlib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts inserted with the demo data (api/src/seed/demo). */
export const DEMO_PASSWORD = 'sokoni-demo-2026';
export const SELLER = 'kin.electro@example.cd';
export const OTHER_SELLER = 'goma.auto@example.cd';

export interface Session {
  token: string;
  user: { id: number; name: string };
}

/**
 * One login per account and worker: the api allows 5 sign-ins per address in 15 minutes, and a token stays
 * valid for 30 days, so the tests share it.
 */
const sessions = new Map<string, Session>();

/** Signs in through the api and returns the session the site keeps in localStorage. */
export async function apiLogin(request: APIRequestContext, email: string): Promise<Session> {
  const known = sessions.get(email);
  if (known) return known;
  const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD, locale: 'fr' } });
  expect(response.ok(), `login of ${email}: ${response.status()}`).toBeTruthy();
  const session = (await response.json()) as Session;
  sessions.set(email, session);
  return session;
}

/** Opens the site already signed in (token and user in localStorage, as after the login page), cookie choice made. */
export async function signIn(page: Page, request: APIRequestContext, email: string, locale: 'fr' | 'en' = 'fr'): Promise<Session> {
  const session = await apiLogin(request, email);
  await page.addInitScript(
    ([token, user, lang]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
      window.localStorage.setItem('locale', lang);
      window.localStorage.setItem('cookie_consent', 'accepted');
    },
    [session.token, JSON.stringify(session.user), locale] as const,
  );
  return session;
}

export function authHeaders(session: Session): Record<string, string> {
  return { Authorization: `Bearer ${session.token}`, 'Accept-Language': 'fr' };
}

export interface AdSummary {
  id: number;
  slug: string;
  title: string;
  status: string;
  images: { id: number }[];
  is_favorited?: boolean;
}

/** The seller's ads in one status, newest first. */
export async function myAds(request: APIRequestContext, session: Session, status: string): Promise<AdSummary[]> {
  const response = await request.get(`/api/my-ads?status=${status}&per_page=60`, { headers: authHeaders(session) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: AdSummary[] }).data;
}

export async function getAd(request: APIRequestContext, session: Session, slug: string): Promise<AdSummary> {
  const response = await request.get(`/api/ads/${encodeURIComponent(slug)}`, { headers: authHeaders(session) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as AdSummary;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB gradient with a tint), so the server's content sniffing and resizing accept it. */
export function pngPhoto(width: number, height: number, tint: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      row[1 + x * 3] = (tint[0] + (x * 255) / width) % 256;
      row[2 + x * 3] = (tint[1] + (y * 255) / height) % 256;
      row[3 + x * 3] = tint[2];
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes `count` photos to a fresh temporary folder and returns their paths (for setInputFiles). */
export function photoFiles(count: number): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-photos-'));
  return Array.from({ length: count }, (_, index) => {
    const file = path.join(dir, `photo-${index + 1}.png`);
    writeFileSync(file, pngPhoto(800, 600, [index * 90, 40, 160 - index * 60]));
    return file;
  });
}

/** A title nobody else uses, so a test finds exactly its own ad. */
export function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}
