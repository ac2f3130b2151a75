import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, type Session } from './ads';

/** The seeded administrator (api/src/seed): its password comes from ADMIN_PASSWORD, set by playwright.config.ts. */
export const ADMIN_EMAIL = 'admin@sokoni.cd';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'sokoni-admin-e2e-2026';

let adminSession: Session | undefined;

export async function adminLogin(request: APIRequestContext): Promise<Session> {
  if (adminSession) return adminSession;
  const response = await request.post('/api/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, locale: 'fr' } });
  expect(response.ok(), `admin login: ${response.status()}`).toBeTruthy();
  adminSession = (await response.json()) as Session;
  return adminSession;
}

/** Posts an ad through the api as `session` (it waits for review while auto-approve is off). */
export async function postAd(request: APIRequestContext, session: Session, title: string): Promise<{ id: number; slug: string }> {
  const response = await request.post('/api/ads', {
    headers: authHeaders(session),
    multipart: {
      title,
      description: `${title} en très bon état, disponible à Kinshasa. Prix à discuter sur place.`,
      price: '120',
      currency: 'USD',
      is_negotiable: 'false',
      category: 'mobile-phones',
      location: 'gombe',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; slug: string };
}

/** Approves every pending ad but the given ones, so the queue starts with them (the demo data has pending ads). */
export async function clearQueueExcept(request: APIRequestContext, admin: Session, keep: number[]): Promise<void> {
  for (;;) {
    const response = await request.get('/api/admin/ads/pending?per_page=60', { headers: authHeaders(admin) });
    const { data } = (await response.json()) as { data: { id: number }[] };
    const others = data.filter((ad) => !keep.includes(ad.id));
    if (others.length === 0) return;
    for (const ad of others) {
      await request.post(`/api/admin/ads/${ad.id}/approve`, { headers: authHeaders(admin) });
    }
  }
}

export async function setMaintenance(request: APIRequestContext, admin: Session, on: boolean): Promise<void> {
  const response = await request.post('/api/admin/settings', { headers: authHeaders(admin), data: { maintenance_mode: on } });
  expect(response.ok()).toBeTruthy();
}

/** Opens the site signed in as the administrator (token and user in localStorage), cookie choice made. */
export async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<Session> {
  const session = await adminLogin(request);
  await page.addInitScript(
    ([token, user]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
      window.localStorage.setItem('locale', 'fr');
      window.localStorage.setItem('cookie_consent', 'accepted');
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return session;
}
