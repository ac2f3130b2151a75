import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORTED_LOCALES, type AdminTranslation, type AdminTranslationUpsert } from '@sokoni/contracts';
import {
  applyTranslationOverride,
  Badge,
  Button,
  clusterList,
  EmptyState,
  Field,
  loadBundledTranslations,
  paths,
  Select,
  TextArea,
  TextInput,
  type TranslationBundle,
} from '@sokoni/shared-ui';
import { AdminFrame, StyledActions } from '../../../components/admin-frame';
import { AdminTable, pagedTable, type AdminColumn } from '../../../components/admin-table';
import { FilterSelect, SearchFilters } from '../../../components/search-filters';
import { EntityDialog } from '../../../components/entity-dialog';
import { useEntityForm } from '../../../lib/use-entity-form';
import { useListParams } from '../../../lib/use-list-params';
import {
  useListTranslationsQuery,
  useSaveTranslationMutation,
  useStoredTextsQuery,
} from '../api/translations-api';
import { useListLanguagesQuery } from '../../reference/api/reference-api';
import { findMissingTexts } from '../lib/missing-keys';

const MISSING_PAGE_SIZE = 50;

/** The column naming a text as `group:key`. */
const keyColumn = <Row extends { group: string; key: string }>(header: string): AdminColumn<Row> => ({
  header,
  cell: (row) => (
    <code>
      {row.group}:{row.key}
    </code>
  ),
});

interface MissingViewProps {
  /** The languages compared: the active ones, the default first (null while they are read). */
  locales: readonly string[] | null;
  group: string;
  missing: string;
  page: number;
  hrefFor: (page: number) => string;
  /** The view listing only what `locale` lacks (every language when null). */
  missingHref: (locale: string | null) => string;
  onAdd: (locale: string, group: string, key: string) => void;
}

/** A language's name in the reader's language (« Français », « Lingala »), its code when the browser has none. */
function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation('admin');
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    } catch {
      names = null;
    }
    return (code: string) => {
      const name = names?.of(code);
      return name && name !== code
        ? name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1)
        : code.toUpperCase();
    };
  }, [i18n.language]);
}

