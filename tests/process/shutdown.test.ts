import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitHealthy } from '../../scripts/lib/server.js';

// The server runs from source through tsx: no build needed, so a fresh clone can run this file.
const MAIN = path.resolve('src/server/main.ts');

function start(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sj-shutdown-')),
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'admin-pass',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const healthy = (proc: ChildProcess, port: number) => waitHealthy(proc, `http://127.0.0.1:${port}`);

let child: ChildProcess | null = null;
afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
});

describe('graceful shutdown', () => {
  it('SIGTERM finishes the request in flight, refuses new work, and exits 0', async () => {
    const port = 4600 + Math.floor(Math.random() * 300);
    child = start(port);
    const proc = child;
    await healthy(proc, port);
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

    // A request truly in flight: its headers reach the server, then SIGTERM, then the rest of its body.
    const body = JSON.stringify({ username: 'admin', password: 'admin-pass' });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/login',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        proc.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 700);
    });
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ username: 'admin' });

    // New work is refused: a 503 on an open connection, or no connection at all.
    const late = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    expect(await exited).toBe(0);
    agent.destroy();
  }, 120_000);

  it('ends start-up with a banner: the address and, on the first start only, the admin password', async () => {
    const port = 4600 + Math.floor(Math.random() * 300);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sj-banner-'));
    const run = async () => {
      const proc = start(port, { ADMIN_PASSWORD: '', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      child = proc;
      let out = '';
      proc.stdout?.on('data', (c) => {
        out += c;
      });
      const exited = new Promise((resolve) => proc.on('exit', resolve));
      await healthy(proc, port);
      const atStart = out;
      proc.kill('SIGTERM');
      await exited;
      return atStart;
    };
    const first = await run();
    const match = first.match(/with password (\S+)/);
    expect(match).not.toBeNull();
    const password = match?.[1] ?? '';
    const banner = first.slice(first.lastIndexOf('Strain Journal is running at'));
    expect(banner).toContain(`http://127.0.0.1:${port}`);
    expect(banner).toContain(password);
    // Every JSON log line comes before the banner and none of them carries the password.
    const beforeBanner = first.slice(0, first.lastIndexOf('Strain Journal is running at'));
    // (request log lines of the health checks above are the only ones that may follow it)
    const logLines = first.split('\n').filter((l) => l.startsWith('{') && !l.includes('"reqId"'));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.every((l) => beforeBanner.includes(l))).toBe(true);
    expect(logLines.some((l) => l.includes(password))).toBe(false);

    const second = await run();
    expect(second).toContain('Strain Journal is running at');
    expect(second).not.toContain(password);
    expect(second).not.toContain('First start');
  }, 60_000);
});
