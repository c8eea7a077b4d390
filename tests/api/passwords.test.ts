import { verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { POOL_SIZE, passwordPool } from '../../src/server/auth/password-pool.js';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords.js';

describe('password hashing in the worker pool', () => {
  it('makes an argon2id hash that verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('pa55word');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The hash is an ordinary argon2 hash: the library itself, on this thread, agrees.
    expect(await verify(hash, 'pa55word')).toBe(true);
    expect(await verifyPassword(hash, 'pa55word')).toBe(true);
    expect(await verifyPassword(hash, 'pa55worD')).toBe(false);
  });

  it('rejects an unknown user (no hash) and a malformed hash without throwing', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('answers every job when more arrive than there are workers, each with its own result', async () => {
    const passwords = Array.from({ length: POOL_SIZE * 3 }, (_, i) => `secret-${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
    expect(new Set(hashes).size).toBe(passwords.length);
    const checks = await Promise.all(
      hashes.flatMap((h, i) => [verifyPassword(h, passwords[i]), verifyPassword(h, `${passwords[i]}x`)]),
    );
    expect(checks).toEqual(passwords.flatMap(() => [true, false]));
  });

  it('keeps hashing while the event loop is busy: every job is done when the loop comes back', async () => {
    // Each worker works through its own inbox: it never waits for the event loop to hand it its next job
    // (under load, that hand-off held sign-ins back for seconds). Two jobs per worker are asked for, then
    // the loop is blocked far longer than they take; when it comes back every answer is already waiting.
    await Promise.all(Array.from({ length: POOL_SIZE }, () => verifyPassword(null, 'x'))); // workers up
    const hash = await hashPassword('busy-loop');
    const settled: boolean[] = [];
    const jobs = Array.from({ length: POOL_SIZE * 2 }, (_, i) =>
      verifyPassword(hash, i % 2 ? 'busy-loop' : 'wrong').then((ok) => {
        settled[i] = true;
        return ok;
      }),
    );
    // Six seconds: four hashes take well under one on an idle machine, and this one may be busy.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 6000);
    // The answers wait in the workers' ports until the loop's next poll phase. This code runs inside one
    // port's delivery (the hash above), so a single turn can reach the check phase before the others'
    // ports are read: two immediates put one whole poll phase between the block and the count.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled.filter(Boolean)).toHaveLength(jobs.length);
    expect(await Promise.all(jobs)).toEqual(jobs.map((_, i) => i % 2 === 1));
  });

  it('answers every job when a worker stops on its own: the one it was on fails, the waiting go elsewhere', async () => {
    const hash = await hashPassword('stop-me');
    const jobs = Array.from({ length: POOL_SIZE * 3 }, (_, i) =>
      passwordPool.run<boolean>('verify', [hash, i % 2 ? 'stop-me' : 'nope']).then(
        (ok) => ({ i, ok }),
        (error: Error) => ({ i, failed: error.message }),
      ),
    );
    // Stopped from outside: the worker exits without an 'error' event.
    await passwordPool.workers()[0].terminate();
    const results = await Promise.all(jobs);
    expect(results.filter((r) => 'failed' in r).length).toBeLessThanOrEqual(1);
    for (const r of results) if ('ok' in r) expect(r.ok).toBe(r.i % 2 === 1);
    expect(await verifyPassword(hash, 'stop-me')).toBe(true);
  });

  it('a job that cannot be sent to a worker fails alone, and the answers after it stay in order', async () => {
    await expect(passwordPool.run('verify', [() => 'not copyable', 'x'])).rejects.toThrow(
      /could not be cloned/,
    );
    const hash = await hashPassword('after');
    expect(await Promise.all([verifyPassword(hash, 'after'), verifyPassword(hash, 'nope')])).toEqual([
      true,
      false,
    ]);
  });
});
