import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_FILTERS, type AdminUser } from '@sokoni/contracts';
import {
  Badge,
  Button,
  EmptyState,
  paths,
  RelativeDate,
  useAppSelector,
} from '@sokoni/shared-ui';
import { ConfirmDialog } from '@sokoni/shared-ui/widgets';
import { AdminFrame, StyledActions } from '../../../components/admin-frame';
import { AdminTable, pagedTable } from '../../../components/admin-table';
import { FilterSelect, SearchFilters } from '../../../components/search-filters';
import { DeleteButton, EditButton } from '../../../components/row-actions';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useAdminAction } from '../../../lib/use-admin-action';
import { useListParams } from '../../../lib/use-list-params';
import { UserEditDialog } from './user-edit-dialog';
import {
  useDeleteUserMutation,
  useListUsersQuery,
  useUserReasonActionMutation,
  useUserRoleActionMutation,
  type UserReasonAction,
  type UserRoleAction,
} from '../api/users-api';


type Pending =
  | { kind: 'reason'; action: UserReasonAction; user: AdminUser }
  | { kind: 'role'; action: UserRoleAction; user: AdminUser }
  | { kind: 'delete'; user: AdminUser };

/** Users: search and filter in the URL; ban, trust, admin role and deletion each confirm (with a reason where due). */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const runAction = useAdminAction();
  const me = useAppSelector((state) => state.session.user?.id);
  const { params, page, apply, hrefFor, filter } = useListParams(paths.adminUsers.getHref());
  const q = params.get('q') ?? '';
  const shown = filter('filter', ADMIN_USER_FILTERS, 'all');
  const users = useListUsersQuery({ q: q || undefined, filter: shown.value, page });
  const [reasonAction, reasonState] = useUserReasonActionMutation();
  const [roleAction, roleState] = useUserRoleActionMutation();
  const [deleteUser, deletion] = useDeleteUserMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  const run = async (work: () => Promise<{ message: string }>) => {
    await runAction(work, (result) => result.message);
    setPending(null);
  };

  const rowActions = (user: AdminUser) => {
    const self = user.id === me;
    return (
      <StyledActions>
        <EditButton label={t('users.edit.open', { name: user.name })} onClick={() => setEditing(user)} />
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
          <DeleteButton onClick={() => setPending({ kind: 'delete', user })} />
        ) : null}
      </StyledActions>
    );
  };

  const reasonPending = pending?.kind === 'reason' ? pending : null;
  const rolePending = pending?.kind === 'role' ? pending : null;
  const deletePending = pending?.kind === 'delete' ? pending : null;

  return (
    <AdminFrame title={t('pages.users')}>
      <SearchFilters
        searchLabel={t('filters.searchUsers')}
        query={q}
        onSearch={(query) => apply({ q: query })}
      >
        <FilterSelect label={t('filters.show')} {...shown.select}>
          {ADMIN_USER_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`users.filters.${value}`)}
            </option>
          ))}
        </FilterSelect>
      </SearchFilters>
      <AdminTable
        {...pagedTable(users, hrefFor)}
        empty={<EmptyState icon="user" title={t('users.empty')} />}
        rowKey={(user) => user.id}
        columns={[
          { header: t('users.columns.name'), cell: (user) => user.name },
          { header: t('users.columns.email'), cell: (user) => user.email },
          {
            header: t('users.columns.flags'),
            cell: (user) => (
              <StyledActions>
                {user.is_admin ? <Badge tone="info">{t('users.admin')}</Badge> : null}
                {user.account_type === 'business' ? <Badge tone="accent">{t('users.business')}</Badge> : null}
                {user.is_verified ? <Badge tone="success">{t('users.trusted')}</Badge> : null}
                {user.is_banned ? <Badge tone="danger">{t('users.banned')}</Badge> : null}
                {user.deleted_at ? <Badge tone="neutral">{t('users.deleted')}</Badge> : null}
              </StyledActions>
            ),
          },
          { header: t('users.columns.ads'), cell: (user) => user.ads_count },
          { header: t('users.columns.joined'), cell: (user) => <RelativeDate value={user.created_at} /> },
          { header: t('users.columns.actions'), cell: rowActions },
        ]}
      />
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
