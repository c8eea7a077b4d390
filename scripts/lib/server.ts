// Starts the built server as a child process, and a tiny cookie-keeping HTTP client for scripts.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export const DIST = process.env.DIST_DIR ?? 'dist';

export interface Started {
  proc: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

/** The built server in `dist` (DIST_DIR's, by default) on `port`, once it answers its health check. */
export async function startServer(env: Record<string, string>, port: number, dist = DIST): Promise<Started> {
  // SERVER_NODE_ARGS (say "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server under a script's load;
  // SERVER_LOG=info prints the server's log at that level (each request's own responseTime) to stdout.
  const base = `http://127.0.0.1:${port}`;
  // A server left behind by an earlier run would answer the health check below before this one fails to
  // bind, and the script would measure the wrong build without a word: refuse instead.
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} already has a server (one left by an earlier run?): stop it first`);
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const proc = spawn(process.execPath, [...nodeArgs, path.resolve(dist, 'server/server/main.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: process.env.SERVER_LOG ?? 'warn',
      DIST_DIR: dist,
      ...env,
    },
    stdio: ['ignore', process.env.SERVER_LOG ? 'inherit' : 'pipe', 'pipe'],
  });
  const output = keepOutput(proc);
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  // Not left running when the script ends early (an error, or its output's reader gone).
  process.once('exit', () => proc.kill());
  await waitHealthy(proc, base, { output });
  return { proc, base, exited };
}

/** The last few kB a child process writes (stdout and stderr, where piped): what to show if it fails to start. */
export function keepOutput(proc: ChildProcess): () => string {
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk).slice(-4000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return () => out.trim() || '(it wrote nothing)';
}

/**
 * Waits for `base` to answer its health check (`path`). Up to a minute by default: starting from source
 * (tsx) on a busy two-core machine, with servers taking turns at the start-up lock, can take half of that.
 * Fails at once when the process ends; either way it says what the last try saw and what the process wrote
 * (`output`: attach `keepOutput` as the process starts, so that nothing it wrote is missed).
 */
export async function waitHealthy(
  proc: ChildProcess,
  base: string,
  { output = keepOutput(proc), budgetMs = 60_000, path = '/api/health' } = {},
): Promise<void> {
  const started = Date.now();
  let last = 'no try yet';
  while (Date.now() - started < budgetMs) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      // Its last words may still be in the pipes: 'close' comes once they are read (or a second passes).
      await Promise.race([once(proc, 'close'), new Promise((r) => setTimeout(r, 1_000))]);
      throw new Error(`${base} exited (${proc.exitCode ?? proc.signalCode}) while starting: ${output()}`);
    }
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
      last = `answered ${res.status}`;
    } catch (err) {
      const { cause, message } = err as Error & { cause?: { code?: string } };
      last = cause?.code ?? message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} was not healthy after ${budgetMs / 1000} s (last try: ${last}): ${output()}`);
}

export class Session {
  cookie = '';
  userId = 0;
  /** Sent with every request (a load script gives each simulated user its own x-forwarded-for). */
  constructor(
    readonly base: string,
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, url: string, body?: unknown) {
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.userId) headers['x-user-id'] = String(this.userId);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.base + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json: json as any };
  }

  async login(username: string, password: string) {
    const res = await this.request('POST', '/api/login', { username, password });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.json)}`);
    this.userId = res.json.id;
    return res.json as { id: number; role: string; username: string };
  }
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
