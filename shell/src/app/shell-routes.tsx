import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@sokoni/shared-ui';
import {
  AboutPage,
  AgreementPage,
  ContactPage,
  NotFoundRoute,
  PrivacyPage,
  TermsPage,
  TestAuthPage,
  TestLoginPage,
  TestPage,
} from '../features/static-pages/lazy-pages';
import { GuardedPage } from './guarded-page';
import { PageLoading } from './page-loading';

/** The pages the shell owns itself (ARCHITECTURE.md §5). */
const SHELL_PAGES: ReadonlyArray<{ path: string; titleKey: string; Component: ComponentType }> = [
  { path: paths.about.path, titleKey: 'shell:pages.about', Component: AboutPage },
  { path: paths.contact.path, titleKey: 'shell:pages.contact', Component: ContactPage },
  { path: paths.terms.path, titleKey: 'shell:pages.terms', Component: TermsPage },
  { path: paths.privacy.path, titleKey: 'shell:pages.privacy', Component: PrivacyPage },
  { path: paths.agreement.path, titleKey: 'shell:pages.agreement', Component: AgreementPage },
  { path: '/test', titleKey: 'shell:pages.test', Component: TestPage },
  { path: '/test-login', titleKey: 'shell:pages.testLogin', Component: TestLoginPage },
  { path: '/test-auth', titleKey: 'shell:pages.testAuth', Component: TestAuthPage },
];

/** Short addresses of the legal pages (spec §2). */
export const LEGAL_REDIRECTS: Readonly<Record<string, string>> = {
  '/terms': paths.terms.getHref(),
  '/privacy': paths.privacy.getHref(),
  '/agreement': paths.agreement.getHref(),
};

export function ShellRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {SHELL_PAGES.map(({ path, titleKey, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              <GuardedPage titleKey={titleKey}>
                <Component />
              </GuardedPage>
            }
          />
        ))}
        {Object.entries(LEGAL_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
