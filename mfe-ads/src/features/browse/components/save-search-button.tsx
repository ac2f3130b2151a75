import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AdListQuery } from '@sokoni/contracts';
import { Button, paths, useAppSelector, useToast } from '@sokoni/shared-ui';

/**
 * The dialog and the saved-search calls, with the widgets entry they come from (dialogs, tabs, messaging):
 * fetched for a signed-in visitor only. A visitor who is not signed in, whom every server-rendered list is drawn
 * for, gets the list's first screen without them.
 */
const SaveSearchDialog = lazy(() => import(/* webpackChunkName: "save-search" */ './save-search-dialog'));

export interface SaveSearchButtonProps {
  /** The list's current query (words, filters, sort; a category or place page's own scope included). */
  query: AdListQuery;
}

/**
 * « Enregistrer cette recherche »: saves the list's words, filters and sort with an alert choice. Signed-out
 * visitors are sent to sign in and come back; a search already saved says so and leads to « Mes recherches »
 * (SaveSearchDialog, loaded for a signed-in visitor).
 */
export function SaveSearchButton({ query }: SaveSearchButtonProps) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useAppSelector((state) => Boolean(state.session.token && state.session.user));
  // A tap while the dialog's code is still on its way opens the dialog as soon as it arrives.
  const [openAtStart, setOpenAtStart] = useState(false);

  if (!signedIn) {
    const signIn = () => {
      toast.info(t('saveSearch.signIn'));
      navigate(paths.login.getHref(`${pathname}${search}`));
    };
    return (
      <Button variant="secondary" icon="plus" onClick={signIn}>
        {t('saveSearch.button')}
      </Button>
    );
  }

  const waiting = (
    <Button variant="secondary" icon="plus" onClick={() => setOpenAtStart(true)}>
      {t('saveSearch.button')}
    </Button>
  );
  return (
    <Suspense fallback={waiting}>
      <SaveSearchDialog query={query} openAtStart={openAtStart} />
    </Suspense>
  );
}
