// nginx (deploy/nginx.conf, unchanged but for its upstream servers and listen port) in front of two app
// servers on one PostgreSQL database; checks requests through it. Used by `npm run nginx-check` and
// tests/process/nginx.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

export async function nginxCheck(baseUrl: string, ports: [number, number, number]): Promise<Check[]> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed: run bash scripts/install-nginx.sh');
  return withDatabase(
    baseUrl,
    async (url) => {
      const [proxyPort, ...appPorts] = ports;
      const servers = appPorts.map((p) => spawnServer(url, p, { TRUST_PROXY: 'true' }));
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
