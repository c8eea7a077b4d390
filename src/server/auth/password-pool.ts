import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { createWorkerPool } from '../worker-pool.js';

/**
 * argon2 runs in a pool of worker threads (worker-pool.ts), one per core (ARGON2_THREADS overrides): each
 * check is about 15 ms of a free core and 19 MiB, and the event loop (which on PGlite also runs the
 * database) must stay free to answer everybody else meanwhile. See docs/decisions/0021-password-worker-pool.md.
 */
const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

export const POOL_SIZE = Math.max(1, Number(process.env.ARGON2_THREADS) || availableParallelism());

/** The pool's one way in: an object, so that a test can stand in for a worker that fails. */
export const passwordPool = createWorkerPool<'hash' | 'verify'>({
  name: 'Password worker',
  size: POOL_SIZE,
  workerData: { argon2: argon2Path },
  source: `
const argon2 = require(workerData.argon2);
function handle(op, args) {
  return op === 'hash' ? argon2.hashSync(...args) : argon2.verifySync(...args);
}`,
});
