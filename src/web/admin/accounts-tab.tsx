import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Pencil, Search, Trash2, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type AdminUser, createUserInput, updateUserInput } from '../../shared/admin';
import { label, ROLES, type Role } from '../../shared/constants';
import { type Column, DataTable, Pagination } from '../dashboard/data-table';
import { formatDateTime } from '../dashboard/format';
import { useDebounced } from '../dashboard/paged';
import { errorMessage, sendJson } from '../lib/api';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog, DialogContent } from '../ui/dialog';
import { FieldError, Input, Label, NativeSelect } from '../ui/field';
import { toast } from '../ui/toast';
import { adminQueries } from './api';

const PAGE_SIZE = 25;

const ROLE_TONE: Record<Role, string> = {
  admin: 'bg-foreground text-background',
  manager: 'bg-primary text-primary-foreground',
  user: 'bg-muted text-foreground',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', ROLE_TONE[role])}>
      {label(role)}
    </span>
  );
}

/** Accounts: the users table, create and edit dialogs, delete with confirmation. */
export function AccountsTab() {
  const { userId } = useAuth();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(q);
  const users = useQuery(adminQueries.users({ q: search, page, pageSize: PAGE_SIZE }));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  // After a create, edit or delete, the list (and the counts elsewhere) are fetched again.
  const refetch = () => queryClient.invalidateQueries({ queryKey: adminQueries.all() });

  const remove = useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/admin/users/${id}`),
    onSuccess: () => {
      setDeleting(null);
      toast({ title: 'User deleted', description: 'The user has been deleted successfully' });
      void refetch();
    },
    onError: (err) =>
      toast({
        title: 'Failed to delete user',
        description: errorMessage(err, 'Failed to delete user'),
        variant: 'destructive',
      }),
  });

  const columns: Column<AdminUser>[] = [
    { key: 'id', header: 'ID', className: 'tabular-nums text-muted-foreground', cell: (u) => u.id },
    {
      key: 'username',
      header: 'Username',
      phone: 'title',
      cell: (u) => <span className="font-medium">{u.username}</span>,
    },
    { key: 'role', header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
    {
      key: 'created',
      header: 'Created At',
      className: 'whitespace-nowrap',
      cell: (u) => formatDateTime(u.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'actions',
      className: 'text-right',
      cell: (u) => {
        const self = u.id === userId;
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={self ? 'Change your own account in Settings' : `Edit ${u.username}`}
              title={self ? 'Change your own account in Settings' : undefined}
              disabled={self}
              onClick={() => setEditing(u)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive"
              aria-label={self ? 'You cannot delete your own account' : `Delete ${u.username}`}
              title={self ? 'You cannot delete your own account' : undefined}
              disabled={self}
              onClick={() => setDeleting(u)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full max-w-xs gap-1">
          <Label htmlFor="accounts-q">Search users</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="accounts-q"
              type="search"
              className="pl-9"
              placeholder="Username"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" /> Add New User
        </Button>
      </div>
      <DataTable
        label="Users"
        columns={columns}
        rows={users.data?.rows}
        rowKey={(u) => u.id}
        empty="No users found"
        loading={users.isPending}
        error={users.isError ? users.error.message : null}
      />
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={users.data?.total}
        busy={users.isFetching}
        onPage={setPage}
        label="users"
      />

      {creating ? <CreateUserDialog onClose={() => setCreating(false)} onDone={refetch} /> : null}
      {editing ? <EditUserDialog user={editing} onClose={() => setEditing(null)} onDone={refetch} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete the user account and all associated data."
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}

type Errors = Partial<Record<'username' | 'password' | 'newPassword' | 'role', string>>;

function issuesOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

function RoleSelect({ id, value, onChange }: { id: string; value: Role; onChange: (role: Role) => void }) {
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as Role)}>
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {label(r)}
        </option>
      ))}
    </NativeSelect>
  );
}

function PasswordInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  autoComplete,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  invalid: boolean;
  describedBy?: string;
  autoComplete: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        className="pr-12"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <button
        type="button"
        className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:text-foreground"
        aria-label={shown ? 'Hide password' : 'Show password'}
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

function CreateUserDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [errors, setErrors] = useState<Errors>({});
  const create = useMutation({
    mutationFn: (body: unknown) => sendJson<AdminUser>('POST', '/api/admin/users', body),
    onSuccess: () => {
      toast({ title: 'User created', description: 'The user has been created successfully' });
      onDone();
      onClose();
    },
    onError: (err) =>
      toast({
        title: 'Failed to create user',
        description: errorMessage(err, 'Failed to create user'),
        variant: 'destructive',
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createUserInput.safeParse({ username, password, role });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    create.mutate(parsed.data);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Add New User" description="Create an account; share the password with its owner.">
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="new-username">Username</Label>
            <Input
              id="new-username"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={Boolean(errors.username)}
              aria-describedby={errors.username ? 'new-username-error' : undefined}
            />
            <FieldError id="new-username-error">{errors.username}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-password">Password</Label>
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              invalid={Boolean(errors.password)}
              describedBy={errors.password ? 'new-password-error' : undefined}
            />
            <FieldError id="new-password-error">{errors.password}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-role">Role</Label>
            <RoleSelect id="new-role" value={role} onChange={setRole} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create User'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function EditUserDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser;
  onClose: () => void;
  onDone: () => void;
}) {
  const [username, setUsername] = useState(user.username);
  const [role, setRole] = useState<Role>(user.role);
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const passwords = useQuery(adminQueries.testPasswords());
  const current = passwords.data?.[user.username.toLowerCase()] ?? '';
  const update = useMutation({
    mutationFn: (body: unknown) => sendJson<AdminUser>('PATCH', `/api/admin/users/${user.id}`, body),
    onSuccess: () => {
      toast({ title: 'User updated', description: 'The user has been updated successfully' });
      onDone();
      onClose();
    },
    onError: (err) =>
      toast({
        title: 'Failed to update user',
        description: errorMessage(err, 'Failed to update user'),
        variant: 'destructive',
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The new password is sent only when filled in.
    const body = newPassword ? { username, role, newPassword } : { username, role };
    const parsed = updateUserInput.safeParse(body);
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    update.mutate(body);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Edit User" description={`Account #${user.id}`}>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="edit-username">Username</Label>
            <Input
              id="edit-username"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={Boolean(errors.username)}
              aria-describedby={errors.username ? 'edit-username-error' : undefined}
            />
            <FieldError id="edit-username-error">{errors.username}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="edit-current-password">Current Password</Label>
            <Input
              id="edit-current-password"
              readOnly
              value={current}
              placeholder="Password only visible for new users"
              className="bg-muted"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="edit-new-password">New Password</Label>
            <PasswordInput
              id="edit-new-password"
              autoComplete="new-password"
              value={newPassword}
              onChange={setNewPassword}
              invalid={Boolean(errors.newPassword)}
              describedBy={errors.newPassword ? 'edit-new-password-error' : 'edit-new-password-hint'}
            />
            <p id="edit-new-password-hint" className="text-xs text-muted-foreground">
              Leave blank to keep the current password. A new password or role signs the user out everywhere.
            </p>
            <FieldError id="edit-new-password-error">{errors.newPassword}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="edit-role">Role</Label>
            <RoleSelect id="edit-role" value={role} onChange={setRole} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
