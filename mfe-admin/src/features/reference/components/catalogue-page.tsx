import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_TYPES, type AdminCategory, type AdminLocation } from '@sokoni/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  ErrorState,
  Field,
  Select,
  Skeleton,
  TextInput,
  toApiError,
  useToast,
} from '@sokoni/shared-ui';
import { AdminFrame, StyledActions, StyledTable, StyledTableWrap } from '../../../components/admin-frame';
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

function useActions() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      toast.success(success);
      return true;
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      toast.error(problem.errors ? Object.values(problem.errors)[0][0] : problem.message);
      return false;
    }
  };
}

/** Categories: names in French and English, parent, order; one with ads can only be hidden, not deleted. */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const run = useActions();
  const { data, error, refetch } = useListAdminCategoriesQuery();
  const [create, creation] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const [remove, removal] = useDeleteCategoryMutation();
  const [merge, merging] = useMergeCategoryMutation();
  const [confirm, setConfirm] = useState<Confirm<AdminCategory> | null>(null);
  /** The add or edit form (`id` null when adding). */
  const [adding, setAdding] = useState<{
    id: number | null;
    slug: string;
    name_fr: string;
    name_en: string;
    parent_id: string;
  } | null>(null);
  const [merger, setMerger] = useState<{ item: AdminCategory; into: string } | null>(null);
  const byId = new Map((data?.data ?? []).map((category) => [category.id, category]));

  const runConfirm = async () => {
    if (!confirm) return;
    const { kind, item } = confirm;
    await (kind === 'delete'
      ? run(() => remove({ id: item.id }).unwrap(), t('catalogue.deleted', { name: item.name_fr }))
      : run(
          () => update({ id: item.id, changes: { is_active: !item.is_active } }).unwrap(),
          t(item.is_active ? 'catalogue.hidden' : 'catalogue.shown', { name: item.name_fr }),
        ));
    setConfirm(null);
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!adding) return;
    const fields = {
      slug: adding.slug,
      name_fr: adding.name_fr,
      name_en: adding.name_en,
      parent_id: adding.parent_id ? Number(adding.parent_id) : null,
    };
    const ok = await run(
      () =>
        adding.id === null ? create(fields).unwrap() : update({ id: adding.id, changes: fields }).unwrap(),
      t(adding.id === null ? 'catalogue.created' : 'catalogue.saved', { name: adding.name_fr }),
    );
    if (ok) setAdding(null);
  };
  const runMerge = async (event: FormEvent) => {
    event.preventDefault();
    if (!merger || !merger.into) return;
    const target = byId.get(Number(merger.into));
    const ok = await run(
      () => merge({ id: merger.item.id, into_id: Number(merger.into) }).unwrap(),
      t('catalogue.merged', { name: merger.item.name_fr, into: target?.name_fr ?? '' }),
    );
    if (ok) setMerger(null);
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
          onClick={() => setAdding({ id: null, slug: '', name_fr: '', name_en: '', parent_id: '' })}
        >
          {t('catalogue.addCategory')}
        </Button>
      }
    >
      {error && !data ? (
        <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton height="320px" />
      ) : (
        <StyledTableWrap>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('catalogue.columns.name')}</th>
                <th scope="col">{t('catalogue.columns.slug')}</th>
                <th scope="col">{t('catalogue.columns.parent')}</th>
                <th scope="col">{t('catalogue.columns.ads')}</th>
                <th scope="col">{t('catalogue.columns.state')}</th>
                <th scope="col">{t('catalogue.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((category) => (
                <tr key={category.id}>
                  <td>
                    {category.name_fr} / {category.name_en}
                  </td>
                  <td>{category.slug}</td>
                  <td>{category.parent_id ? byId.get(category.parent_id)?.name_fr : '—'}</td>
                  <td>{category.ads_count}</td>
                  <td>
                    <Badge tone={category.is_active ? 'success' : 'neutral'}>
                      {category.is_active ? t('state.visible') : t('state.hidden')}
                    </Badge>
                  </td>
                  <td>
                    <StyledActions>
                      <Button
                        size="sm"
                        variant="secondary"
                        icon="edit"
                        aria-label={t('catalogue.editNamed', { name: category.name_fr })}
                        onClick={() =>
                          setAdding({
                            id: category.id,
                            slug: category.slug,
                            name_fr: category.name_fr,
                            name_en: category.name_en,
                            parent_id: category.parent_id ? String(category.parent_id) : '',
                          })
                        }
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setConfirm({ kind: 'toggle', item: category })}
                      >
                        {category.is_active ? t('actions.hide') : t('actions.show')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('catalogue.mergeNamed', { name: category.name_fr })}
                        onClick={() => setMerger({ item: category, into: '' })}
                      >
                        {t('catalogue.merge')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        icon="trash"
                        onClick={() => setConfirm({ kind: 'delete', item: category })}
                      >
                        {t('actions.delete')}
                      </Button>
                    </StyledActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableWrap>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm
            ? t(
                confirm.kind === 'delete'
                  ? 'catalogue.confirmDelete'
                  : confirm.item.is_active
                    ? 'catalogue.confirmHide'
                    : 'catalogue.confirmShow',
                { name: confirm.item.name_fr },
              )
            : ''
        }
        message={
          confirm?.kind === 'delete'
            ? t('catalogue.confirmDeleteMessage')
            : t('catalogue.confirmToggleMessage')
        }
        variant={confirm?.kind === 'delete' ? 'danger' : 'default'}
        confirming={updating.isLoading || removal.isLoading}
        onConfirm={() => void runConfirm()}
        onCancel={() => setConfirm(null)}
      />
      <Dialog
        open={adding !== null}
        onClose={() => setAdding(null)}
        title={adding?.id ? t('catalogue.editCategory') : t('catalogue.addCategory')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAdding(null)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" form="category-form" loading={creation.isLoading || updating.isLoading}>
              {t('actions.save')}
            </Button>
          </>
        }
      >
        {adding ? (
          <form id="category-form" onSubmit={(event) => void add(event)} noValidate>
            <Field label={t('catalogue.nameFr')} required>
              <TextInput
                value={adding.name_fr}
                onChange={(e) => setAdding({ ...adding, name_fr: e.target.value })}
              />
            </Field>
            <Field label={t('catalogue.nameEn')} required>
              <TextInput
                value={adding.name_en}
                onChange={(e) => setAdding({ ...adding, name_en: e.target.value })}
              />
            </Field>
            <Field label={t('catalogue.columns.slug')} hint={t('catalogue.slugHint')} required>
              <TextInput
                value={adding.slug}
                onChange={(e) => setAdding({ ...adding, slug: e.target.value })}
              />
            </Field>
            <Field label={t('catalogue.columns.parent')}>
              <Select
                value={adding.parent_id}
                onChange={(e) => setAdding({ ...adding, parent_id: e.target.value })}
              >
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
          </form>
        ) : null}
      </Dialog>
      <Dialog
        open={merger !== null}
        onClose={() => setMerger(null)}
        title={merger ? t('catalogue.mergeTitle', { name: merger.item.name_fr }) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setMerger(null)}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              form="merge-form"
              variant="danger"
              disabled={!merger?.into}
              loading={merging.isLoading}
            >
              {t('catalogue.merge')}
            </Button>
          </>
        }
      >
        {merger ? (
          <form id="merge-form" onSubmit={(event) => void runMerge(event)} noValidate>
            <p>{t('catalogue.mergeMessage', { count: merger.item.ads_count, name: merger.item.name_fr })}</p>
            <Field label={t('catalogue.mergeInto')} required>
              <Select value={merger.into} onChange={(e) => setMerger({ ...merger, into: e.target.value })}>
                <option value="">{t('catalogue.chooseCategory')}</option>
                {mergeTargets(merger.item).map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.parent_id ? `${byId.get(category.parent_id)?.name_fr ?? ''} › ` : ''}
                    {category.name_fr}
                  </option>
                ))}
              </Select>
            </Field>
          </form>
        ) : null}
      </Dialog>
    </AdminFrame>
  );
}

