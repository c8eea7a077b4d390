// nginx (deploy/nginx.conf, unchanged but for its upstream servers and listen port) in front of two app
// servers on one PostgreSQL database; checks requests through it. Used by `npm run nginx-check` and
// tests/process/nginx.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/chromium.js';
import { apiRouteTable, type WalkCaller, walkRoutes } from './route-walk.js';
import { type Check, serverHealthy, spawnServer, stopServers, withDatabase } from './scale.js';
import { Session } from './server.js';

export function nginxBinary(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(p, ['-v']).status === 0) return p;
  }
  return null;
}

/** deploy/nginx.conf with its upstream servers and listen port replaced, and its files in `dir`. */
export function nginxConfig(upstreams: string[], port: number, dir: string) {
  const source = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8');
  const servers = source.match(/^ {4}server app\d+:3000 (.*);$/m);
  if (!servers) throw new Error('deploy/nginx.conf: no "server appN:3000 …;" line in the upstream');
  const conf = source
    .replace(/^ {4}server app\d+:3000 .*;\n/gm, '')
    .replace(
      /^( {4}least_conn;\n)/m,
      `$1${upstreams.map((u) => `    server ${u} ${servers[1]};\n`).join('')}`,
    )
    .replace(/^ {4}listen 8080;$/m, `    listen 127.0.0.1:${port};`)
    .replaceAll('/tmp/strain-journal-nginx', path.join(dir, 'nginx'));
  if (!conf.includes(`listen 127.0.0.1:${port};`)) throw new Error('deploy/nginx.conf: no "listen 8080;"');
  return conf;
}

