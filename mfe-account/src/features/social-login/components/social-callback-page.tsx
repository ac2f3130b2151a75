import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, paths } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { AccountPage } from '../../../lib/page';
import { takeSocialRedirect } from '../../../lib/social-redirect';
import { useStartSession } from '../../../lib/start-session';
import { useCompleteSocialLoginMutation } from '../api/social-api';

/**
 * /auth/{provider}/callback: the provider sends the browser back here with `code` and `state` (and maybe
 * `iss`); the server trades them for a session. Any failure goes to the social error page.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation(NAMESPACE);
  const { provider = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [complete] = useCompleteSocialLoginMutation();
  const startSession = useStartSession();
  // The code is single-use: StrictMode's second effect run and re-renders must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const iss = searchParams.get('iss') ?? undefined;
    const target = takeSocialRedirect();
    if (!code || !state) {
      navigate(paths.socialError.getHref(), { replace: true });
      return;
    }
    complete({ provider, code, state, iss })
      .unwrap()
      .then((auth) => startSession(auth, target))
      .catch(() => navigate(paths.socialError.getHref(), { replace: true }));
    // Runs once per visit of the callback URL, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AccountPage title={t('social.title')}>
      <Spinner label={t('social.signingIn')} />
    </AccountPage>
  );
}
