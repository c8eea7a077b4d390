import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { homeFor, useAuth } from '../lib/auth';
import { loginPathFor } from '../lib/return-to';

export type GuardKind = 'user' | 'manager' | 'admin' | 'any';

/** The route guards, from the locally stored flags; the server checks every call again. */
export function Guard({ kind, children }: { kind: GuardKind; children: ReactNode }) {
  const { authenticated, role } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  if (!authenticated || !role)
    return <Redirect to={loginPathFor(search ? `${path}?${search}` : path)} replace />;
  if (kind === 'user' && role !== 'user') return <Redirect to={homeFor(role)} replace />;
  if (kind === 'manager' && role !== 'manager' && role !== 'admin') return <Redirect to="/" replace />;
  if (kind === 'admin' && role !== 'admin')
    return <Redirect to={role === 'manager' ? '/manager' : '/'} replace />;
  return <>{children}</>;
}
