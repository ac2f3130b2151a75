import { useTranslation } from 'react-i18next';
import { ButtonLink, Cluster, Stack, paths } from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { Alert } from '../../../lib/messages';
import { AccountPage } from '../../../lib/page';

/** /auth/social-error: the social login did not finish; offer to try again. */
export function SocialErrorPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <AccountPage title={t('social.errorTitle')}>
      <Stack gap={4}>
        <Alert tone="danger">{t('social.failed')}</Alert>
        <Cluster gap={2}>
          <ButtonLink to={paths.login.getHref()}>{t('social.backToLogin')}</ButtonLink>
          <ButtonLink variant="secondary" to={paths.home.getHref()}>
            {t('social.home')}
          </ButtonLink>
        </Cluster>
      </Stack>
    </AccountPage>
  );
}
