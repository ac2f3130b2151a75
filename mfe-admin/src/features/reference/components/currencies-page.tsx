import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCurrency, AdminCurrencyCreate } from '@sokoni/contracts';
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
  useCreateCurrencyMutation,
  useDeleteCurrencyMutation,
  useListAdminCurrenciesQuery,
  useSetBaseCurrencyMutation,
  useUpdateCurrencyMutation,
} from '../api/reference-api';

type Confirm = { kind: 'delete' | 'base' | 'deactivate' | 'activate'; currency: AdminCurrency };

const EMPTY: AdminCurrencyCreate = { code: '', name: '', symbol: '', exchange_rate: 1, decimal_places: 2, symbol_position: 'before' };

/** Currencies (spec §3, §5): rate to USD, decimals, symbol position, active, base; the base and used ones are protected. */
export function CurrenciesPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { data, error, refetch } = useListAdminCurrenciesQuery();
  const [create, creation] = useCreateCurrencyMutation();
  const [update, updating] = useUpdateCurrencyMutation();
  const [setBase, basing] = useSetBaseCurrencyMutation();
  const [remove, removal] = useDeleteCurrencyMutation();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [editing, setEditing] = useState<{ isNew: boolean; value: AdminCurrencyCreate } | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const act = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      toast.success(success);
    } catch (failure) {
      toast.error(toApiError(failure, t('errors.action')).message);
    } finally {
      setConfirm(null);
    }
  };

  const runConfirm = () => {
    if (!confirm) return;
    const { kind, currency } = confirm;
    if (kind === 'delete') void act(() => remove({ code: currency.code }).unwrap(), t('currencies.deleted', { code: currency.code }));
    if (kind === 'base') void act(() => setBase({ code: currency.code }).unwrap(), t('currencies.based', { code: currency.code }));
    if (kind === 'activate' || kind === 'deactivate')
      void act(
        () => update({ code: currency.code, changes: { is_active: kind === 'activate' } }).unwrap(),
        t(`currencies.${kind}d`, { code: currency.code }),
      );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    setErrors({});
    const { code, ...changes } = editing.value;
    try {
      if (editing.isNew) await create(editing.value).unwrap();
      else await update({ code, changes }).unwrap();
      toast.success(t('currencies.saved', { code: code.toUpperCase() }));
      setEditing(null);
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      setErrors(problem.errors ?? {});
      if (!problem.errors) toast.error(problem.message);
    }
  };

  const setField = <K extends keyof AdminCurrencyCreate>(key: K, value: AdminCurrencyCreate[K]) =>
    setEditing((previous) => (previous ? { ...previous, value: { ...previous.value, [key]: value } } : previous));

  let body;
  if (error && !data) body = <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />;
  else if (!data) body = <Skeleton height="240px" />;
  else
    body = (
      <StyledTableWrap>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{t('currencies.columns.code')}</th>
              <th scope="col">{t('currencies.columns.name')}</th>
              <th scope="col">{t('currencies.columns.rate')}</th>
              <th scope="col">{t('currencies.columns.format')}</th>
              <th scope="col">{t('currencies.columns.state')}</th>
              <th scope="col">{t('currencies.columns.ads')}</th>
              <th scope="col">{t('currencies.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((currency) => (
              <tr key={currency.code}>
                <td>
                  <strong>{currency.code}</strong> {currency.symbol}
                </td>
                <td>{currency.name}</td>
                <td>{currency.exchange_rate}</td>
                <td>{t(`currencies.position.${currency.symbol_position}`, { decimals: currency.decimal_places })}</td>
                <td>
                  <StyledActions>
                    {currency.is_base ? <Badge tone="info">{t('currencies.base')}</Badge> : null}
                    <Badge tone={currency.is_active ? 'success' : 'neutral'}>
                      {currency.is_active ? t('state.active') : t('state.inactive')}
                    </Badge>
                  </StyledActions>
                </td>
                <td>{currency.ads_count}</td>
                <td>
                  <StyledActions>
                    <Button size="sm" variant="secondary" icon="edit" onClick={() => setEditing({ isNew: false, value: { ...currency } })}>
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setConfirm({ kind: currency.is_active ? 'deactivate' : 'activate', currency })}
                    >
                      {currency.is_active ? t('actions.deactivate') : t('actions.activate')}
                    </Button>
                    {!currency.is_base ? (
                      <Button size="sm" variant="secondary" onClick={() => setConfirm({ kind: 'base', currency })}>
                        {t('currencies.makeBase')}
                      </Button>
                    ) : null}
                    <Button size="sm" variant="ghost" icon="trash" onClick={() => setConfirm({ kind: 'delete', currency })}>
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

  const err = (key: string) => errors[key]?.[0];
  return (
    <AdminFrame
      title={t('pages.currencies')}
      actions={
        <Button icon="plus" onClick={() => setEditing({ isNew: true, value: EMPTY })}>
          {t('currencies.add')}
        </Button>
      }
    >
      {body}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? t(`currencies.confirm.${confirm.kind}`, { code: confirm.currency.code }) : ''}
        message={confirm ? t(`currencies.confirm.${confirm.kind}Message`, { code: confirm.currency.code }) : ''}
        variant={confirm?.kind === 'delete' || confirm?.kind === 'deactivate' ? 'danger' : 'default'}
        confirming={updating.isLoading || basing.isLoading || removal.isLoading}
        onConfirm={runConfirm}
        onCancel={() => setConfirm(null)}
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.isNew ? t('currencies.add') : t('currencies.edit', { code: editing?.value.code })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" form="currency-form" loading={creation.isLoading || updating.isLoading}>
              {t('actions.save')}
            </Button>
          </>
        }
      >
        {editing ? (
          <form id="currency-form" onSubmit={(event) => void save(event)} noValidate>
            {editing.isNew ? (
              <Field label={t('currencies.columns.code')} required error={err('code')}>
                <TextInput value={editing.value.code} maxLength={3} onChange={(e) => setField('code', e.target.value.toUpperCase())} />
              </Field>
            ) : null}
            <Field label={t('currencies.columns.name')} required error={err('name')}>
              <TextInput value={editing.value.name} onChange={(e) => setField('name', e.target.value)} />
            </Field>
            <Field label={t('currencies.symbol')} required error={err('symbol')}>
              <TextInput value={editing.value.symbol} onChange={(e) => setField('symbol', e.target.value)} />
            </Field>
            <Field label={t('currencies.columns.rate')} hint={t('currencies.rateHint')} required error={err('exchange_rate')}>
              <TextInput
                type="number"
                step="any"
                min={0}
                value={String(editing.value.exchange_rate)}
                onChange={(e) => setField('exchange_rate', Number(e.target.value))}
              />
            </Field>
            <Field label={t('currencies.decimals')} error={err('decimal_places')}>
              <TextInput
                type="number"
                min={0}
                max={4}
                value={String(editing.value.decimal_places)}
                onChange={(e) => setField('decimal_places', Number(e.target.value))}
              />
            </Field>
            <Field label={t('currencies.symbolPosition')} error={err('symbol_position')}>
              <Select
                value={editing.value.symbol_position}
                onChange={(e) => setField('symbol_position', e.target.value as AdminCurrencyCreate['symbol_position'])}
              >
                <option value="before">{t('currencies.before')}</option>
                <option value="after">{t('currencies.after')}</option>
              </Select>
            </Field>
          </form>
        ) : null}
      </Dialog>
    </AdminFrame>
  );
}
