import { lazy, type ComponentType } from 'react';
import { translationsReady } from '@sokoni/shared-ui';
import { GuardedPage } from '../../app/guarded-page';
import { NotFoundPage } from './not-found-page';

/** A page's module, once the dictionaries it registered (in the language shown) have arrived too. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    const module = await load();
    await translationsReady();
    return { default: module[name] };
  });
}

/** Static pages arrive only when visited, so the first load of the site carries none of them. */
export const AboutPage = page(() => import('./about-page'), 'AboutPage');
export const ContactPage = page(() => import('./contact-page'), 'ContactPage');
export const TermsPage = page(() => import('./legal-page'), 'TermsPage');
export const PrivacyPage = page(() => import('./legal-page'), 'PrivacyPage');
export const AgreementPage = page(() => import('./legal-page'), 'AgreementPage');
export const TestPage = page(() => import('./debug-pages'), 'TestPage');
export const TestLoginPage = page(() => import('./debug-pages'), 'TestLoginPage');
export const TestAuthPage = page(() => import('./debug-pages'), 'TestAuthPage');

/** The 404 page with its title, for the shell's routes and inside every remote's routes. */
export function NotFoundRoute() {
  return (
    <GuardedPage titleKey="shell:pages.notFound">
      <NotFoundPage />
    </GuardedPage>
  );
}
