import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { type GuardKind, mayOpen } from '../../../shared/screens';
import { homeFor, useAuth } from '../../lib/auth';
import { loginPathFor } from '../../lib/return-to';

/** The route guards, from the locally stored flags; the server checks every call again. */
export function Guard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const { authenticated, role } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  if (!authenticated || !role)
    return <Redirect to={loginPathFor(search ? `${path}?${search}` : path)} replace />;
  if (mayOpen(kind, role)) return <>{children}</>;
  // Elsewhere: a user's screen sends to the role's home, the admin's sends a manager to theirs.
  const to = kind === 'user' ? homeFor(role) : kind === 'admin' && role === 'manager' ? '/manager' : '/';
  return <Redirect to={to} replace />;
}
