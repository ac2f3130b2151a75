import { lazyPage } from '@sokoni/shared-ui';
import { GuardedPage } from '../../app/guarded-page';
import { NotFoundPage } from './not-found-page';

/** Static pages arrive only when visited, so the first load of the site carries none of them. */
export const AboutPage = lazyPage(() => import('./about-page'), 'AboutPage');
export const ContactPage = lazyPage(() => import('./contact-page'), 'ContactPage');
export const TermsPage = lazyPage(() => import('./legal-page'), 'TermsPage');
export const PrivacyPage = lazyPage(() => import('./legal-page'), 'PrivacyPage');
export const AgreementPage = lazyPage(() => import('./legal-page'), 'AgreementPage');
export const TestPage = lazyPage(() => import('./debug-pages'), 'TestPage');
export const TestLoginPage = lazyPage(() => import('./debug-pages'), 'TestLoginPage');
export const TestAuthPage = lazyPage(() => import('./debug-pages'), 'TestAuthPage');

/** The 404 page with its title, for the shell's routes and inside every remote's routes. */
export function NotFoundRoute() {
  return (
    <GuardedPage titleKey="shell:pages.notFound">
      <NotFoundPage />
    </GuardedPage>
  );
}
