import { Leaf, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { LoginResponse } from '../../shared/auth';
import { PRODUCT_NAME } from '../../shared/constants';
import { INVALID_LOGIN_MESSAGE, loginProblems } from '../../shared/login';
import { ApiError, apiRequest, errorMessage } from '../lib/api';
import { auth, homeFor, useAuth } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { NEXT_PARAM, safeReturnPath } from '../lib/return-to';
import { Button } from '../ui/button';
import { FieldError, Input, Label } from '../ui/field';
import { toast } from '../ui/toast';

type Errors = Partial<Record<'username' | 'password', string>>;

export default function LoginPage() {
  const { authenticated, role } = useAuth();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Where a guard stopped the visitor; only a same-origin path is honoured.
  const back = safeReturnPath(new URLSearchParams(useSearch()).get(NEXT_PARAM));

  if (authenticated) return <Redirect to={back ?? homeFor(role)} replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problems = loginProblems(username, password);
    if (problems.username || problems.password) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await apiRequest('POST', '/api/login', { username: username.trim(), password });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { error?: string };
        toast({
          title: 'Login failed',
          description: body.error || INVALID_LOGIN_MESSAGE,
          variant: 'destructive',
        });
        return;
      }
      const user = (await res.json()) as LoginResponse;
      queryClient.clear();
      auth.signIn(user);
      toast({ title: 'Login successful', description: `Welcome to ${PRODUCT_NAME}` });
      navigate(back ?? homeFor(user.role), { replace: true });
    } catch (err) {
      toast({
        title: 'Login failed',
        description: err instanceof ApiError ? errorMessage(err) : 'An unexpected error occurred',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-primary-soft to-background px-4 py-10"
    >
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <div className="mx-auto mb-4 inline-flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg">
            <Leaf className="size-9" aria-hidden="true" />
          </div>
          <h1 className="text-3xl font-bold tracking-tight">
            Welcome to <span className="text-primary">{PRODUCT_NAME}</span>
          </h1>
          <p className="mt-2 text-muted-foreground">Sign in to track your cannabis experiences</p>
        </div>
        <form
          onSubmit={submit}
          noValidate
          className="space-y-4 rounded-3xl border border-border bg-card p-6 shadow-sm"
        >
          <div className="space-y-1.5">
            <Label htmlFor="username">Username</Label>
            <Input
              id="username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={Boolean(errors.username)}
              aria-describedby={errors.username ? 'username-error' : undefined}
            />
            <FieldError id="username-error">{errors.username}</FieldError>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="password">Password</Label>
            <Input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'password-error' : undefined}
            />
            <FieldError id="password-error">{errors.password}</FieldError>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" /> Signing in...
              </>
            ) : (
              'Sign in'
            )}
          </Button>
        </form>
      </div>
    </main>
  );
}
