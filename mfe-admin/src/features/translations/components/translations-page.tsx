import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORTED_LOCALES, type AdminTranslationUpsert } from '@sokoni/contracts';
import {
  applyTranslationOverride,
  Badge,
  bundledTranslations,
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Field,
  Pagination,
  paths,
  Select,
  Skeleton,
  TextArea,
  TextInput,
  toApiError,
  useToast,
} from '@sokoni/shared-ui';
import {
  AdminFrame,
  StyledActions,
  StyledFilters,
  StyledTable,
  StyledTableWrap,
} from '../../../components/admin-frame';
import {
  useListTranslationsQuery,
  useSaveTranslationMutation,
  useStoredTextsQuery,
} from '../api/translations-api';
import { findMissingTexts } from '../lib/missing-keys';

const MISSING_PAGE_SIZE = 50;

interface MissingViewProps {
  group: string;
  missing: string;
  page: number;
  hrefFor: (page: number) => string;
  onAdd: (locale: string, group: string, key: string) => void;
}

/**
 * Keys the site's bundled dictionaries have in one language and not in the other, less those an administrator
 * already stored: what still shows in the wrong language. Only the parts of the site opened in this visit have
 * their dictionaries here; the others are named so the comparison is never taken for complete.
 */
function MissingBundledView({ group, missing, page, hrefFor, onAdd }: MissingViewProps) {
  const { t } = useTranslation('admin');
  const fr = useStoredTextsQuery('fr');
  const en = useStoredTextsQuery('en');
  const bundles = bundledTranslations();
  const rows = useMemo(() => {
    if (!fr.data || !en.data) return null;
    const chosen = new Map([...bundles].filter(([name]) => !group || name === group));
    return findMissingTexts(
      chosen,
      { fr: fr.data.translations, en: en.data.translations },
      SUPPORTED_LOCALES,
    ).filter((row) => !missing || row.locale === missing);
  }, [bundles, fr.data, en.data, group, missing]);
  const notLoaded = GROUPS.filter((name) => !bundles.has(name));

  if ((fr.error || en.error) && !rows)
    return (
      <ErrorState
        message={toApiError(fr.error ?? en.error, t('errors.load')).message}
        onRetry={() => void (fr.refetch(), en.refetch())}
      />
    );
  if (!rows) return <Skeleton height="240px" />;
  const lastPage = Math.max(1, Math.ceil(rows.length / MISSING_PAGE_SIZE));
  const shown = rows.slice((page - 1) * MISSING_PAGE_SIZE, page * MISSING_PAGE_SIZE);
  return (
    <>
      <p>
        {t('translations.bundledCount', { count: rows.length })}
        {notLoaded.length > 0 ? ` ${t('translations.notCompared', { groups: notLoaded.join(', ') })}` : ''}
      </p>
      {rows.length === 0 ? (
        <EmptyState icon="check-circle" title={t('translations.noneMissing')} />
      ) : (
        <>
          <StyledTableWrap>
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">{t('translations.columns.key')}</th>
                  <th scope="col">{t('translations.missingLanguage')}</th>
                  <th scope="col">{t('translations.source')}</th>
                  <th scope="col">{t('translations.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={`${row.locale}:${row.group}:${row.key}`}>
                    <td>
                      <code>
                        {row.group}:{row.key}
                      </code>
                    </td>
                    <td>
                      <Badge tone="warning">{row.locale.toUpperCase()}</Badge>
                    </td>
                    <td>
                      {Object.entries(row.sources).map(([locale, text]) => (
                        <div key={locale} lang={locale}>
                          {locale.toUpperCase()} : {text}
                        </div>
                      ))}
                    </td>
                    <td>
                      <Button
                        size="sm"
                        variant="secondary"
                        icon="plus"
                        onClick={() => onAdd(row.locale, row.group, row.key)}
                      >
                        {t('translations.translate')}
                        <span hidden>{` ${row.locale} ${row.key}`}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </StyledTableWrap>
          <Pagination
            page={Math.min(page, lastPage)}
            totalPages={lastPage}
            getHref={hrefFor}
            label={t('pagination')}
          />
        </>
      )}
    </>
  );
}

const StyledViews = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
`;

/** The i18n namespaces of the site: a stored text of group `ads` overrides the bundled `ads:` text of the same key. */
const GROUPS = ['common', 'ads', 'account', 'business', 'payments', 'admin', 'shell'] as const;

/**
 * Texts stored in the database, by language, group and key: an administrator fixes a wording without a
 * release. Filters in the URL; "missing in" lists keys without a text in that language.
 */
export function TranslationsPage() {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const group = params.get('group') ?? '';
  const missing = params.get('missing') ?? '';
  const view = params.get('view') === 'bundled' ? 'bundled' : 'stored';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isFetching, refetch } = useListTranslationsQuery(
    { q: q || undefined, group: group || undefined, missing: missing || undefined, page },
    { skip: view === 'bundled' },
  );
  const [save, saving] = useSaveTranslationMutation();
  const [editing, setEditing] = useState<(AdminTranslationUpsert & { isNew: boolean }) | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [search, setSearch] = useState(q);

  const apply = (changes: Record<string, string | undefined>) => {
    const copy = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) copy.set(key, value);
      else copy.delete(key);
    }
    copy.delete('page');
    setParams(copy);
  };
  const hrefFor = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    return `${paths.adminTranslations.getHref()}?${copy.toString()}`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    setErrors({});
    const { isNew: _isNew, ...body } = editing;
    try {
      const result = await save(body).unwrap();
      // The editing administrator sees the new text at once; everyone else when their cache expires.
      applyTranslationOverride(body.locale, body.group, body.key, body.value);
      toast.success(result.message);
      setEditing(null);
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      setErrors(problem.errors ?? {});
      if (!problem.errors) toast.error(problem.message);
    }
  };

  const bundled = (locale: string, groupName: string, key: string) =>
    i18n.getResource(locale, groupName, key) as string | undefined;
  const err = (key: string) => errors[key]?.[0];

  const viewHref = (next: 'stored' | 'bundled') => {
    const copy = new URLSearchParams(params);
    copy.delete('page');
    copy.delete('q');
    if (next === 'bundled') copy.set('view', 'bundled');
    else copy.delete('view');
    const query = copy.toString();
    return query ? `${paths.adminTranslations.getHref()}?${query}` : paths.adminTranslations.getHref();
  };

  let body;
  if (view === 'bundled')
    body = (
      <MissingBundledView
        group={group}
        missing={missing}
        page={page}
        hrefFor={hrefFor}
        onAdd={(locale, groupName, key) =>
          setEditing({ isNew: false, locale, group: groupName, key, value: '' })
        }
      />
    );
  else if (error && !isFetching)
    body = (
      <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />
    );
  else if (!data) body = <Skeleton height="240px" />;
  else if (data.data.length === 0)
    body = (
      <EmptyState icon="globe" title={t('translations.empty')} description={t('translations.emptyText')} />
    );
  else
    body = (
      <>
        <StyledTableWrap>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('translations.columns.key')}</th>
                {SUPPORTED_LOCALES.map((locale) => (
                  <th key={locale} scope="col">
                    {locale.toUpperCase()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.data.map((row) => (
                <tr key={`${row.group}.${row.key}`}>
                  <td>
                    <code>
                      {row.group}:{row.key}
                    </code>
                  </td>
                  {SUPPORTED_LOCALES.map((locale) => (
                    <td key={locale}>
                      <StyledActions>
                        {row.values[locale] ?? <Badge tone="warning">{t('translations.missing')}</Badge>}
                        <Button
                          size="sm"
                          variant="ghost"
                          icon="edit"
                          onClick={() =>
                            setEditing({
                              isNew: false,
                              locale,
                              group: row.group,
                              key: row.key,
                              value: row.values[locale] ?? bundled(locale, row.group, row.key) ?? '',
                            })
                          }
                        >
                          {t('actions.edit')}
                          <span hidden>{` ${locale} ${row.key}`}</span>
                        </Button>
                      </StyledActions>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableWrap>
        <Pagination
          page={data.current_page}
          totalPages={data.last_page}
          getHref={hrefFor}
          label={t('pagination')}
        />
      </>
    );

  return (
    <AdminFrame
      title={t('pages.translations')}
      actions={
        <Button
          icon="plus"
          onClick={() =>
            setEditing({
              isNew: true,
              locale: i18n.language === 'en' ? 'en' : 'fr',
              group: 'common',
              key: '',
              value: '',
            })
          }
        >
          {t('translations.add')}
        </Button>
      }
    >
      <StyledViews aria-label={t('translations.views')}>
        <Link to={viewHref('stored')} aria-current={view === 'stored' ? 'page' : undefined}>
          {t('translations.storedView')}
        </Link>
        <Link to={viewHref('bundled')} aria-current={view === 'bundled' ? 'page' : undefined}>
          {t('translations.bundledView')}
        </Link>
      </StyledViews>
      <StyledFilters
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ q: search.trim() || undefined });
        }}
      >
        {view === 'stored' ? (
          <Field label={t('filters.searchTexts')}>
            <TextInput type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </Field>
        ) : null}
        <Field label={t('translations.group')}>
          <Select value={group} onChange={(event) => apply({ group: event.target.value || undefined })}>
            <option value="">{t('translations.allGroups')}</option>
            {GROUPS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('translations.missingIn')}>
          <Select value={missing} onChange={(event) => apply({ missing: event.target.value || undefined })}>
            <option value="">{t('translations.anyLanguage')}</option>
            {SUPPORTED_LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {locale.toUpperCase()}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" icon="search">
          {t('filters.apply')}
        </Button>
      </StyledFilters>
      {body}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.isNew
            ? t('translations.add')
            : t('translations.edit', {
                key: `${editing?.group}:${editing?.key}`,
                locale: editing?.locale.toUpperCase(),
              })
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" form="translation-form" loading={saving.isLoading}>
              {t('actions.save')}
            </Button>
          </>
        }
      >
        {editing ? (
          <form id="translation-form" onSubmit={(event) => void submit(event)} noValidate>
            {editing.isNew ? (
              <>
                <Field label={t('translations.language')} error={err('locale')}>
                  <Select
                    value={editing.locale}
                    onChange={(e) => setEditing({ ...editing, locale: e.target.value })}
                  >
                    {SUPPORTED_LOCALES.map((locale) => (
                      <option key={locale} value={locale}>
                        {locale.toUpperCase()}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('translations.group')} error={err('group')}>
                  <Select
                    value={editing.group}
                    onChange={(e) => setEditing({ ...editing, group: e.target.value })}
                  >
                    {GROUPS.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  label={t('translations.columns.key')}
                  hint={t('translations.keyHint')}
                  required
                  error={err('key')}
                >
                  <TextInput
                    value={editing.key}
                    onChange={(e) => {
                      const key = e.target.value.trim();
                      const current = bundled(editing.locale, editing.group, key);
                      setEditing({ ...editing, key, value: editing.value || current || '' });
                    }}
                  />
                </Field>
              </>
            ) : null}
            {editing.key && bundled(editing.locale, editing.group, editing.key) !== undefined ? (
              <p>
                {t('translations.bundled', { text: bundled(editing.locale, editing.group, editing.key) })}
              </p>
            ) : null}
            <Field label={t('translations.text')} hint={t('translations.textHint')} error={err('value')}>
              <TextArea
                value={editing.value}
                rows={3}
                onChange={(e) => setEditing({ ...editing, value: e.target.value })}
              />
            </Field>
          </form>
        ) : null}
      </Dialog>
    </AdminFrame>
  );
}
