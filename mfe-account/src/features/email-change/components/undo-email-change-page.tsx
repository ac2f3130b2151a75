import { useCallback, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  Spinner,
  paths,
  sessionCleared,
  toApiError,
  useAppDispatch,
  useAppSelector,
} from '@sokoni/shared-ui';
import { NAMESPACE } from '../../../app/i18n';
import { Outcome } from '../../../lib/messages';
import { AccountPage } from '../../../lib/page';
import { useUndoEmailChangeMutation } from '../api/email-change-api';

function statusOf(error: unknown): number | string | undefined {
  return error && typeof error === 'object' && 'status' in error
    ? (error.status as number | string)
    : undefined;
}

/**
 * Opened from the mail sent to the old address after an email change: undoes it with the server (a POST, so a
 * mail client fetching the link ahead of time changes nothing) and says what happened. Every session of the
 * account ends, this browser's included.
 */
export function UndoEmailChangePage() {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const expires = Number(searchParams.get('expires') ?? '');
  const signature = searchParams.get('signature') ?? '';
  const complete = /^\d+$/.test(id) && Number.isInteger(expires) && expires > 0 && signature !== '';
  const [undo, { data, error, isLoading, isUninitialized }] = useUndoEmailChangeMutation();
  const started = useRef(false);

  const run = useCallback(() => {
    void undo({ id, expires, signature });
  }, [undo, id, expires, signature]);

  useEffect(() => {
    // Once per visit, also under React's double effects in development.
    if (!complete || started.current) return;
    started.current = true;
    run();
  }, [complete, run]);

  useEffect(() => {
    // The server ended every session of the account; this browser's may be one of them.
    if (data && signedIn) dispatch(sessionCleared());
  }, [data, signedIn, dispatch]);

  const status = statusOf(error);
  let content;
  if (complete && (isLoading || isUninitialized)) {
    content = <Spinner label={t('undoEmail.working')} />;
  } else if (data) {
    content = (
      <Outcome tone="success" message={data.message || t('undoEmail.success')}>
        <ButtonLink to={paths.forgotPassword.getHref()}>{t('undoEmail.forgotPassword')}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.login.getHref()}>
          {t('undoEmail.login')}
        </ButtonLink>
      </Outcome>
    );
  } else if (!complete || status === 403) {
    content = (
      <Outcome tone="danger" message={t('undoEmail.invalid')}>
        <ButtonLink variant="secondary" to={paths.forgotPassword.getHref()}>
          {t('undoEmail.forgotPassword')}
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.contact.getHref()}>
          {t('undoEmail.contact')}
        </ButtonLink>
      </Outcome>
    );
  } else if (status === 422 || status === 429) {
    // The address is now someone else's, or too many tries: the server's own words.
    content = (
      <Outcome tone="danger" message={toApiError(error, t('undoEmail.failed')).message}>
        <ButtonLink variant="secondary" to={paths.contact.getHref()}>
          {t('undoEmail.contact')}
        </ButtonLink>
      </Outcome>
    );
  } else {
    content = (
      <Outcome tone="danger" message={t('undoEmail.failed')}>
        <Button onClick={run}>{t('undoEmail.retry')}</Button>
      </Outcome>
    );
  }

  return <AccountPage title={t('undoEmail.title')}>{content}</AccountPage>;
}
