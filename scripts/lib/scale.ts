// Two app servers on one PostgreSQL database, started at the same moment, and the checks that prove they
// share everything. Used by `npm run scale-check` and tests/process/scale.test.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { dropPostgresDatabase, freshPostgresDatabase } from './pg-databases.js';
import { keepOutput, Session, waitHealthy } from './server.js';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface Server {
  proc: ChildProcess;
  base: string;
  /** What it has written so far (the tail). */
  output?: () => string;
}

export function spawnServer(databaseUrl: string, port: number, env: Record<string, string> = {}): Server {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'scale-admin-pass',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { proc, base: `http://127.0.0.1:${port}`, output: keepOutput(proc) };
}

/** `waitHealthy` for a server of `spawnServer` (or any process answering `/api/health` at `base`). */
export const serverHealthy = (server: Server) =>
  waitHealthy(server.proc, server.base, { output: server.output });

export async function withDatabase<T>(
  baseUrl: string,
  run: (url: string) => Promise<T>,
  name = `sj_scale_${process.pid}`,
): Promise<T> {
  const url = await freshPostgresDatabase(baseUrl, name);
  try {
    return await run(url);
  } finally {
    await dropPostgresDatabase(baseUrl, name);
  }
}

async function signIn(base: string, username: string, password: string) {
  const s = new Session(base);
  const res = await s.request('POST', '/api/login', { username, password });
  if (res.status !== 200) throw new Error(`sign-in as ${username} on ${base}: ${res.status}`);
  s.userId = res.json.id;
  return s;
}

/** A session of `from` used against another server. */
function on(base: string, from: Session) {
  const s = new Session(base);
  s.cookie = from.cookie;
  s.userId = from.userId;
  return s;
}

export async function scaleCheck(baseUrl: string, ports: [number, number] = [4461, 4462]): Promise<Check[]> {
  return withDatabase(baseUrl, async (url) => {
    const servers = ports.map((p) => spawnServer(url, p));
    try {
      await Promise.all(servers.map(serverHealthy));
      const [A, B] = servers.map((s) => s.base);
      const checks: Check[] = [];
      const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
      check('both servers started at once on one new database', true, 'migrations took turns');

      const admin = await signIn(A, 'admin', 'scale-admin-pass');
      for (const username of ['scale-user', 'scale-victim']) {
        const made = await admin.request('POST', '/api/admin/users', { username, password: 'scale-pass-1' });
        if (made.status !== 201) throw new Error(`create ${username}: ${made.status}`);
      }

      const alice = await signIn(A, 'scale-user', 'scale-pass-1');
      const onB = await on(B, alice).request('GET', '/api/user');
      check('a session made on A works on B', onB.status === 200, `B answered ${onB.status}`);

      await alice.request('POST', '/api/logout');
      const afterLogout = await on(B, alice).request('GET', '/api/user');
      check(
        'signed out on A: B refuses the session at once',
        afterLogout.status === 401,
        `B answered ${afterLogout.status}`,
      );

      const first = await signIn(B, 'scale-user', 'scale-pass-1');
      await first.request('GET', '/api/user'); // B knows it
      const second = await signIn(A, 'scale-user', 'scale-pass-1');
      const changed = await second.request('PUT', '/api/user/password', {
        currentPassword: 'scale-pass-1',
        newPassword: 'scale-pass-2',
      });
      const old = await first.request('GET', '/api/user');
      check(
        'password changed on A: B refuses the other session at once',
        changed.status === 200 && old.status === 401,
        `change ${changed.status}, B answered ${old.status}`,
      );

      const wrong = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          new Session(i % 2 ? A : B).request('POST', '/api/login', {
            username: 'scale-victim',
            password: `wrong-${i}`,
          }),
        ),
      );
      const limited = wrong.filter((r) => r.status === 429).length;
      check(
        '40 parallel wrong passwords split across A and B are limited',
        limited > 0 && wrong.every((r) => r.status === 401 || r.status === 429),
        `${limited} of 40 answered 429`,
      );

      const user = await signIn(A, 'scale-user', 'scale-pass-2');
      const reward = await admin.request('POST', '/api/admin/rewards', {
        name: 'Scale mug',
        pointsCost: 100,
      });
      if (reward.status !== 201) throw new Error(`create reward: ${reward.status}`);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      await db.query('update users set points = 1000 where id = $1', [user.userId]);
      await db.end();
      const redemptions = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const s = on(i % 2 ? A : B, user);
          const res = await fetch(`${s.base}/api/rewards/${reward.json.id}/redeem`, {
            method: 'POST',
            headers: { cookie: s.cookie, 'x-user-id': String(s.userId), 'idempotency-key': `scale-${i}` },
          });
          return res.status;
        }),
      );
      const spent = redemptions.filter((s) => s === 201).length;
      const balance = (await user.request('GET', '/api/user')).json.points;
      check(
        '50 parallel redemptions split across A and B never overspend',
        spent === 10 && balance === 0,
        `${spent} redeemed (10 affordable), balance ${balance}, statuses ${[...new Set(redemptions)].join('/')}`,
      );

      // B reads (and keeps, decision 0035) the journal list before A writes.
      const listedBefore = await on(B, user).request('GET', '/api/entries');
      const entry = await user.request('POST', '/api/entries', {
        strainName: 'Scale Haze',
        strainType: 'sativa',
        productType: 'flower',
        method: 'joint',
        dosage: '0.5 g',
        overallRating: 4,
        potencyRating: 3,
        appearanceRating: 3,
        aromaRating: 3,
        flavorRating: 3,
        smoothnessRating: 3,
        effects: [],
        allowManagerAccess: false,
      });
      const read = await on(B, user).request('GET', `/api/entries/${entry.json?.id}`);
      check(
        'an entry written on A is read on B',
        entry.status === 201 && read.status === 200 && read.json.strainName === 'Scale Haze',
        `write ${entry.status}, read ${read.status}`,
      );
      const listedAfter = await on(B, user).request('GET', '/api/entries');
      const listed = (listedAfter.json as Array<{ id: number }>) ?? [];
      check(
        'B’s journal list, kept before, shows the entry written on A',
        listedBefore.status === 200 &&
          listedAfter.status === 200 &&
          listed.some((e) => e.id === entry.json?.id),
        `list ${listedBefore.status} then ${listedAfter.status} with ${listed.length} entries`,
      );
      return checks;
    } finally {
      await stopServers(servers);
    }
  });
}

export function stopServers(servers: Array<{ proc: ChildProcess }>) {
  return Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.proc.exitCode !== null) return resolve();
          s.proc.on('exit', () => resolve());
          s.proc.kill('SIGTERM');
        }),
    ),
  );
}
