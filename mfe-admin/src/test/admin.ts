import { makeUser } from '@sokoni/contracts/testing';
import { renderApp } from './render-app';

/** The signed-in administrator of the page tests. */
export const admin = makeUser({ id: 1, name: 'Admin', email: 'admin@example.cd', is_admin: true });

/** Renders the admin page at `url` for the signed-in administrator. */
export function renderAsAdmin(url: string, options: { locale?: 'fr' | 'en' } = {}) {
  return renderApp(url, { ...options, user: admin });
}
