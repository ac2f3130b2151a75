import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOCATION_TYPES,
  validateCategoryAttributes,
  type AdminCategory,
  type AdminLocation,
  type CategoryAttribute,
} from '@sokoni/contracts';
import { Button, Field, Select, TextArea, TextInput } from '@sokoni/shared-ui';
import { ConfirmDialog } from '@sokoni/shared-ui/widgets';
import { AdminFrame, StyledActions } from '../../../components/admin-frame';
import { AdminTable, wholeTable } from '../../../components/admin-table';
import { DeleteButton, EditButton, StateBadge, ToggleButton } from '../../../components/row-actions';
import { EntityDialog } from '../../../components/entity-dialog';
import { useAdminAction } from '../../../lib/use-admin-action';
import { useEntityForm, type EntityForm } from '../../../lib/use-entity-form';
import { slugFollowing, slugProblem, slugTyped, type SlugDraft } from '../../../lib/slug-field';
import { CategoryNameCell } from './category-name-cell';
import {
  useCreateCategoryMutation,
  useCreateLocationMutation,
  useDeleteCategoryMutation,
  useDeleteLocationMutation,
  useListAdminCategoriesQuery,
  useListAdminLocationsQuery,
  useMergeCategoryMutation,
  useUpdateCategoryMutation,
  useUpdateLocationMutation,
} from '../api/reference-api';

type Confirm<T> = { kind: 'toggle' | 'delete'; item: T };

/** The address of a new category or place: filled from its name until typed by hand (`lib/slug-field`). */
function SlugField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Field label={t('catalogue.columns.slug')} hint={t('catalogue.slugHint')} required error={error}>
      <TextInput value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/**
 * The slug field of an add form (`lib/slug-field`) and the check of the slug before saving, whose problem the
 * field shows until the slug is typed again.
 */
function useSlugField(form: Pick<EntityForm<SlugDraft>, 'value' | 'update' | 'error'>) {
  const { t } = useTranslation('admin');
  const [problem, setProblem] = useState<string | null>(null);
  return {
    /** Checks the slug when `needed` (a saved one is the address the item has); false if it is wrong. */
    check: (needed: boolean) => {
      const found = needed && form.value ? slugProblem(form.value.slug) : null;
      setProblem(found);
      return found === null;
    },
    reset: () => setProblem(null),
    field: (draft: SlugDraft) => (
      <SlugField
        value={draft.slug}
        error={problem ? t(problem) : form.error('slug')}
        onChange={(slug) => {
          setProblem(null);
          form.update(slugTyped(slug));
        }}
      />
    ),
  };
}

