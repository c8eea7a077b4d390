import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff, UserPlus } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { type AdminUser, createUserInput, updateUserInput } from '../../../../shared/admin';
import { ROLES, type Role } from '../../../../shared/constants';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/dates';
import { applyApiError, useZodFormOf } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Input, NativeSelect, Options } from '../../../ui/field';
import { DeleteRecordDialog, FormDialog, useRecordDialogs } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { actionsColumn, type Column, idColumn, PagedTable } from '../dashboard/data-table';
import { RowActions, UserSearchBar } from '../dashboard/parts';
import { roleName } from '../dashboard/role-name';
import { usePagedQuery } from '../dashboard/use-paged-query';
import { adminQueries, useDeleteUser, useSaveUser } from './api';
import { InviteButton, InvitesAndSignUp } from './invites';

const PAGE_SIZE = 25;

const ROLE_TONE: Record<Role, string> = {
  admin: 'bg-foreground text-background',
  manager: 'bg-primary text-primary-foreground',
  user: 'bg-muted text-foreground',
};

export function RoleBadge({ role }: { role: Role }) {
  const { i18n } = useLingui();
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', ROLE_TONE[role])}>
      {roleName(i18n, role)}
    </span>
  );
}

/** Accounts: the users table, create and edit dialogs, delete with confirmation. */
export function AccountsTab() {
  const { userId } = useAuth();
  const [list, update, users] = usePagedQuery({ q: '', page: 1 }, PAGE_SIZE, adminQueries.users);
  const dialogs = useRecordDialogs<AdminUser>();
  const remove = useDeleteUser();
  const { t } = useLingui();

  const columns: Column<AdminUser>[] = [
    idColumn(),
    {
      key: 'username',
      header: t`Username`,
      phone: 'title',
      cell: (u) => <span className="font-medium">{u.username}</span>,
    },
    { key: 'role', header: t`Role`, cell: (u) => <RoleBadge role={u.role} /> },
    {
      key: 'created',
      header: t`Created At`,
      className: 'whitespace-nowrap',
      cell: (u) => formatDateTime(u.createdAt),
    },
    actionsColumn((u) => {
      const self = u.id === userId;
      return (
        <RowActions
          name={u.username}
          editBlocked={self ? t`Change your own account in Settings` : undefined}
          deleteBlocked={self ? t`You cannot delete your own account` : undefined}
          onEdit={() => dialogs.edit(u)}
          onDelete={() => dialogs.askDelete(u)}
        />
      );
    }),
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <UserSearchBar id="accounts-q" value={list.q} onChange={(q) => update({ q })}>
        <InviteButton />
        <Button onClick={dialogs.create}>
          <UserPlus aria-hidden="true" /> <Trans>Add New User</Trans>
        </Button>
      </UserSearchBar>
      <PagedTable
        label={t`Users`}
        columns={columns}
        empty={t`No users found`}
        pageLabel={t`users`}
        {...users}
      />
      <InvitesAndSignUp />

      {dialogs.creating ? <UserDialog onClose={dialogs.close} /> : null}
      {dialogs.editing ? <UserDialog user={dialogs.editing} onClose={dialogs.close} /> : null}
      <DeleteRecordDialog
        remove={remove}
        id={dialogs.deleting?.id}
        description={t`This action cannot be undone. This will permanently delete the user account and all associated data.`}
        onClose={dialogs.close}
      />
    </div>
  );
}

function PasswordInput(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  const [shown, setShown] = useState(false);
  const { t } = useLingui();
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:text-foreground"
        aria-label={shown ? t`Hide password` : t`Show password`}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        {shown ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}

interface UserValues {
  username: string;
  role: Role;
  /** Create: the password. */
  password: string;
  /** Edit: a new password, sent only when filled in. */
  newPassword: string;
}

/**
 * Create (no `user`) or edit an account, checked with the route's own schema. Admins never see a
 * password: an edit can only set a new one.
 */
function UserDialog({ user, onClose }: { user?: AdminUser; onClose: () => void }) {
  const form = useZodFormOf<UserValues, typeof createUserInput | typeof updateUserInput>(
    user ? updateUserInput : createUserInput,
    ({ username, role, password, newPassword }) =>
      user ? { username, role, ...(newPassword ? { newPassword } : {}) } : { username, password, role },
    {
      defaultValues: {
        username: user?.username ?? '',
        role: user?.role ?? 'user',
        password: '',
        newPassword: '',
      },
    },
  );
  const save = useSaveUser(user, (err) => applyApiError(form, err));
  const prefix = user ? 'edit' : 'new';
  const { i18n, t } = useLingui();

  return (
    <FormDialog
      title={user ? t`Edit User` : t`Add New User`}
      description={user ? t`Account #${user.id}` : t`Create an account; share the password with its owner.`}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) => save.mutate(body, { onSuccess: onClose }))}
      busy={save.isPending}
      submitLabel={user ? t`Save Changes` : t`Create User`}
      busyLabel={user ? t`Saving...` : t`Creating...`}
    >
      <FormField
        form={form}
        name="username"
        label={t`Username`}
        id={`${prefix}-username`}
        className="grid gap-1.5"
      >
        <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      {user ? (
        <FormField
          form={form}
          name="newPassword"
          label={t`New Password`}
          id="edit-new-password"
          className="grid gap-1.5"
          hint={t`Leave blank to keep the current password. A new password or role signs the user out everywhere.`}
        >
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
      ) : (
        <FormField form={form} name="password" label={t`Password`} id="new-password" className="grid gap-1.5">
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
      )}
      <FormField form={form} name="role" label={t`Role`} id={`${prefix}-role`} className="grid gap-1.5">
        <NativeSelect {...form.register('role')}>
          <Options values={ROLES} label={(r) => roleName(i18n, r)} />
        </NativeSelect>
      </FormField>
    </FormDialog>
  );
}
