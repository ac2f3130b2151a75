import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOST_TYPES, type AdminPlan, type AdminPlanCreate } from '@sokoni/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  ErrorState,
  Field,
  formatMoney,
  Select,
  Skeleton,
  TextArea,
  TextInput,
  toApiError,
  useToast,
} from '@sokoni/shared-ui';
import { AdminFrame, StyledActions, StyledTable, StyledTableWrap } from '../../../components/admin-frame';
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

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Promotion plans (spec §3): create, edit, activate or deactivate; a plan nobody bought can be deleted. */
export function PromotionsPage() {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const { data, error, refetch } = useListPlansQuery();
  const [create, creation] = useCreatePlanMutation();
  const [update, updating] = useUpdatePlanMutation();
  const [remove, removal] = useDeletePlanMutation();
  const [editing, setEditing] = useState<{
    id: number | null;
    value: AdminPlanCreate;
    features: string;
    featuresEn: string;
  } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'toggle' | 'delete'; plan: AdminPlan } | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    setErrors({});
    const value = {
      ...editing.value,
      features: lines(editing.features),
      features_en: lines(editing.featuresEn),
    };
    try {
      if (editing.id === null) await create(value).unwrap();
      else await update({ id: editing.id, changes: value }).unwrap();
      toast.success(t('promotions.saved', { name: value.name }));
      setEditing(null);
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      setErrors(problem.errors ?? {});
      if (!problem.errors) toast.error(problem.message);
    }
  };

  const runConfirm = async () => {
    if (!confirm) return;
    const { kind, plan } = confirm;
    try {
      if (kind === 'delete') await remove({ id: plan.id }).unwrap();
      else await update({ id: plan.id, changes: { is_active: !plan.is_active } }).unwrap();
      toast.success(
        kind === 'delete'
          ? t('promotions.deleted', { name: plan.name })
          : t(plan.is_active ? 'promotions.deactivated' : 'promotions.activated', { name: plan.name }),
      );
    } catch (failure) {
      toast.error(toApiError(failure, t('errors.action')).message);
    } finally {
      setConfirm(null);
    }
  };

  const setField = <K extends keyof AdminPlanCreate>(key: K, value: AdminPlanCreate[K]) =>
    setEditing((previous) =>
      previous ? { ...previous, value: { ...previous.value, [key]: value } } : previous,
    );
  const err = (key: string) => errors[key]?.[0];

  let body;
  if (error && !data)
    body = (
      <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />
    );
  else if (!data) body = <Skeleton height="200px" />;
  else if (data.data.length === 0) body = <EmptyState icon="star" title={t('promotions.empty')} />;
  else
    body = (
      <StyledTableWrap>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{t('promotions.columns.name')}</th>
              <th scope="col">{t('promotions.columns.boost')}</th>
              <th scope="col">{t('promotions.columns.price')}</th>
              <th scope="col">{t('promotions.columns.duration')}</th>
              <th scope="col">{t('promotions.columns.state')}</th>
              <th scope="col">{t('promotions.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((plan) => (
              <tr key={plan.id}>
                <td>
                  {plan.name}
                  {plan.name_en && plan.name_en !== plan.name ? <div lang="en">{plan.name_en}</div> : null}
                </td>
                <td>{t(`promotions.boost.${plan.boost_type}`)}</td>
                <td>
                  {formatMoney(
                    plan.price,
                    {
                      code: plan.currency_code,
                      symbol: plan.currency_code,
                      position: 'after',
                      decimal_places: 2,
                    },
                    i18n.language,
                  )}
                </td>
                <td>{t('promotions.days', { count: plan.duration_days })}</td>
                <td>
                  <Badge tone={plan.is_active ? 'success' : 'neutral'}>
                    {plan.is_active ? t('state.active') : t('state.inactive')}
                  </Badge>
                </td>
                <td>
                  <StyledActions>
                    <Button
                      size="sm"
                      variant="secondary"
                      icon="edit"
                      onClick={() =>
                        setEditing({
                          id: plan.id,
                          value: editable(plan),
                          features: plan.features.join('\n'),
                          featuresEn: plan.features_en.join('\n'),
                        })
                      }
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setConfirm({ kind: 'toggle', plan })}
                    >
                      {plan.is_active ? t('actions.deactivate') : t('actions.activate')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      icon="trash"
                      onClick={() => setConfirm({ kind: 'delete', plan })}
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
    );

  return (
    <AdminFrame
      title={t('pages.adminPromotions')}
      actions={
        <Button
          icon="plus"
          onClick={() => setEditing({ id: null, value: EMPTY, features: '', featuresEn: '' })}
        >
          {t('promotions.add')}
        </Button>
      }
    >
      {body}
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
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id === null ? t('promotions.add') : t('promotions.edit')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" form="plan-form" loading={creation.isLoading || updating.isLoading}>
              {t('actions.save')}
            </Button>
          </>
        }
      >
        {editing ? (
          <form id="plan-form" onSubmit={(event) => void save(event)} noValidate>
            <Field label={t('promotions.nameFr')} required error={err('name')}>
              <TextInput value={editing.value.name} onChange={(e) => setField('name', e.target.value)} />
            </Field>
            <Field label={t('promotions.nameEn')} hint={t('promotions.englishHint')} error={err('name_en')}>
              <TextInput
                lang="en"
                value={editing.value.name_en ?? ''}
                onChange={(e) => setField('name_en', e.target.value)}
              />
            </Field>
            <Field label={t('promotions.descriptionFr')} required error={err('description')}>
              <TextArea
                value={editing.value.description}
                rows={2}
                onChange={(e) => setField('description', e.target.value)}
              />
            </Field>
            <Field label={t('promotions.descriptionEn')} error={err('description_en')}>
              <TextArea
                lang="en"
                value={editing.value.description_en ?? ''}
                rows={2}
                onChange={(e) => setField('description_en', e.target.value)}
              />
            </Field>
            <Field label={t('promotions.columns.price')} required error={err('price')}>
              <TextInput
                type="number"
                min={0}
                step="0.01"
                value={String(editing.value.price)}
                onChange={(e) => setField('price', Number(e.target.value))}
              />
            </Field>
            <Field label={t('promotions.currency')} required error={err('currency_code')}>
              <TextInput
                value={editing.value.currency_code}
                maxLength={3}
                onChange={(e) => setField('currency_code', e.target.value.toUpperCase())}
              />
            </Field>
            <Field label={t('promotions.columns.duration')} required error={err('duration_days')}>
              <TextInput
                type="number"
                min={1}
                value={String(editing.value.duration_days)}
                onChange={(e) => setField('duration_days', Number(e.target.value))}
              />
            </Field>
            <Field label={t('promotions.columns.boost')} error={err('boost_type')}>
              <Select
                value={editing.value.boost_type}
                onChange={(e) => setField('boost_type', e.target.value as AdminPlanCreate['boost_type'])}
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
              error={err('features')}
            >
              <TextArea
                value={editing.features}
                rows={3}
                onChange={(e) => setEditing({ ...editing, features: e.target.value })}
              />
            </Field>
            <Field
              label={t('promotions.featuresEn')}
              hint={t('promotions.featuresHint')}
              error={err('features_en')}
            >
              <TextArea
                lang="en"
                value={editing.featuresEn}
                rows={3}
                onChange={(e) => setEditing({ ...editing, featuresEn: e.target.value })}
              />
            </Field>
          </form>
        ) : null}
      </Dialog>
    </AdminFrame>
  );
}