/** One request through the proxy from a chosen local address (every 127.x.y.z is this machine). */
function from(
  localAddress: string,
  base: string,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; json: unknown; cookie: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${base}${url}`,
      {
        method,
        localAddress,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = text;
          }
          const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0];
          resolve({ status: res.statusCode ?? 0, json, cookie: cookie || headers.cookie || '' });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Chromium through the proxy: the sign-in screen, then Settings' currency, saved. */
async function browserSaves(base: string): Promise<[boolean, string]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const writes: string[] = [];
    page.on('response', (res) => {
      if (res.request().method() !== 'GET' && res.url().includes('/api/')) writes.push(`${res.status()}`);
    });
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('scale-admin-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    await page.goto(`${base}/settings`);
    await page.getByLabel('Currency', { exact: true }).selectOption('CHF');
    await page.getByText('Currency saved').first().waitFor({ timeout: 15_000 });
    const saved = await page.evaluate(async () => (await fetch('/api/user/currency')).json());
    const ok = (saved as { currency?: string }).currency === 'CHF';
    return [ok, `on ${base}: writes answered ${writes.join(',')}; currency now ${JSON.stringify(saved)}`];
  } catch (err) {
    return [false, `on ${base}: ${String(err).split('\n')[0]}`];
  } finally {
    await browser.close();
  }
}

export async function nginxCheck(baseUrl: string, ports: [number, number, number]): Promise<Check[]> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed: run bash scripts/install-nginx.sh');
  return withDatabase(
    baseUrl,
    async (url) => {
      const [proxyPort, ...appPorts] = ports;
      const servers = appPorts.map((p) => spawnServer(url, p, { TRUST_PROXY: '1' }));
      const dir = mkdtempSync(path.join(tmpdir(), 'sj-nginx-'));
      const conf = path.join(dir, 'nginx.conf');
      writeFileSync(
        conf,
        nginxConfig(
          appPorts.map((p) => `127.0.0.1:${p}`),
          proxyPort,
          dir,
        ),
      );
      const proxy = spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let nginxErr = '';
      proxy.stderr?.on('data', (d) => {
        nginxErr += d;
      });
      try {
        await Promise.all(servers.map(serverHealthy));
        await serverHealthy({ proc: proxy, base: `http://127.0.0.1:${proxyPort}` });
        const base = `http://127.0.0.1:${proxyPort}`;
        const checks: Check[] = [];
        const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

        const health = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`${base}/api/health`).then((r) => r.status)),
        );
        check(
          'health through nginx',
          health.every((s) => s === 200),
          health.join(','),
        );

        const s = new Session(base);
        const login = await s.request('POST', '/api/login', {
          username: 'admin',
          password: 'scale-admin-pass',
        });
        s.userId = login.json?.id;
        const reads = await Promise.all(Array.from({ length: 10 }, () => s.request('GET', '/api/user')));
        check(
          'a session made through nginx works on every request, whichever server answers',
          login.status === 200 && reads.every((r) => r.status === 200),
          `login ${login.status}, reads ${reads.map((r) => r.status).join(',')}`,
        );

        // A client cannot choose the address its limits count by forging X-Forwarded-For: nginx passes the
        // address it saw, and the servers trust that one hop only. Each party below connects from its own
        // loopback address (127.0.0.2, .3, .4), so nginx sees three different clients.
        const owner = '127.0.0.2';
        const attacker = '127.0.0.3';
        const clinician = '127.0.0.4';
        const badToken = (i: number) => `/api/shared/${'x'.repeat(43)}${i}`;
        const rotating = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            from(attacker, base, 'GET', badToken(i), { 'x-forwarded-for': `198.51.100.${i}` }),
          ),
        );
        const count = (list: { status: number }[], status: number) =>
          list.filter((r) => r.status === status).length;
        check(
          'a rotating forged X-Forwarded-For: 40 bad share tokens from one client meet the limit of 20 a minute',
          count(rotating, 404) === 20 && count(rotating, 429) === 20,
          `${count(rotating, 404)} × 404, ${count(rotating, 429)} × 429`,
        );

        const created = await s.request('POST', '/api/admin/users', {
          username: 'proxied_owner',
          password: 'owner-pass-1234',
          role: 'user',
        });
        const ownerSignIn = () =>
          from(
            owner,
            base,
            'POST',
            '/api/login',
            {},
            { username: 'proxied_owner', password: 'owner-pass-1234' },
          );
        const first = await ownerSignIn();
        const share = await from(owner, base, 'POST', '/api/shares', { cookie: first.cookie }, {});
        const shareUrl = (share.json as { url?: string })?.url ?? '';
        const wrong = [];
        for (let i = 0; i < 12; i++) {
          const body = { username: 'proxied_owner', password: `nope-${i}` };
          wrong.push(
            (await from(attacker, base, 'POST', '/api/login', { 'x-forwarded-for': owner }, body)).status,
          );
        }
        const again = await ownerSignIn();
        check(
          "a forged X-Forwarded-For naming the owner: the attacker's wrong passwords are limited, the owner still signs in",
          created.status === 201 && wrong.at(-1) === 429 && again.status === 200,
          `create ${created.status}, wrong ${wrong.join(',')}; then the owner ${again.status}`,
        );

        const lockout = await Promise.all(
          Array.from({ length: 25 }, (_, i) =>
            from(attacker, base, 'GET', badToken(100 + i), { 'x-forwarded-for': clinician }),
          ),
        );
        const view = await from(clinician, base, 'GET', `/api${shareUrl}`);
        check(
          'a forged X-Forwarded-For naming a clinician: bad tokens do not lock the clinician out of a valid link',
          share.status === 201 && count(lockout, 429) > 0 && view.status === 200,
          `share ${share.status}; attacker ${count(lockout, 404)} × 404, ${count(lockout, 429)} × 429; clinician ${view.status}`,
        );

        // The door, through nginx: every route in every spelling (scripts/lib/route-walk.ts) answers as the
        // plain path does, or 404, never a handler's answer.
        const callers: WalkCaller[] = [{ role: 'admin', cookie: s.cookie }];
        for (const role of ['user', 'manager'] as const) {
          const username = `walk_${role}`;
          await s.request('POST', '/api/admin/users', { username, password: 'walk-pass-1234', role });
          const signedIn = await from(
            owner,
            base,
            'POST',
            '/api/login',
            {},
            { username, password: 'walk-pass-1234' },
          );
          callers.push({ role, cookie: signedIn.cookie });
        }
        const walk = await walkRoutes(base, await apiRouteTable(), callers);
        check(
          'the route walk through nginx: every route, anonymous and each refused role, in 16 spellings',
          walk.failures.length === 0 && walk.sent > 1000,
          `${walk.sent} requests, ${walk.routed} answered as the plain path; ${walk.failures.slice(0, 3).join(' | ') || 'no other answer'}`,
        );

        // A real browser on this non-default port signs in and saves (nginx passes the Host with its port, so
        // the app's cross-site check sees the browser's own origin).
        check(
          'a browser on a non-default port signs in and saves through nginx',
          ...(await browserSaves(base)),
        );

        const metrics = await fetch(`${base}/metrics`);
        check('/metrics is not served through nginx', metrics.status === 404, `answered ${metrics.status}`);

        // Each server's own counters (read on loopback): both took part.
        const served = await Promise.all(
          servers.map(async (srv) => {
            const text = await (await fetch(`${srv.base}/metrics`)).text();
            const line = text
              .split('\n')
              .find((l) =>
                l.startsWith('http_requests_total{method="GET",route="/api/health",status="200"}'),
              );
            return Number(line?.split(' ')[1] ?? 0);
          }),
        );
        check(
          'both app servers answered requests',
          served.every((n) => n > 1),
          served.join(' and '),
        );
        return checks;
      } finally {
        proxy.kill('SIGQUIT');
        await stopServers([...servers, { proc: proxy }]);
        rmSync(dir, { recursive: true, force: true });
        if (proxy.exitCode && proxy.exitCode !== 0 && nginxErr) console.error(nginxErr);
      }
    },
    `sj_nginx_${process.pid}`,
  );
}
