import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORTED_LOCALES, type Locale } from '@sokoni/contracts';
import {
  Button,
  baseApi,
  localeChanged,
  redirectTargetOf,
  sessionCleared,
  toApiError,
  toastShown,
  useAppDispatch,
  useAppSelector,
  userUpdated,
  useThemeToggle,
  type RemoteRoute,
} from '@sokoni/shared-ui';
import { STANDALONE_NS } from './i18n';
import { PageList } from './page-list';
import { QaSignInForm } from './qa-sign-in-form';
import { useQaSaveLanguageMutation, useQaSaveThemeMutation, useQaSignOutMutation } from './qa-api';

const StyledBar = styled.section`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.banner};
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.text};
  border-bottom: ${({ theme }) => theme.borderWidth.thick} dashed ${({ theme }) => theme.color.borderStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
  max-height: 100vh;
  overflow-y: auto;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const StyledBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledWho = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledGroup = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledPanel = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

type Panel = 'pages' | 'signIn' | null;

export interface QaBarProps {
  /** The remote's name (`ads`, `account`, ...). */
  name: string;
  routes: readonly RemoteRoute[];
  /** Whether this remote has a page at a path (a guard's /login may belong to another remote). */
  owns: (pathname: string) => boolean;
}

/**
 * The strip a tester uses on a remote opened alone: who is signed in, sign in (demo user, demo business,
 * administrator, any account), sign out, language, theme, and the list of the remote's pages. Only standalone
 * pages mount it; the composed site never loads this module.
 */
export function QaBar({ name, routes, owns }: QaBarProps) {
  const { t } = useTranslation(STANDALONE_NS);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector((s) => s.session.user);
  const locale = useAppSelector((s) => s.preferences.locale);
  const [panel, setPanel] = useState<Panel>(null);
  const panelId = useId();
  const [signOut, { isLoading: signingOut }] = useQaSignOutMutation();
  const [saveLanguage] = useQaSaveLanguageMutation();
  const [saveTheme] = useQaSaveThemeMutation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  const toggle = (next: Exclude<Panel, null>) => setPanel((current) => (current === next ? null : next));

  const afterSignIn = () => {
    setPanel(null);
    // On a page this remote does not own (the guard's /login), go on to the page that asked for a sign-in.
    const target = redirectTargetOf(here);
    if (target && !owns(location.pathname)) navigate(target, { replace: true });
  };

  const doSignOut = async () => {
    try {
      await signOut().unwrap();
    } catch {
      // The token may already be invalid on the server; the tester is signed out here all the same.
    }
    dispatch(sessionCleared({ signedOutFrom: here }));
    dispatch(baseApi.util.resetApiState());
    dispatch(toastShown({ type: 'info', message: t('signedOut') }));
  };

  const changeLanguage = (next: Locale) => {
    dispatch(localeChanged(next));
    if (!user) return;
    saveLanguage(next)
      .unwrap()
      .then((saved) => {
        if (saved) dispatch(userUpdated(saved));
      })
      .catch((error: unknown) =>
        dispatch(toastShown({ type: 'error', message: toApiError(error, t('saveFailed')).message })),
      );
  };

  const { next: nextTheme, toggle: toggleTheme } = useThemeToggle(saveTheme, t('saveFailed'));

  const role = user
    ? user.is_admin
      ? 'admin'
      : user.account_type === 'business'
        ? 'business'
        : 'individual'
    : null;

  return (
    <StyledBar aria-label={t('bar.label')}>
      <StyledRow>
        <StyledBadge>{t('bar.badge')}</StyledBadge>
        <strong>{t('bar.remote', { name })}</strong>
        <StyledWho role="status">
          {user && role
            ? t('bar.signedIn', { name: user.name, email: user.email, role: t(`roles.${role}`) })
            : t('bar.signedOut')}
        </StyledWho>
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={panel === 'pages'}
          aria-controls={panel === 'pages' ? panelId : undefined}
          onClick={() => toggle('pages')}
        >
          {t('bar.pages')}
        </Button>
        {user ? (
          <Button size="sm" variant="secondary" icon="logout" loading={signingOut} onClick={doSignOut}>
            {t('bar.signOut')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="primary"
            icon="user"
            aria-expanded={panel === 'signIn'}
            aria-controls={panel === 'signIn' ? panelId : undefined}
            onClick={() => toggle('signIn')}
          >
            {t('bar.signIn')}
          </Button>
        )}
        <StyledGroup role="group" aria-label={t('bar.language')}>
          {SUPPORTED_LOCALES.map((candidate) => (
            <Button
              key={candidate}
              size="sm"
              variant={candidate === locale ? 'primary' : 'ghost'}
              aria-pressed={candidate === locale}
              lang={candidate}
              onClick={() => changeLanguage(candidate)}
            >
              {t(`languages.${candidate}`)}
            </Button>
          ))}
        </StyledGroup>
        <Button size="sm" variant="ghost" icon={nextTheme === 'dark' ? 'moon' : 'sun'} onClick={toggleTheme}>
          {t(nextTheme === 'dark' ? 'bar.toDark' : 'bar.toLight')}
        </Button>
      </StyledRow>
      {panel === 'pages' ? (
        <StyledPanel id={panelId}>
          <PageList routes={routes} onNavigate={() => setPanel(null)} />
        </StyledPanel>
      ) : null}
      {panel === 'signIn' && !user ? (
        <StyledPanel id={panelId}>
          <QaSignInForm onSignedIn={afterSignIn} />
        </StyledPanel>
      ) : null}
    </StyledBar>
  );
}