/** Places: provinces, cities and communes; one with ads can only be hidden, not deleted. */
export function LocationsPage() {
  const { t } = useTranslation('admin');
  const run = useActions();
  const { data, error, refetch } = useListAdminLocationsQuery();
  const [create, creation] = useCreateLocationMutation();
  const [update, updating] = useUpdateLocationMutation();
  const [remove, removal] = useDeleteLocationMutation();
  const [confirm, setConfirm] = useState<Confirm<AdminLocation> | null>(null);
  const [adding, setAdding] = useState<{
    slug: string;
    name: string;
    type: AdminLocation['type'];
    parent_id: string;
  } | null>(null);

  const runConfirm = async () => {
    if (!confirm) return;
    const { kind, item } = confirm;
    await (kind === 'delete'
      ? run(() => remove({ id: item.id }).unwrap(), t('catalogue.deleted', { name: item.name }))
      : run(
          () => update({ id: item.id, changes: { is_active: !item.is_active } }).unwrap(),
          t(item.is_active ? 'catalogue.hidden' : 'catalogue.shown', { name: item.name }),
        ));
    setConfirm(null);
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!adding) return;
    const ok = await run(
      () =>
        create({
          slug: adding.slug,
          name: adding.name,
          type: adding.type,
          parent_id: adding.parent_id ? Number(adding.parent_id) : null,
        }).unwrap(),
      t('catalogue.created', { name: adding.name }),
    );
    if (ok) setAdding(null);
  };

  return (
    <AdminFrame
      title={t('pages.locations')}
      actions={
        <Button icon="plus" onClick={() => setAdding({ slug: '', name: '', type: 'city', parent_id: '' })}>
          {t('catalogue.addLocation')}
        </Button>
      }
    >
      {error && !data ? (
        <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton height="320px" />
      ) : (
        <StyledTableWrap>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('catalogue.columns.name')}</th>
                <th scope="col">{t('catalogue.columns.type')}</th>
                <th scope="col">{t('catalogue.columns.slug')}</th>
                <th scope="col">{t('catalogue.columns.ads')}</th>
                <th scope="col">{t('catalogue.columns.state')}</th>
                <th scope="col">{t('catalogue.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((location) => (
                <tr key={location.id}>
                  <td>{location.path}</td>
                  <td>{t(`catalogue.types.${location.type}`)}</td>
                  <td>{location.slug}</td>
                  <td>{location.ads_count}</td>
                  <td>
                    <Badge tone={location.is_active ? 'success' : 'neutral'}>
                      {location.is_active ? t('state.visible') : t('state.hidden')}
                    </Badge>
                  </td>
                  <td>
                    <StyledActions>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setConfirm({ kind: 'toggle', item: location })}
                      >
                        {location.is_active ? t('actions.hide') : t('actions.show')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        icon="trash"
                        onClick={() => setConfirm({ kind: 'delete', item: location })}
                      >
                        {t('actions.delete')}
                      </Button>
                    </StyledActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableWrap>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm
            ? t(
                confirm.kind === 'delete'
                  ? 'catalogue.confirmDelete'
                  : confirm.item.is_active
                    ? 'catalogue.confirmHide'
                    : 'catalogue.confirmShow',
                { name: confirm.item.name },
              )
            : ''
        }
        message={
          confirm?.kind === 'delete'
            ? t('catalogue.confirmDeleteMessage')
            : t('catalogue.confirmToggleMessage')
        }
        variant={confirm?.kind === 'delete' ? 'danger' : 'default'}
        confirming={updating.isLoading || removal.isLoading}
        onConfirm={() => void runConfirm()}
        onCancel={() => setConfirm(null)}
      />
      <Dialog
        open={adding !== null}
        onClose={() => setAdding(null)}
        title={t('catalogue.addLocation')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAdding(null)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" form="location-form" loading={creation.isLoading}>
              {t('actions.save')}
            </Button>
          </>
        }
      >
        {adding ? (
          <form id="location-form" onSubmit={(event) => void add(event)} noValidate>
            <Field label={t('catalogue.columns.name')} required>
              <TextInput
                value={adding.name}
                onChange={(e) => setAdding({ ...adding, name: e.target.value })}
              />
            </Field>
            <Field label={t('catalogue.columns.slug')} hint={t('catalogue.slugHint')} required>
              <TextInput
                value={adding.slug}
                onChange={(e) => setAdding({ ...adding, slug: e.target.value })}
              />
            </Field>
            <Field label={t('catalogue.columns.type')}>
              <Select
                value={adding.type}
                onChange={(e) => setAdding({ ...adding, type: e.target.value as AdminLocation['type'] })}
              >
                {LOCATION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`catalogue.types.${type}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('catalogue.columns.parent')}>
              <Select
                value={adding.parent_id}
                onChange={(e) => setAdding({ ...adding, parent_id: e.target.value })}
              >
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
          </form>
        ) : null}
      </Dialog>
    </AdminFrame>
  );
}
