import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Spinner, paths, toApiError } from '@sokoni/shared-ui';
import { useUnsubscribeSavedSearchMutation } from '@sokoni/shared-ui/widgets';
import { NAMESPACE } from '../../../app/i18n';
import { Outcome } from '../../../lib/messages';
import { AccountPage } from '../../../lib/page';

/**
 * Opened from the unsubscribe link of a saved search's alert mail: turns its alerts off with the server (a POST,
 * so a mail client fetching the link ahead of time changes nothing) and says so. No sign-in needed.
 */
export function SavedSearchUnsubscribePage() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id') ?? '');
  const token = searchParams.get('token') ?? '';
  const complete = Number.isInteger(id) && id > 0 && token !== '' && token.length <= 128;
  const [unsubscribe, { data, error, isLoading, isUninitialized }] = useUnsubscribeSavedSearchMutation();
  const started = useRef(false);

  const run = useCallback(() => {
    void unsubscribe({ id, token });
  }, [unsubscribe, id, token]);

  useEffect(() => {
    // Once per visit, also under React's double effects in development.
    if (!complete || started.current) return;
    started.current = true;
    run();
  }, [complete, run]);

  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  let content;
  if (complete && (isLoading || isUninitialized)) {
    content = <Spinner label={t('savedSearches.unsubscribe.working')} />;
  } else if (data) {
    content = (
      <Outcome tone="success" message={data.message}>
        <ButtonLink to={paths.savedSearches.getHref()}>{t('savedSearches.unsubscribe.manage')}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.browse.getHref()}>
          {t('savedSearches.browse')}
        </ButtonLink>
      </Outcome>
    );
  } else if (!complete || status === 404 || status === 422) {
    content = (
      <Outcome tone="danger" message={t('savedSearches.unsubscribe.invalid')}>
        <ButtonLink variant="secondary" to={paths.savedSearches.getHref()}>
          {t('savedSearches.unsubscribe.manage')}
        </ButtonLink>
      </Outcome>
    );
  } else {
    content = (
      <Outcome tone="danger" message={toApiError(error, t('savedSearches.unsubscribe.failed')).message}>
        <Button onClick={run}>{t('savedSearches.unsubscribe.retry')}</Button>
      </Outcome>
    );
  }

  return <AccountPage title={t('savedSearches.unsubscribe.title')}>{content}</AccountPage>;
}
