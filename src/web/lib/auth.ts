import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '../../shared/auth';
import type { Role } from '../../shared/constants';
import { watchPendingSignOut } from './sign-out-pending';
import { KEYS, storage } from './storage';

export interface AuthState {
  authenticated: boolean;
  userId: number | null;
  role: Role | null;
  username: string | null;
}

const listeners = new Set<() => void>();
let snapshot = read();

function read(): AuthState {
  const flag = storage.get(KEYS.authenticated) === 'true';
  const id = Number(storage.get(KEYS.userId));
  const role = storage.get(KEYS.userRole);
  // Half-written or tampered flags count as signed out, never as a role-less sign-in.
  const validRole = role === 'user' || role === 'manager' || role === 'admin';
  const authenticated = flag && Number.isInteger(id) && id > 0 && validRole;
  return {
    authenticated,
    userId: authenticated ? id : null,
    role: authenticated ? (role as Role) : null,
    username: authenticated ? storage.get(KEYS.username) : null,
  };
}

function emit() {
  snapshot = read();
  for (const l of listeners) l();
}

/** The locally stored sign-in flags: the guards and the request helper read these. */
export const auth = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** `signOutKey`: the sign-in answer's key of its session, so a later sign-out can end that one only. */
  signIn(user: LoginResponse, signOutKey?: string | null) {
    if (signOutKey) storage.set(KEYS.signOutKey, signOutKey);
    else storage.remove(KEYS.signOutKey);
    storage.set(KEYS.authenticated, 'true');
    storage.set(KEYS.userId, String(user.id));
    storage.set(KEYS.userRole, user.role);
    storage.set(KEYS.username, user.username);
    emit();
  },
  setUsername(username: string) {
    storage.set(KEYS.username, username);
    emit();
  },
  /** Sign-out clears the flag, id, role and username (the rest stays, like the onboarding flag). */
  clear() {
    storage.remove(KEYS.authenticated);
    storage.remove(KEYS.userId);
    storage.remove(KEYS.userRole);
    storage.remove(KEYS.username);
    storage.remove(KEYS.signOutKey);
    emit();
  },
};

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key?.startsWith(KEYS.authenticated.split(':')[0])) emit();
  });
}

// A sign-out the server was not told of yet is finished as the app starts and when the network is back.
watchPendingSignOut(() => snapshot.authenticated);

export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.get, auth.get);
}

/** Where a signed-in role starts. */
export function homeFor(role: Role | null): string {
  if (role === 'admin') return '/admin';
  if (role === 'manager') return '/manager';
  return '/';
}
