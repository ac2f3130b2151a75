import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCurrency, AdminCurrencyCreate } from '@sokoni/contracts';
import { Badge, Button, Field, Select, TextInput, useCurrencyName } from '@sokoni/shared-ui';
import { ConfirmDialog } from '@sokoni/shared-ui/widgets';
import { AdminFrame, StyledActions } from '../../../components/admin-frame';
import { AdminTable, wholeTable } from '../../../components/admin-table';
import { DeleteButton, EditButton, StateBadge, ToggleButton } from '../../../components/row-actions';
import { EntityDialog } from '../../../components/entity-dialog';
import { useAdminAction } from '../../../lib/use-admin-action';
import { useEntityForm } from '../../../lib/use-entity-form';
import {
  useCreateCurrencyMutation,
  useDeleteCurrencyMutation,
  useListAdminCurrenciesQuery,
  useSetBaseCurrencyMutation,
  useUpdateCurrencyMutation,
} from '../api/reference-api';

type Confirm = { kind: 'delete' | 'base' | 'deactivate' | 'activate'; currency: AdminCurrency };
type Editing = AdminCurrencyCreate & { isNew: boolean };

const EMPTY: AdminCurrencyCreate = {
  code: '',
  name: '',
  symbol: '',
  exchange_rate: 1,
  decimal_places: 2,
  symbol_position: 'before',
};

/** Currencies: rate to USD, decimals, symbol position, active, base; the base and used ones are protected. */
export function CurrenciesPage() {
  const { t } = useTranslation('admin');
  const currencyName = useCurrencyName();
  const run = useAdminAction();
  const { data, error, refetch } = useListAdminCurrenciesQuery();
  const [create, creation] = useCreateCurrencyMutation();
  const [update, updating] = useUpdateCurrencyMutation();
  const [setBase, basing] = useSetBaseCurrencyMutation();
  const [remove, removal] = useDeleteCurrencyMutation();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const form = useEntityForm<Editing>();

  const runConfirm = async () => {
    if (!confirm) return;
    const { kind, currency } = confirm;
    const code = currency.code;
    if (kind === 'delete') await run(() => remove({ code }).unwrap(), t('currencies.deleted', { code }));
    if (kind === 'base') await run(() => setBase({ code }).unwrap(), t('currencies.based', { code }));
    if (kind === 'activate' || kind === 'deactivate')
      await run(
        () => update({ code, changes: { is_active: kind === 'activate' } }).unwrap(),
        t(`currencies.${kind}d`, { code }),
      );
    setConfirm(null);
  };

  const save = () =>
    form.submit(async ({ isNew, ...value }) => {
      const { code, ...changes } = value;
      if (isNew) await create(value).unwrap();
      else await update({ code, changes }).unwrap();
      return t('currencies.saved', { code: code.toUpperCase() });
    });

  return (
    <AdminFrame
      title={t('pages.currencies')}
      actions={
        <Button icon="plus" onClick={() => form.open({ isNew: true, ...EMPTY })}>
          {t('currencies.add')}
        </Button>
      }
    >
      <AdminTable
        {...wholeTable({ data, error, refetch })}
        rowKey={(currency) => currency.code}
        columns={[
          {
            header: t('currencies.columns.code'),
            cell: (currency) => (
              <>
                <strong>{currency.code}</strong> {currency.symbol}
              </>
            ),
          },
          { header: t('currencies.columns.name'), cell: (currency) => currencyName(currency) },
          { header: t('currencies.columns.rate'), cell: (currency) => currency.exchange_rate },
          {
            header: t('currencies.columns.format'),
            cell: (currency) =>
              t(`currencies.position.${currency.symbol_position}`, { decimals: currency.decimal_places }),
          },
          {
            header: t('currencies.columns.state'),
            cell: (currency) => (
              <StyledActions>
                {currency.is_base ? <Badge tone="info">{t('currencies.base')}</Badge> : null}
                <StateBadge active={currency.is_active} />
              </StyledActions>
            ),
          },
          { header: t('currencies.columns.ads'), cell: (currency) => currency.ads_count },
          {
            header: t('currencies.columns.actions'),
            cell: (currency) => (
              <StyledActions>
                <EditButton onClick={() => form.open({ isNew: false, ...currency })} />
                <ToggleButton
                  active={currency.is_active}
                  onClick={() =>
                    setConfirm({ kind: currency.is_active ? 'deactivate' : 'activate', currency })
                  }
                />
                {!currency.is_base ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setConfirm({ kind: 'base', currency })}
                  >
                    {t('currencies.makeBase')}
                  </Button>
                ) : null}
                <DeleteButton onClick={() => setConfirm({ kind: 'delete', currency })} />
              </StyledActions>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`currencies.confirm.${confirm.kind}`, { code: confirm.currency.code }) : ''}
        message={
          confirm ? t(`currencies.confirm.${confirm.kind}Message`, { code: confirm.currency.code }) : ''
        }
        variant={confirm?.kind === 'delete' || confirm?.kind === 'deactivate' ? 'danger' : 'default'}
        confirming={updating.isLoading || basing.isLoading || removal.isLoading}
        onConfirm={() => void runConfirm()}
        onCancel={() => setConfirm(null)}
      />
      <EntityDialog
        value={form.value}
        onClose={form.close}
        title={form.value?.isNew ? t('currencies.add') : t('currencies.edit', { code: form.value?.code })}
        formId="currency-form"
        saving={creation.isLoading || updating.isLoading}
        onSubmit={() => void save()}
      >
        {(editing) => (
          <>
            {editing.isNew ? (
              <Field label={t('currencies.columns.code')} required error={form.error('code')}>
                <TextInput
                  value={editing.code}
                  maxLength={3}
                  onChange={(e) => form.update({ code: e.target.value.toUpperCase() })}
                />
              </Field>
            ) : null}
            <Field label={t('currencies.columns.name')} required error={form.error('name')}>
              <TextInput value={editing.name} onChange={(e) => form.update({ name: e.target.value })} />
            </Field>
            <Field label={t('currencies.symbol')} required error={form.error('symbol')}>
              <TextInput value={editing.symbol} onChange={(e) => form.update({ symbol: e.target.value })} />
            </Field>
            <Field
              label={t('currencies.columns.rate')}
              hint={t('currencies.rateHint')}
              required
              error={form.error('exchange_rate')}
            >
              <TextInput
                type="number"
                step="any"
                min={0}
                value={String(editing.exchange_rate)}
                onChange={(e) => form.update({ exchange_rate: Number(e.target.value) })}
              />
            </Field>
            <Field label={t('currencies.decimals')} error={form.error('decimal_places')}>
              <TextInput
                type="number"
                min={0}
                max={4}
                value={String(editing.decimal_places)}
                onChange={(e) => form.update({ decimal_places: Number(e.target.value) })}
              />
            </Field>
            <Field label={t('currencies.symbolPosition')} error={form.error('symbol_position')}>
              <Select
                value={editing.symbol_position}
                onChange={(e) =>
                  form.update({ symbol_position: e.target.value as AdminCurrencyCreate['symbol_position'] })
                }
              >
                <option value="before">{t('currencies.before')}</option>
                <option value="after">{t('currencies.after')}</option>
              </Select>
            </Field>
          </>
        )}
      </EntityDialog>
    </AdminFrame>
  );
}
