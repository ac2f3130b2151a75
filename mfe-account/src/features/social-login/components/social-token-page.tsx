import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, paths } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { AccountPage } from '../../../lib/page';
import { takeSocialRedirect } from '../../../lib/social-redirect';
import { useStartSession } from '../../../lib/start-session';
import { useGetUserWithTokenMutation } from '../api/social-api';

/**
 * /auth/social-callback?token=…: a session handed over in the URL. The token is checked with the profile
 * call before it is stored, then removed from the address bar and history.
 */
export function SocialTokenPage() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [getUser] = useGetUserWithTokenMutation();
  const startSession = useStartSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = searchParams.get('token');
    const target = takeSocialRedirect();
    if (!token) {
      navigate(paths.socialError.getHref(), { replace: true });
      return;
    }
    getUser(token)
      .unwrap()
      .then((user) => startSession({ token, user }, target))
      .catch(() => navigate(paths.socialError.getHref(), { replace: true }));
    // Runs once per visit, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AccountPage title={t('social.title')}>
      <Spinner label={t('social.signingIn')} />
    </AccountPage>
  );
}