/** A mutation hook's trigger and state. */
type Mutation<Arg> = readonly [(arg: Arg) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

/**
 * Hiding, showing and deleting a category or a place: its state column, its Hide/Show and Delete buttons, and
 * the dialog that confirms them.
 */
function useCatalogueActions<T extends { id: number; is_active: boolean }>(
  name: (item: T) => string,
  [update, updating]: Mutation<{ id: number; changes: { is_active: boolean } }>,
  [remove, removal]: Mutation<{ id: number }>,
) {
  const { t } = useTranslation('admin');
  const [confirm, setConfirm] = useState<Confirm<T> | null>(null);
  return {
    stateColumn: {
      header: t('catalogue.columns.state'),
      cell: (item: T) => <StateBadge active={item.is_active} words="visible" />,
    },
    toggleButton: (item: T) => (
      <ToggleButton
        active={item.is_active}
        words="visible"
        onClick={() => setConfirm({ kind: 'toggle', item })}
      />
    ),
    deleteButton: (item: T) => <DeleteButton onClick={() => setConfirm({ kind: 'delete', item })} />,
    dialog: (
      <CatalogueConfirm
        confirm={confirm}
        name={name}
        remove={(item) => remove({ id: item.id }).unwrap()}
        toggle={(item) => update({ id: item.id, changes: { is_active: !item.is_active } }).unwrap()}
        confirming={updating.isLoading || removal.isLoading}
        onDone={() => setConfirm(null)}
      />
    ),
  };
}

/**
 * Confirms hiding, showing or deleting a category or a place, then runs it with its toast; `onDone` closes it
 * either way.
 */
function CatalogueConfirm<T extends { is_active: boolean }>({
  confirm,
  name,
  remove,
  toggle,
  confirming,
  onDone,
}: {
  confirm: Confirm<T> | null;
  name: (item: T) => string;
  remove: (item: T) => Promise<unknown>;
  toggle: (item: T) => Promise<unknown>;
  confirming: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const run = useAdminAction();
  const titleKey =
    confirm?.kind === 'delete'
      ? 'catalogue.confirmDelete'
      : confirm?.item.is_active
        ? 'catalogue.confirmHide'
        : 'catalogue.confirmShow';
  const onConfirm = async () => {
    if (!confirm) return;
    const { kind, item } = confirm;
    await (kind === 'delete'
      ? run(() => remove(item), t('catalogue.deleted', { name: name(item) }))
      : run(
          () => toggle(item),
          t(item.is_active ? 'catalogue.hidden' : 'catalogue.shown', { name: name(item) }),
        ));
    onDone();
  };
  return (
    <ConfirmDialog
      open={confirm !== null}
      title={confirm ? t(titleKey, { name: name(confirm.item) }) : ''}
      message={
        confirm?.kind === 'delete' ? t('catalogue.confirmDeleteMessage') : t('catalogue.confirmToggleMessage')
      }
      variant={confirm?.kind === 'delete' ? 'danger' : 'default'}
      confirming={confirming}
      onConfirm={() => void onConfirm()}
      onCancel={onDone}
    />
  );
}

/** The category form (`id` null when adding). */
interface CategoryForm extends SlugDraft {
  id: number | null;
  name_fr: string;
  name_en: string;
  parent_id: string;
  /** The fields its ads carry, as the JSON text the administrator edits. */
  attributes: string;
}

/**
 * The fields' JSON text read and checked by the api's own rule (contracts' validateCategoryAttributes): the list,
 * or the first problem as a sentence.
 */
function readFieldsText(
  text: string,
  t: (key: string, options?: Record<string, unknown>) => string,
): { fields: CategoryAttribute[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() === '' ? '[]' : text);
  } catch {
    return { problem: t('catalogue.fieldsNotJson') };
  }
  if (!Array.isArray(parsed) || parsed.some((field) => typeof field !== 'object' || field === null))
    return { problem: t('catalogue.fieldsNotJson') };
  const fields = parsed as CategoryAttribute[];
  const [first] = Object.entries(validateCategoryAttributes(fields));
  if (!first) return { fields };
  const [, index, part] = first[0].split('.');
  return {
    problem: t('catalogue.fieldsProblem', {
      index: Number(index) + 1,
      part,
      problem: t(`catalogue.fieldsProblems.${first[1].code}`),
    }),
  };
}

/** Categories: names in French and English, parent, order; one with ads can only be hidden, not deleted. */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useListAdminCategoriesQuery();
  const [create, creation] = useCreateCategoryMutation();
  const updateCategory = useUpdateCategoryMutation();
  const [update, updating] = updateCategory;
  const [merge, merging] = useMergeCategoryMutation();
  const actions = useCatalogueActions(
    (item: AdminCategory) => item.name_fr,
    updateCategory,
    useDeleteCategoryMutation(),
  );
  const form = useEntityForm<CategoryForm>();
  const slug = useSlugField(form);
  const [fieldsError, setFieldsError] = useState<string | null>(null);
  const merger = useEntityForm<{ item: AdminCategory; into: string }>({ errorsIn: 'toast' });
  const byId = new Map((data?.data ?? []).map((category) => [category.id, category]));

  const openForm = (value: CategoryForm) => {
    slug.reset();
    setFieldsError(null);
    form.open(value);
  };
  const save = () => {
    // A slug is checked when it is new: one already saved is the address the category has.
    const value = form.value;
    const slugRight = slug.check(
      value !== null && (value.id === null || value.slug !== byId.get(value.id)?.slug),
    );
    const read = value ? readFieldsText(value.attributes, t) : null;
    setFieldsError(read && 'problem' in read ? read.problem : null);
    if (!slugRight || !read || 'problem' in read) return;
    return form.submit(async ({ id, parent_id, slug_edited: _edited, attributes: _text, ...names }) => {
      const fields = { ...names, parent_id: parent_id ? Number(parent_id) : null, attributes: read.fields };
      if (id === null) await create(fields).unwrap();
      else await update({ id, changes: fields }).unwrap();
      return t(id === null ? 'catalogue.created' : 'catalogue.saved', { name: names.name_fr });
    });
  };
  const runMerge = () => {
    if (!merger.value?.into) return;
    return merger.submit(async ({ item, into }) => {
      await merge({ id: item.id, into_id: Number(into) }).unwrap();
      return t('catalogue.merged', { name: item.name_fr, into: byId.get(Number(into))?.name_fr ?? '' });
    });
  };
  /** A category merges into any other except its own sub-categories; one with sub-categories only into a top-level one. */
  const mergeTargets = (item: AdminCategory) => {
    const hasChildren = (data?.data ?? []).some((category) => category.parent_id === item.id);
    return (data?.data ?? []).filter(
      (category) =>
        category.id !== item.id &&
        category.parent_id !== item.id &&
        (!hasChildren || category.parent_id === null),
    );
  };

  return (
    <AdminFrame
      title={t('pages.categories')}
      actions={
        <Button
          icon="plus"
          onClick={() =>
            openForm({
              id: null,
              slug: '',
              slug_edited: false,
              name_fr: '',
              name_en: '',
              parent_id: '',
              attributes: '[]',
            })
          }
        >
          {t('catalogue.addCategory')}
        </Button>
      }
    >
      <AdminTable
        {...wholeTable({ data, error, refetch })}
        skeletonHeight="320px"
        rowKey={(category) => category.id}
        columns={[
          {
            header: t('catalogue.columns.name'),
            cell: (category) => <CategoryNameCell category={category} />,
          },
          { header: t('catalogue.columns.slug'), cell: (category) => category.slug },
          {
            header: t('catalogue.columns.parent'),
            cell: (category) => (category.parent_id ? byId.get(category.parent_id)?.name_fr : '—'),
          },
          { header: t('catalogue.columns.ads'), cell: (category) => category.ads_count },
          actions.stateColumn,
          {
            header: t('catalogue.columns.actions'),
            cell: (category) => (
              <StyledActions>
                <EditButton
                  label={t('catalogue.editNamed', { name: category.name_fr })}
                  onClick={() =>
                    openForm({
                      id: category.id,
                      slug: category.slug,
                      slug_edited: true,
                      name_fr: category.name_fr,
                      name_en: category.name_en,
                      parent_id: category.parent_id ? String(category.parent_id) : '',
                      attributes: JSON.stringify(category.attributes ?? [], null, 2),
                    })
                  }
                />
                {actions.toggleButton(category)}
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('catalogue.mergeNamed', { name: category.name_fr })}
                  onClick={() => merger.open({ item: category, into: '' })}
                >
                  {t('catalogue.merge')}
                </Button>
                {actions.deleteButton(category)}
              </StyledActions>
            ),
          },
        ]}
      />
      {actions.dialog}
      <EntityDialog
        value={form.value}
        onClose={form.close}
        title={form.value?.id ? t('catalogue.editCategory') : t('catalogue.addCategory')}
        formId="category-form"
        saving={creation.isLoading || updating.isLoading}
        onSubmit={() => void save()}
      >
        {(adding) => (
          <>
            <Field label={t('catalogue.nameFr')} required error={form.error('name_fr')}>
              <TextInput
                value={adding.name_fr}
                onChange={(e) =>
                  form.update({ name_fr: e.target.value, ...slugFollowing(adding, e.target.value) })
                }
              />
            </Field>
            <Field label={t('catalogue.nameEn')} required error={form.error('name_en')}>
              <TextInput value={adding.name_en} onChange={(e) => form.update({ name_en: e.target.value })} />
            </Field>
            {slug.field(adding)}
            <Field label={t('catalogue.columns.parent')}>
              <Select value={adding.parent_id} onChange={(e) => form.update({ parent_id: e.target.value })}>
                <option value="">{t('catalogue.noParent')}</option>
                {data?.data
                  .filter((category) => category.parent_id === null && category.id !== adding.id)
                  .map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name_fr}
                    </option>
                  ))}
              </Select>
            </Field>
            <Field
              label={t('catalogue.fields')}
              hint={t('catalogue.fieldsHint')}
              error={fieldsError ?? form.error('attributes')}
            >
              <TextArea
                rows={8}
                spellCheck={false}
                value={adding.attributes}
                onChange={(e) => {
                  setFieldsError(null);
                  form.update({ attributes: e.target.value });
                }}
              />
            </Field>
          </>
        )}
      </EntityDialog>
      <EntityDialog
        value={merger.value}
        onClose={merger.close}
        title={merger.value ? t('catalogue.mergeTitle', { name: merger.value.item.name_fr }) : ''}
        formId="merge-form"
        saving={merging.isLoading}
        onSubmit={() => void runMerge()}
        submitLabel={t('catalogue.merge')}
        submitVariant="danger"
        submitDisabled={!merger.value?.into}
      >
        {({ item, into }) => (
          <>
            <p>{t('catalogue.mergeMessage', { count: item.ads_count, name: item.name_fr })}</p>
            <p>{t('catalogue.mergeAddress', { slug: item.slug })}</p>
            <Field label={t('catalogue.mergeInto')} required>
              <Select value={into} onChange={(e) => merger.update({ into: e.target.value })}>
                <option value="">{t('catalogue.chooseCategory')}</option>
                {mergeTargets(item).map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.parent_id ? `${byId.get(category.parent_id)?.name_fr ?? ''} › ` : ''}
                    {category.name_fr}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        )}
      </EntityDialog>
    </AdminFrame>
  );
}

