import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, matchPath, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { guardedRoutes, ToastViewport, paths, redirectTargetOf, type RemoteRoute } from '@sokoni/shared-ui';
import { STANDALONE_NS } from './i18n';
import { PageList } from './page-list';
import { QaBar } from './qa-bar';
import { QaSignInForm } from './qa-sign-in-form';

const StyledPage = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  p {
    margin: 0;
  }
`;

/** The root of a remote that has no page at `/`: what it has, with links. */
function PagesIndex({ name, routes }: { name: string; routes: readonly RemoteRoute[] }) {
  const { t } = useTranslation(STANDALONE_NS);
  return (
    <StyledPage>
      <h1>{t('pages.title', { name })}</h1>
      <p>{t('pages.intro', { name })}</p>
      <PageList routes={routes} />
    </StyledPage>
  );
}

/**
 * The guard's /login when this remote does not own it: signing in here (the same form as the QA bar's) goes on
 * to the page that asked for it, instead of a dead end.
 */
function SignInElsewhere() {
  const { t } = useTranslation(STANDALONE_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTargetOf(`${location.pathname}${location.search}`) ?? '/';
  return (
    <StyledPage>
      <h1>{t('loginPage.title')}</h1>
      <p>{t('loginPage.text', { target })}</p>
      <QaSignInForm onSignedIn={() => navigate(target, { replace: true })} />
    </StyledPage>
  );
}

/** A path another remote owns: offered as a full-page link to the whole site, and back to this remote's pages. */
function ElsewhereOnTheSite() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <StyledPage>
      <p>
        {t('common:standalone.elsewhere')} <a href={`${pathname}${search}`}>{t('common:standalone.open')}</a>
      </p>
      <p>
        <Link to="/">{t(`${STANDALONE_NS}:elsewhere.back`)}</Link>
      </p>
    </StyledPage>
  );
}

function UnownedPage() {
  const { pathname } = useLocation();
  return pathname === paths.login.path ? <SignInElsewhere /> : <ElsewhereOnTheSite />;
}

export interface StandaloneAppProps {
  /** The remote's name, as in `/remotes/<name>/`. */
  name: string;
  routes: readonly RemoteRoute[];
}

/**
 * A remote opened alone (inside a router): the QA bar, the remote's pages behind the same guards as in the
 * shell, its page list at `/` when it has no page there, and the toast viewport.
 */
export function StandaloneApp({ name, routes }: StandaloneAppProps) {
  const owns = useCallback(
    (pathname: string) => routes.some((route) => matchPath(route.path, pathname) !== null),
    [routes],
  );
  const hasRoot = routes.some((route) => route.path === '/');
  return (
    <>
      <QaBar name={name} routes={routes} owns={owns} />
      <main id="main">
        <Suspense fallback={null}>
          <Routes>
            {guardedRoutes(routes)}
            {hasRoot ? null : <Route path="/" element={<PagesIndex name={name} routes={routes} />} />}
            <Route path="*" element={<UnownedPage />} />
          </Routes>
        </Suspense>
      </main>
      <ToastViewport />
    </>
  );
}
