import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepOutput, waitHealthy } from '../../scripts/lib/server.js';

// The start-up wait every script and process test uses: when a server does not come up, the failure must
// say why (what the process wrote, what the last health check saw), not only that it timed out.
/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return `http://127.0.0.1:${port}`;
}

const node = (code: string) => spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });

describe('waitHealthy', () => {
  it('fails at once when the server exits, with what it wrote', async () => {
    const proc = node(
      "console.log('listening soon'); console.error('DATABASE_URL is not a URL'); process.exit(3)",
    );
    const output = keepOutput(proc);
    const failure = await waitHealthy(proc, await closedPort(), { output }).then(
      () => new Error('it did not fail'),
      (err: Error) => err,
    );
    // Both lines, in whichever order the two pipes delivered them.
    expect(failure.message).toMatch(/exited \(3\) while starting: /);
    expect(failure.message).toContain('listening soon');
    expect(failure.message).toContain('DATABASE_URL is not a URL');
  });

  it('gives up after its budget, saying what the last try saw', async () => {
    const proc = node("console.error('waiting for the start-up lock'); setTimeout(() => {}, 60_000)");
    try {
      await expect(
        waitHealthy(proc, await closedPort(), { output: keepOutput(proc), budgetMs: 1_000 }),
      ).rejects.toThrow(
        /was not healthy after 1 s \(last try: ECONNREFUSED\): waiting for the start-up lock/,
      );
    } finally {
      proc.kill();
    }
  });
});
