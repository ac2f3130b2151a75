import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOST_TYPES, type AdminPlan, type AdminPlanCreate } from '@sokoni/contracts';
import { Button, EmptyState, Field, formatMoney, Select, TextArea, TextInput } from '@sokoni/shared-ui';
import { ConfirmDialog } from '@sokoni/shared-ui/widgets';
import { AdminFrame, StyledActions } from '../../../components/admin-frame';
import { AdminTable, wholeTable } from '../../../components/admin-table';
import { DeleteButton, EditButton, StateBadge, ToggleButton } from '../../../components/row-actions';
import { EntityDialog } from '../../../components/entity-dialog';
import { useAdminAction } from '../../../lib/use-admin-action';
import { useEntityForm } from '../../../lib/use-entity-form';
import {
  useCreatePlanMutation,
  useDeletePlanMutation,
  useListPlansQuery,
  useUpdatePlanMutation,
} from '../api/reference-api';

const EMPTY: AdminPlanCreate = {
  name: '',
  description: '',
  name_en: '',
  description_en: '',
  price: 0,
  currency_code: 'USD',
  duration_days: 7,
  features: [],
  features_en: [],
  boost_type: 'standard',
};

/** The editable fields of a plan (French and English texts), without its id, slug or minor-unit price. */
const editable = (plan: AdminPlan): AdminPlanCreate => ({
  name: plan.name,
  description: plan.description,
  name_en: plan.name_en,
  description_en: plan.description_en,
  price: plan.price,
  currency_code: plan.currency_code,
  duration_days: plan.duration_days,
  features: plan.features,
  features_en: plan.features_en,
  boost_type: plan.boost_type,
});

