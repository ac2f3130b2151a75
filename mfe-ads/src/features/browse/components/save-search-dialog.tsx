import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  type SavedSearchAlert,
  type SavedSearchQuery,
} from '@sokoni/contracts';
import {
  Button,
  ButtonLink,
  Field,
  Select,
  Stack,
  TextInput,
  paths,
  toApiError,
  useAppSelector,
  useToast,
} from '@sokoni/shared-ui';
import { Dialog, useCreateSavedSearchMutation, useListSavedSearchesQuery } from '@sokoni/shared-ui/widgets';
import type { AdListQuery } from '@sokoni/contracts';

/** The list's query as a saved search keeps it: its filters and sort, never the page or the display currency. */
export function toSavedQuery(query: AdListQuery): SavedSearchQuery {
  const saved: SavedSearchQuery = {};
  if (query.q) saved.q = query.q;
  if (query.category) saved.category = query.category;
  if (query.location) saved.location = query.location;
  if (query.min_price !== undefined) saved.min_price = query.min_price;
  if (query.max_price !== undefined) saved.max_price = query.max_price;
  if (query.price_currency && (query.min_price !== undefined || query.max_price !== undefined))
    saved.currency = query.price_currency.toUpperCase();
  if (query.sort) saved.sort = query.sort;
  return saved;
}

const sameQuery = (a: SavedSearchQuery, b: SavedSearchQuery) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every(
    (key) => String((a as Record<string, unknown>)[key]) === String((b as Record<string, unknown>)[key]),
  );
};

export interface SaveSearchDialogProps {
  /** The list's current query (words, filters, sort; a category or place page's own scope included). */
  query: AdListQuery;
  /** The visitor tapped the button before this part had arrived: the dialog opens at once. */
  openAtStart?: boolean;
}

/**
 * « Enregistrer cette recherche » for a signed-in visitor (SaveSearchButton loads it then): saves the list's
 * words, filters and sort with an alert choice in a dialog; a search already saved says so and leads to
 * « Mes recherches ».
 */
export default function SaveSearchDialog({ query, openAtStart = false }: SaveSearchDialogProps) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useAppSelector((state) => Boolean(state.session.token && state.session.user));
  const { data: saved } = useListSavedSearchesQuery(undefined, { skip: !signedIn });
  const [create, { isLoading }] = useCreateSavedSearchMutation();
  const [open, setOpen] = useState(openAtStart);
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<SavedSearchAlert>('instant');
  const [error, setError] = useState<string | undefined>();
  const savedQuery = useMemo(() => toSavedQuery(query), [query]);
  const already = saved?.data.some((existing) => sameQuery(existing.query, savedQuery)) ?? false;

  if (already) {
    return (
      <ButtonLink variant="secondary" icon="check" to={paths.savedSearches.getHref()}>
        {t('saveSearch.saved')}
      </ButtonLink>
    );
  }

  const start = () => {
    if (!signedIn) {
      toast.info(t('saveSearch.signIn'));
      navigate(paths.login.getHref(`${pathname}${search}`));
      return;
    }
    setError(undefined);
    setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    create({ name: name.trim() || undefined, query: savedQuery, alert })
      .unwrap()
      .then(() => {
        setOpen(false);
        setName('');
        toast.success(t('saveSearch.done'));
      })
      .catch((failure: unknown) => setError(toApiError(failure, t('saveSearch.failed')).message));
  };

  return (
    <>
      <Button variant="secondary" icon="plus" onClick={start}>
        {t('saveSearch.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('saveSearch.title')}
        description={t('saveSearch.text')}
        size="sm"
        dismissible={!isLoading}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={isLoading}>
              {t('saveSearch.cancel')}
            </Button>
            <Button type="submit" form="save-search-form" loading={isLoading}>
              {t('saveSearch.save')}
            </Button>
          </>
        }
      >
        <form id="save-search-form" onSubmit={submit} noValidate>
          <Stack gap={4}>
            <Field label={t('saveSearch.name')} hint={t('saveSearch.nameHint')} error={error}>
              <TextInput
                value={name}
                maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
            <Field label={t('saveSearch.alert')}>
              <Select value={alert} onChange={(event) => setAlert(event.target.value as SavedSearchAlert)}>
                {SAVED_SEARCH_ALERTS.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`saveSearch.alerts.${choice}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
