import { lazy } from 'react';
import { GuardedPage } from '../../app/guarded-page';
import { NotFoundPage } from './not-found-page';

/** Static pages arrive only when visited, so the first load of the site carries none of them. */
export const AboutPage = lazy(() => import('./about-page').then((m) => ({ default: m.AboutPage })));
export const ContactPage = lazy(() => import('./contact-page').then((m) => ({ default: m.ContactPage })));
export const TermsPage = lazy(() => import('./legal-page').then((m) => ({ default: m.TermsPage })));
export const PrivacyPage = lazy(() => import('./legal-page').then((m) => ({ default: m.PrivacyPage })));
export const AgreementPage = lazy(() => import('./legal-page').then((m) => ({ default: m.AgreementPage })));
export const TestPage = lazy(() => import('./debug-pages').then((m) => ({ default: m.TestPage })));
export const TestLoginPage = lazy(() => import('./debug-pages').then((m) => ({ default: m.TestLoginPage })));
export const TestAuthPage = lazy(() => import('./debug-pages').then((m) => ({ default: m.TestAuthPage })));

/** The 404 page with its title, for the shell's routes and inside every remote's routes. */
export function NotFoundRoute() {
  return (
    <GuardedPage titleKey="shell:pages.notFound">
      <NotFoundPage />
    </GuardedPage>
  );
}
