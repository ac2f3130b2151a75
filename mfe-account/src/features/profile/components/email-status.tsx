import { useTranslation } from 'react-i18next';
import type { User } from '@sokoni/contracts';
import {
  Button,
  Cluster,
  Stack,
  toApiError,
  useAppDispatch,
  userUpdated,
  useSendVerificationEmailMutation,
  useToast,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { VerificationBadge } from '../../../lib/messages';
import { Actions } from '../../../lib/page';
import { useCheckEmailStatusMutation } from '../api/profile-api';

export interface EmailStatusProps {
  user: User;
}

/**
 * Whether the address is verified; if not, resend the link, or ask the server again once the link was
 * opened on another device (GET /email/verify-status).
 */
export function EmailStatus({ user }: EmailStatusProps) {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [checkStatus, { isLoading: checking }] = useCheckEmailStatusMutation();
  const [resend, { isLoading: resending }] = useSendVerificationEmailMutation();
  const verified = Boolean(user.email_verified_at);

  const onCheck = async () => {
    try {
      const result = await checkStatus().unwrap();
      dispatch(userUpdated(result.user));
      if (result.email_verified) toast.success(t('emailStatus.nowVerified'));
      else toast.info(t('emailStatus.stillUnverified'));
    } catch (error) {
      toast.error(toApiError(error, t('errors.emailStatusFailed')).message);
    }
  };

  const onResend = async () => {
    try {
      const result = await resend().unwrap();
      toast.success(result.message || t('verify.resent'));
    } catch (error) {
      toast.error(toApiError(error, t('errors.resendFailed')).message);
    }
  };

  return (
    <section aria-labelledby="email-status-title">
      <Stack gap={3}>
        <h2 id="email-status-title">{t('emailStatus.title')}</h2>
        <Cluster gap={2}>
          <span>{user.email}</span>
          <VerificationBadge
            verified={verified}
            verifiedLabel={t('emailStatus.verified')}
            unverifiedLabel={t('emailStatus.unverified')}
          />
        </Cluster>
        {verified ? null : (
          <>
            <p>{t('emailStatus.explain')}</p>
            <Actions>
              <Button onClick={() => void onResend()} loading={resending}>
                {t('verify.resend')}
              </Button>
              <Button variant="secondary" icon="refresh" onClick={() => void onCheck()} loading={checking}>
                {t('emailStatus.check')}
              </Button>
            </Actions>
          </>
        )}
      </Stack>
    </section>
  );
}
