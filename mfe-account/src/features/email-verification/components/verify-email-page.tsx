import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  Spinner,
  paths,
  skipToken,
  toApiError,
  useAppDispatch,
  useAppSelector,
  useSendVerificationEmailMutation,
  userUpdated,
  useToast,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { Outcome } from '../../../lib/messages';
import { AccountPage } from '../../../lib/page';
import { useVerifyEmailQuery } from '../api/verification-api';

/** The three outcomes: verified, a bad or expired link (403), or another failure. */
function isInvalidLink(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && error.status === 403);
}

/** Verify Email, opened from the mailed link: checks it with the server and says what happened. */
export function VerifyEmailPage() {
  const { t } = useTranslation(NAMESPACE);
  const toast = useToast();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const { id = '', hash = '' } = useParams();
  const [searchParams] = useSearchParams();
  const expires = searchParams.get('expires') ?? '';
  const signature = searchParams.get('signature') ?? '';
  const complete = Boolean(id && hash && expires && signature);
  const { data, error, isLoading, isFetching, refetch } = useVerifyEmailQuery(
    complete ? { id, hash, expires, signature } : skipToken,
  );
  const [resend, { isLoading: resending }] = useSendVerificationEmailMutation();

  const verifiedUser = data?.user;
  useEffect(() => {
    if (verifiedUser && user && verifiedUser.id === user.id) dispatch(userUpdated(verifiedUser));
    // Only the answer matters here; the session user changing afterwards must not re-apply it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verifiedUser, dispatch]);

  const onResend = async () => {
    try {
      const result = await resend().unwrap();
      toast.success(result.message || t('verify.resent'));
    } catch (failure) {
      toast.error(toApiError(failure, t('errors.resendFailed')).message);
    }
  };

  const resendAction = user ? (
    <Button variant="secondary" onClick={() => void onResend()} loading={resending}>
      {t('verify.resend')}
    </Button>
  ) : (
    <ButtonLink variant="secondary" to={paths.login.getHref()}>
      {t('verify.loginToResend')}
    </ButtonLink>
  );

  let content;
  if (isLoading || (isFetching && !data)) {
    content = <Spinner label={t('verify.checking')} />;
  } else if (data) {
    content = (
      <Outcome tone="success" message={data.message || t('verify.success')}>
        <ButtonLink to={paths.postAd.getHref()} icon="plus">
          {t('verify.postAd')}
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.home.getHref()}>
          {t('verify.home')}
        </ButtonLink>
      </Outcome>
    );
  } else if (!complete || isInvalidLink(error)) {
    content = (
      <Outcome tone="danger" message={t('verify.invalid')}>
        {user?.email_verified_at ? null : resendAction}
      </Outcome>
    );
  } else {
    content = (
      <Outcome tone="danger" message={t('verify.failed')}>
        <Button onClick={() => void refetch()} loading={isFetching}>
          {t('verify.retry')}
        </Button>
        {resendAction}
      </Outcome>
    );
  }

  return <AccountPage title={t('verify.title')}>{content}</AccountPage>;
}