/** The form: the plan's fields, its features one a line, and its id (null when adding). */
type Editing = AdminPlanCreate & { id: number | null; featuresText: string; featuresEnText: string };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Promotion plans: create, edit, activate or deactivate; a plan nobody bought can be deleted. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation('admin');
  const run = useAdminAction();
  const { data, error, refetch } = useListPlansQuery();
  const [create, creation] = useCreatePlanMutation();
  const [update, updating] = useUpdatePlanMutation();
  const [remove, removal] = useDeletePlanMutation();
  const form = useEntityForm<Editing>();
  const [confirm, setConfirm] = useState<{ kind: 'toggle' | 'delete'; plan: AdminPlan } | null>(null);

  const save = () =>
    form.submit(async ({ id, featuresText, featuresEnText, ...plan }) => {
      const value = { ...plan, features: lines(featuresText), features_en: lines(featuresEnText) };
      if (id === null) await create(value).unwrap();
      else await update({ id, changes: value }).unwrap();
      return t('promotions.saved', { name: value.name });
    });

  const runConfirm = async () => {
    if (!confirm) return;
    const { kind, plan } = confirm;
    await (kind === 'delete'
      ? run(() => remove({ id: plan.id }).unwrap(), t('promotions.deleted', { name: plan.name }))
      : run(
          () => update({ id: plan.id, changes: { is_active: !plan.is_active } }).unwrap(),
          t(plan.is_active ? 'promotions.deactivated' : 'promotions.activated', { name: plan.name }),
        ));
    setConfirm(null);
  };

  return (
    <AdminFrame
      title={t('pages.adminPromotions')}
      actions={
        <Button
          icon="plus"
          onClick={() => form.open({ id: null, ...EMPTY, featuresText: '', featuresEnText: '' })}
        >
          {t('promotions.add')}
        </Button>
      }
    >
      <AdminTable
        {...wholeTable({ data, error, refetch })}
        skeletonHeight="200px"
        empty={<EmptyState icon="star" title={t('promotions.empty')} />}
        rowKey={(plan) => plan.id}
        columns={[
          {
            header: t('promotions.columns.name'),
            cell: (plan) => (
              <>
                {plan.name}
                {plan.name_en && plan.name_en !== plan.name ? <div lang="en">{plan.name_en}</div> : null}
              </>
            ),
          },
          { header: t('promotions.columns.boost'), cell: (plan) => t(`promotions.boost.${plan.boost_type}`) },
          {
            header: t('promotions.columns.price'),
            cell: (plan) =>
              formatMoney(
                plan.price,
                {
                  code: plan.currency_code,
                  symbol: plan.currency_code,
                  position: 'after',
                  decimal_places: 2,
                },
                i18n.language,
              ),
          },
          {
            header: t('promotions.columns.duration'),
            cell: (plan) => t('promotions.days', { count: plan.duration_days }),
          },
          {
            header: t('promotions.columns.state'),
            cell: (plan) => <StateBadge active={plan.is_active} />,
          },
          {
            header: t('promotions.columns.actions'),
            cell: (plan) => (
              <StyledActions>
                <EditButton
                  onClick={() =>
                    form.open({
                      id: plan.id,
                      ...editable(plan),
                      featuresText: plan.features.join('\n'),
                      featuresEnText: plan.features_en.join('\n'),
                    })
                  }
                />
                <ToggleButton active={plan.is_active} onClick={() => setConfirm({ kind: 'toggle', plan })} />
                <DeleteButton onClick={() => setConfirm({ kind: 'delete', plan })} />
              </StyledActions>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={
          confirm
            ? confirm.kind === 'delete'
              ? t('promotions.confirmDelete', { name: confirm.plan.name })
              : t(confirm.plan.is_active ? 'promotions.confirmDeactivate' : 'promotions.confirmActivate', {
                  name: confirm.plan.name,
                })
            : ''
        }
        message={
          confirm?.kind === 'delete'
            ? t('promotions.confirmDeleteMessage')
            : t('promotions.confirmToggleMessage')
        }
        variant={confirm?.kind === 'delete' || confirm?.plan.is_active ? 'danger' : 'default'}
        confirming={updating.isLoading || removal.isLoading}
        onConfirm={() => void runConfirm()}
        onCancel={() => setConfirm(null)}
      />
      <EntityDialog
        value={form.value}
        onClose={form.close}
        title={form.value?.id === null ? t('promotions.add') : t('promotions.edit')}
        formId="plan-form"
        saving={creation.isLoading || updating.isLoading}
        onSubmit={() => void save()}
      >
        {(editing) => (
          <>
            <Field label={t('promotions.nameFr')} required error={form.error('name')}>
              <TextInput value={editing.name} onChange={(e) => form.update({ name: e.target.value })} />
            </Field>
            <Field
              label={t('promotions.nameEn')}
              hint={t('promotions.englishHint')}
              error={form.error('name_en')}
            >
              <TextInput
                lang="en"
                value={editing.name_en ?? ''}
                onChange={(e) => form.update({ name_en: e.target.value })}
              />
            </Field>
            <Field label={t('promotions.descriptionFr')} required error={form.error('description')}>
              <TextArea
                value={editing.description}
                rows={2}
                onChange={(e) => form.update({ description: e.target.value })}
              />
            </Field>
            <Field label={t('promotions.descriptionEn')} error={form.error('description_en')}>
              <TextArea
                lang="en"
                value={editing.description_en ?? ''}
                rows={2}
                onChange={(e) => form.update({ description_en: e.target.value })}
              />
            </Field>
            <Field label={t('promotions.columns.price')} required error={form.error('price')}>
              <TextInput
                type="number"
                min={0}
                step="0.01"
                value={String(editing.price)}
                onChange={(e) => form.update({ price: Number(e.target.value) })}
              />
            </Field>
            <Field label={t('promotions.currency')} required error={form.error('currency_code')}>
              <TextInput
                value={editing.currency_code}
                maxLength={3}
                onChange={(e) => form.update({ currency_code: e.target.value.toUpperCase() })}
              />
            </Field>
            <Field label={t('promotions.columns.duration')} required error={form.error('duration_days')}>
              <TextInput
                type="number"
                min={1}
                value={String(editing.duration_days)}
                onChange={(e) => form.update({ duration_days: Number(e.target.value) })}
              />
            </Field>
            <Field label={t('promotions.columns.boost')} error={form.error('boost_type')}>
              <Select
                value={editing.boost_type}
                onChange={(e) => form.update({ boost_type: e.target.value as AdminPlanCreate['boost_type'] })}
              >
                {BOOST_TYPES.map((boost) => (
                  <option key={boost} value={boost}>
                    {t(`promotions.boost.${boost}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t('promotions.featuresFr')}
              hint={t('promotions.featuresHint')}
              error={form.error('features')}
            >
              <TextArea
                value={editing.featuresText}
                rows={3}
                onChange={(e) => form.update({ featuresText: e.target.value })}
              />
            </Field>
            <Field
              label={t('promotions.featuresEn')}
              hint={t('promotions.featuresHint')}
              error={form.error('features_en')}
            >
              <TextArea
                lang="en"
                value={editing.featuresEnText}
                rows={3}
                onChange={(e) => form.update({ featuresEnText: e.target.value })}
              />
            </Field>
          </>
        )}
      </EntityDialog>
    </AdminFrame>
  );
}
