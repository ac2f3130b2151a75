import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_USER_FILTERS, type AdminUser, type AdminUserFilter } from '@sokoni/contracts';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Field,
  Pagination,
  paths,
  RelativeDate,
  Select,
  Skeleton,
  TextInput,
  toApiError,
  useAppSelector,
  useToast,
} from '@sokoni/shared-ui';
import {
  AdminFrame,
  StyledActions,
  StyledFilters,
  StyledTable,
  StyledTableWrap,
} from '../../../components/admin-frame';
import { ReasonDialog } from '../../../components/reason-dialog';
import { UserEditDialog } from './user-edit-dialog';
import {
  useDeleteUserMutation,
  useListUsersQuery,
  useUserReasonActionMutation,
  useUserRoleActionMutation,
  type UserReasonAction,
  type UserRoleAction,
} from '../api/users-api';

const isFilter = (value: string | null): value is AdminUserFilter =>
  (ADMIN_USER_FILTERS as readonly string[]).includes(value ?? '');

type Pending =
  | { kind: 'reason'; action: UserReasonAction; user: AdminUser }
  | { kind: 'role'; action: UserRoleAction; user: AdminUser }
  | { kind: 'delete'; user: AdminUser };

/** Users: search and filter in the URL; ban, trust, admin role and deletion each confirm (with a reason where due). */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const me = useAppSelector((state) => state.session.user?.id);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const rawFilter = params.get('filter');
  const filter = isFilter(rawFilter) ? rawFilter : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isFetching, refetch } = useListUsersQuery({ q: q || undefined, filter, page });
  const [reasonAction, reasonState] = useUserReasonActionMutation();
  const [roleAction, roleState] = useUserRoleActionMutation();
  const [deleteUser, deletion] = useDeleteUserMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
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
    return `${paths.adminUsers.getHref()}?${copy.toString()}`;
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: search.trim() || undefined });
  };

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      const result = await work();
      toast.success(result.message);
      setPending(null);
    } catch (failure) {
      toast.error(toApiError(failure, t('errors.action')).message);
      setPending(null);
    }
  };

  const rowActions = (user: AdminUser) => {
    const self = user.id === me;
    return (
      <StyledActions>
        <Button
          size="sm"
          variant="secondary"
          icon="edit"
          aria-label={t('users.edit.open', { name: user.name })}
          onClick={() => setEditing(user)}
        >
          {t('actions.edit')}
        </Button>
        {!self ? (
          user.is_banned ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setPending({ kind: 'reason', action: 'unban', user })}
            >
              {t('users.unban')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="danger"
              onClick={() => setPending({ kind: 'reason', action: 'ban', user })}
            >
              {t('users.ban')}
            </Button>
          )
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setPending({ kind: 'reason', action: user.is_verified ? 'untrust' : 'trust', user })}
        >
          {user.is_verified ? t('users.untrust') : t('users.trust')}
        </Button>
        {!self ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              setPending({ kind: 'role', action: user.is_admin ? 'revoke-admin' : 'admin', user })
            }
          >
            {user.is_admin ? t('users.revokeAdmin') : t('users.makeAdmin')}
          </Button>
        ) : null}
        {!self && !user.deleted_at ? (
          <Button size="sm" variant="ghost" icon="trash" onClick={() => setPending({ kind: 'delete', user })}>
            {t('actions.delete')}
          </Button>
        ) : null}
      </StyledActions>
    );
  };

  let body;
  if (error && !isFetching)
    body = (
      <ErrorState message={toApiError(error, t('errors.load')).message} onRetry={() => void refetch()} />
    );
  else if (!data) body = <Skeleton height="240px" />;
  else if (data.data.length === 0) body = <EmptyState icon="user" title={t('users.empty')} />;
  else
    body = (
      <>
        <StyledTableWrap>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('users.columns.name')}</th>
                <th scope="col">{t('users.columns.email')}</th>
                <th scope="col">{t('users.columns.flags')}</th>
                <th scope="col">{t('users.columns.ads')}</th>
                <th scope="col">{t('users.columns.joined')}</th>
                <th scope="col">{t('users.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((user) => (
                <tr key={user.id}>
                  <td>{user.name}</td>
                  <td>{user.email}</td>
                  <td>
                    <StyledActions>
                      {user.is_admin ? <Badge tone="info">{t('users.admin')}</Badge> : null}
                      {user.account_type === 'business' ? (
                        <Badge tone="accent">{t('users.business')}</Badge>
                      ) : null}
                      {user.is_verified ? <Badge tone="success">{t('users.trusted')}</Badge> : null}
                      {user.is_banned ? <Badge tone="danger">{t('users.banned')}</Badge> : null}
                      {user.deleted_at ? <Badge tone="neutral">{t('users.deleted')}</Badge> : null}
                    </StyledActions>
                  </td>
                  <td>{user.ads_count}</td>
                  <td>
                    <RelativeDate value={user.created_at} />
                  </td>
                  <td>{rowActions(user)}</td>
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

  const reasonPending = pending?.kind === 'reason' ? pending : null;
  const rolePending = pending?.kind === 'role' ? pending : null;
  const deletePending = pending?.kind === 'delete' ? pending : null;

  return (
    <AdminFrame title={t('pages.users')}>
      <StyledFilters onSubmit={onSearch} role="search">
        <Field label={t('filters.searchUsers')}>
          <TextInput type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </Field>
        <Field label={t('filters.show')}>
          <Select
            value={filter}
            onChange={(event) =>
              apply({ filter: event.target.value === 'all' ? undefined : event.target.value })
            }
          >
            {ADMIN_USER_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`users.filters.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" icon="search">
          {t('filters.apply')}
        </Button>
      </StyledFilters>
      {body}
      <ReasonDialog
        open={reasonPending !== null}
        title={reasonPending ? t(`users.dialogs.${reasonPending.action}.title`) : ''}
        description={
          reasonPending
            ? t(`users.dialogs.${reasonPending.action}.message`, { name: reasonPending.user.name })
            : undefined
        }
        confirmLabel={reasonPending ? t(`users.${reasonPending.action}`) : ''}
        danger={reasonPending?.action === 'ban'}
        submitting={reasonState.isLoading}
        onSubmit={(reason) =>
          reasonPending &&
          void run(() =>
            reasonAction({ id: reasonPending.user.id, action: reasonPending.action, reason }).unwrap(),
          )
        }
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={rolePending !== null}
        title={
          rolePending?.action === 'admin'
            ? t('users.dialogs.admin.title')
            : t('users.dialogs.revokeAdmin.title')
        }
        message={
          rolePending
            ? t(
                rolePending.action === 'admin'
                  ? 'users.dialogs.admin.message'
                  : 'users.dialogs.revokeAdmin.message',
                {
                  name: rolePending.user.name,
                },
              )
            : ''
        }
        confirmLabel={rolePending?.action === 'admin' ? t('users.makeAdmin') : t('users.revokeAdmin')}
        variant={rolePending?.action === 'revoke-admin' ? 'danger' : 'default'}
        confirming={roleState.isLoading}
        onConfirm={() =>
          rolePending &&
          void run(() => roleAction({ id: rolePending.user.id, action: rolePending.action }).unwrap())
        }
        onCancel={() => setPending(null)}
      />
      <ReasonDialog
        open={deletePending !== null}
        title={t('users.dialogs.delete.title')}
        description={
          deletePending ? t('users.dialogs.delete.message', { name: deletePending.user.name }) : undefined
        }
        confirmLabel={t('actions.delete')}
        optional
        danger
        submitting={deletion.isLoading}
        onSubmit={(reason) =>
          deletePending &&
          void run(() => deleteUser({ id: deletePending.user.id, reason: reason || undefined }).unwrap())
        }
        onCancel={() => setPending(null)}
      />
      <UserEditDialog user={editing} self={editing?.id === me} onClose={() => setEditing(null)} />
    </AdminFrame>
  );
}