const StyledCounts = styled.ul`
  ${clusterList()}
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
  }
  a[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/**
 * The bundled dictionaries of every part of the site, in both languages (the site fetches only the one shown, and
 * a part's only once it is opened).
 */
function useBundledTranslations() {
  const [bundles, setBundles] = useState<ReadonlyMap<string, Partial<TranslationBundle>> | null>(null);
  useEffect(() => {
    let current = true;
    void loadBundledTranslations().then((loaded) => {
      if (current) setBundles(new Map(loaded));
    });
    return () => {
      current = false;
    };
  }, []);
  return bundles;
}

/**
 * Keys the site's bundled dictionaries have in one active language and not in another (an active language
 * without dictionaries lacks them all), less those an administrator already stored: what still shows in the
 * wrong language, counted per language. A part of the site that could not be loaded is named, so the comparison
 * is never taken for complete.
 */
function MissingBundledView({ locales, group, missing, page, hrefFor, missingHref, onAdd }: MissingViewProps) {
  const { t } = useTranslation('admin');
  const languageName = useLanguageName();
  const stored = useStoredTextsQuery(locales ?? [], { skip: !locales });
  const bundles = useBundledTranslations();
  const all = useMemo(() => {
    if (!locales || !stored.data || !bundles) return null;
    const chosen = new Map([...bundles].filter(([name]) => !group || name === group));
    return findMissingTexts(chosen, stored.data, locales);
  }, [bundles, stored.data, group, locales]);
  const rows = useMemo(() => all?.filter((row) => !missing || row.locale === missing) ?? null, [all, missing]);
  const counts = useMemo(
    () =>
      (locales ?? []).map((locale) => ({
        locale,
        count: all?.filter((row) => row.locale === locale).length ?? 0,
      })),
    [all, locales],
  );
  const notLoaded = bundles ? GROUPS.filter((name) => !bundles.has(name)) : [];

  const lastPage = Math.max(1, Math.ceil((rows?.length ?? 0) / MISSING_PAGE_SIZE));
  return (
    <>
      {all ? (
        <section aria-labelledby="missing-per-language">
          <h2 id="missing-per-language" className="visually-hidden">
            {t('translations.perLanguage')}
          </h2>
          <StyledCounts>
            {counts.map(({ locale, count }) => (
              <li key={locale}>
                <Link
                  to={missingHref(missing === locale ? null : locale)}
                  aria-current={missing === locale ? 'true' : undefined}
                >
                  <Badge tone={count > 0 ? 'warning' : 'success'}>{locale.toUpperCase()}</Badge>
                  <span>{languageName(locale)}</span>
                  <span>{t('translations.missingCount', { count })}</span>
                </Link>
              </li>
            ))}
          </StyledCounts>
        </section>
      ) : null}
      {rows ? (
        <p>
          {t('translations.bundledCount', { count: rows.length })}
          {notLoaded.length > 0 ? ` ${t('translations.notCompared', { groups: notLoaded.join(', ') })}` : ''}
        </p>
      ) : null}
      {rows?.length === 0 ? (
        <EmptyState icon="check-circle" title={t('translations.noneMissing')} />
      ) : (
        <AdminTable
          rows={rows?.slice((page - 1) * MISSING_PAGE_SIZE, page * MISSING_PAGE_SIZE)}
          failure={rows ? undefined : stored.error}
          onRetry={() => void stored.refetch()}
          pagination={{ page: Math.min(page, lastPage), totalPages: lastPage, getHref: hrefFor }}
          rowKey={(row) => `${row.locale}:${row.group}:${row.key}`}
          columns={[
            keyColumn(t('translations.columns.key')),
            {
              header: t('translations.missingLanguage'),
              cell: (row) => <Badge tone="warning">{row.locale.toUpperCase()}</Badge>,
            },
            {
              header: t('translations.source'),
              cell: (row) =>
                Object.entries(row.sources).map(([locale, text]) => (
                  <div key={locale} lang={locale}>
                    {locale.toUpperCase()} : {text}
                  </div>
                )),
            },
            {
              header: t('translations.columns.actions'),
              cell: (row) => (
                <Button
                  size="sm"
                  variant="secondary"
                  icon="plus"
                  onClick={() => onAdd(row.locale, row.group, row.key)}
                >
                  {t('translations.translate')}
                  <span hidden>{` ${row.locale} ${row.key}`}</span>
                </Button>
              ),
            },
          ]}
        />
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
  const { params, page, apply, hrefFor } = useListParams(paths.adminTranslations.getHref());
  const q = params.get('q') ?? '';
  const group = params.get('group') ?? '';
  const missing = params.get('missing') ?? '';
  const view = params.get('view') === 'bundled' ? 'bundled' : 'stored';
  const texts = useListTranslationsQuery(
    { q: q || undefined, group: group || undefined, missing: missing || undefined, page },
    { skip: view === 'bundled' },
  );
  const languages = useListLanguagesQuery();
  // The active languages, the default first; the supported ones while the list cannot be read.
  const activeLocales = useMemo(
    () =>
      languages.data
        ? languages.data.data.filter((language) => language.is_active).map((language) => language.code)
        : languages.error
          ? [...SUPPORTED_LOCALES]
          : null,
    [languages.data, languages.error],
  );
  const locales = activeLocales ?? SUPPORTED_LOCALES;
  const [save, saving] = useSaveTranslationMutation();
  const form = useEntityForm<AdminTranslationUpsert & { isNew: boolean }>();

  const submit = () =>
    form.submit(async ({ isNew: _isNew, ...body }) => {
      const result = await save(body).unwrap();
      // The editing administrator sees the new text at once; everyone else when their cache expires.
      applyTranslationOverride(body.locale, body.group, body.key, body.value);
      return result.message;
    });

  const bundled = (locale: string, groupName: string, key: string) =>
    i18n.getResource(locale, groupName, key) as string | undefined;

  const viewHref = (next: 'stored' | 'bundled') => {
    const copy = new URLSearchParams(params);
    copy.delete('page');
    copy.delete('q');
    if (next === 'bundled') copy.set('view', 'bundled');
    else copy.delete('view');
    const query = copy.toString();
    return query ? `${paths.adminTranslations.getHref()}?${query}` : paths.adminTranslations.getHref();
  };

  const missingHref = (locale: string | null) => {
    const copy = new URLSearchParams(params);
    copy.delete('page');
    if (locale) copy.set('missing', locale);
    else copy.delete('missing');
    return `${paths.adminTranslations.getHref()}?${copy.toString()}`;
  };

  const stored = (
    <AdminTable
      {...pagedTable(texts, hrefFor)}
      empty={
        <EmptyState icon="globe" title={t('translations.empty')} description={t('translations.emptyText')} />
      }
      rowKey={(row) => `${row.group}.${row.key}`}
      columns={[
        keyColumn(t('translations.columns.key')),
        ...SUPPORTED_LOCALES.map((locale) => ({
          key: locale,
          header: locale.toUpperCase(),
          cell: (row: AdminTranslation) => (
            <StyledActions>
              {row.values[locale] ?? <Badge tone="warning">{t('translations.missing')}</Badge>}
              <Button
                size="sm"
                variant="ghost"
                icon="edit"
                onClick={() =>
                  form.open({
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
          ),
        })),
      ]}
    />
  );

  return (
    <AdminFrame
      title={t('pages.translations')}
      actions={
        <Button
          icon="plus"
          onClick={() =>
            form.open({
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
      <SearchFilters
        searchLabel={view === 'stored' ? t('filters.searchTexts') : undefined}
        query={q}
        onSearch={(query) => apply({ q: query })}
      >
        <FilterSelect label={t('translations.group')} value={group} onChange={(value) => apply({ group: value })}>
          <option value="">{t('translations.allGroups')}</option>
          {GROUPS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('translations.missingIn')}
          value={missing}
          onChange={(value) => apply({ missing: value })}
        >
          <option value="">{t('translations.anyLanguage')}</option>
          {locales.map((locale) => (
            <option key={locale} value={locale}>
              {locale.toUpperCase()}
            </option>
          ))}
        </FilterSelect>
      </SearchFilters>
      {view === 'bundled' ? (
        <MissingBundledView
          locales={activeLocales}
          missingHref={missingHref}
          group={group}
          missing={missing}
          page={page}
          hrefFor={hrefFor}
          onAdd={(locale, groupName, key) =>
            form.open({ isNew: false, locale, group: groupName, key, value: '' })
          }
        />
      ) : (
        stored
      )}
      <EntityDialog
        value={form.value}
        onClose={form.close}
        title={
          form.value?.isNew
            ? t('translations.add')
            : t('translations.edit', {
                key: `${form.value?.group}:${form.value?.key}`,
                locale: form.value?.locale.toUpperCase(),
              })
        }
        formId="translation-form"
        saving={saving.isLoading}
        onSubmit={() => void submit()}
      >
        {(editing) => (
          <>
            {editing.isNew ? (
              <>
                <Field label={t('translations.language')} error={form.error('locale')}>
                  <Select value={editing.locale} onChange={(e) => form.update({ locale: e.target.value })}>
                    {locales.map((locale) => (
                      <option key={locale} value={locale}>
                        {locale.toUpperCase()}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t('translations.group')} error={form.error('group')}>
                  <Select value={editing.group} onChange={(e) => form.update({ group: e.target.value })}>
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
                  error={form.error('key')}
                >
                  <TextInput
                    value={editing.key}
                    onChange={(e) => {
                      const key = e.target.value.trim();
                      const current = bundled(editing.locale, editing.group, key);
                      form.update({ key, value: editing.value || current || '' });
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
            <Field
              label={t('translations.text')}
              hint={t('translations.textHint')}
              error={form.error('value')}
            >
              <TextArea
                value={editing.value}
                rows={3}
                onChange={(e) => form.update({ value: e.target.value })}
              />
            </Field>
          </>
        )}
      </EntityDialog>
    </AdminFrame>
  );
}
