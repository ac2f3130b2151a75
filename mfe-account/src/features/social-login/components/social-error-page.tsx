import { useTranslation } from 'react-i18next';
import { ButtonLink, paths } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { Outcome } from '../../../lib/messages';
import { AccountPage } from '../../../lib/page';

/** /auth/social-error: the social login did not finish; offer to try again. */
export function SocialErrorPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <AccountPage title={t('social.errorTitle')}>
      <Outcome tone="danger" message={t('social.failed')}>
        <ButtonLink to={paths.login.getHref()}>{t('social.backToLogin')}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.home.getHref()}>
          {t('social.home')}
        </ButtonLink>
      </Outcome>
    </AccountPage>
  );
}