/** Places: provinces, cities and communes; one with ads can only be hidden, not deleted. */
export function LocationsPage() {
  const { t } = useTranslation('admin');
  const { data, error, refetch } = useListAdminLocationsQuery();
  const [create, creation] = useCreateLocationMutation();
  const actions = useCatalogueActions(
    (item: AdminLocation) => item.name,
    useUpdateLocationMutation(),
    useDeleteLocationMutation(),
  );
  const form = useEntityForm<SlugDraft & { name: string; type: AdminLocation['type']; parent_id: string }>();
  const slug = useSlugField(form);

  const save = () => {
    if (!slug.check(true)) return;
    return form.submit(async ({ parent_id, slug_edited: _edited, ...fields }) => {
      await create({ ...fields, parent_id: parent_id ? Number(parent_id) : null }).unwrap();
      return t('catalogue.created', { name: fields.name });
    });
  };

  return (
    <AdminFrame
      title={t('pages.locations')}
      actions={
        <Button
          icon="plus"
          onClick={() => {
            slug.reset();
            form.open({ slug: '', slug_edited: false, name: '', type: 'city', parent_id: '' });
          }}
        >
          {t('catalogue.addLocation')}
        </Button>
      }
    >
      <AdminTable
        {...wholeTable({ data, error, refetch })}
        skeletonHeight="320px"
        rowKey={(location) => location.id}
        columns={[
          { header: t('catalogue.columns.name'), cell: (location) => location.path },
          { header: t('catalogue.columns.type'), cell: (location) => t(`catalogue.types.${location.type}`) },
          { header: t('catalogue.columns.slug'), cell: (location) => location.slug },
          { header: t('catalogue.columns.ads'), cell: (location) => location.ads_count },
          actions.stateColumn,
          {
            header: t('catalogue.columns.actions'),
            cell: (location) => (
              <StyledActions>
                {actions.toggleButton(location)}
                {actions.deleteButton(location)}
              </StyledActions>
            ),
          },
        ]}
      />
      {actions.dialog}
      <EntityDialog
        value={form.value}
        onClose={form.close}
        title={t('catalogue.addLocation')}
        formId="location-form"
        saving={creation.isLoading}
        onSubmit={() => void save()}
      >
        {(adding) => (
          <>
            <Field label={t('catalogue.columns.name')} required error={form.error('name')}>
              <TextInput
                value={adding.name}
                onChange={(e) => form.update({ name: e.target.value, ...slugFollowing(adding, e.target.value) })}
              />
            </Field>
            {slug.field(adding)}
            <Field label={t('catalogue.columns.type')}>
              <Select
                value={adding.type}
                onChange={(e) => form.update({ type: e.target.value as AdminLocation['type'] })}
              >
                {LOCATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`catalogue.types.${type}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('catalogue.columns.parent')}>
              <Select value={adding.parent_id} onChange={(e) => form.update({ parent_id: e.target.value })}>
                <option value="">{t('catalogue.noParent')}</option>
                {data?.data
                  .filter((location) => location.type !== 'commune')
                  .map((location) => (
                    <option key={location.id} value={location.id}>
                      {location.path}
                    </option>
                  ))}
              </Select>
            </Field>
          </>
        )}
      </EntityDialog>
    </AdminFrame>
  );
}
