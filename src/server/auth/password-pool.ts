import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * argon2 runs in a pool of worker threads, one per core (ARGON2_THREADS overrides): each hash is about
 * 40 ms of CPU and 19 MiB, and the event loop (which on PGlite also runs the database) must stay free to
 * answer everybody else meanwhile. Jobs beyond the pool's size wait in a queue here, first come first
 * served. See docs/decisions/0021-password-worker-pool.md.
 */
type Job = {
  op: 'hash' | 'verify';
  args: unknown[];
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
};

// The worker's code is evaluated (CommonJS) rather than loaded from a file, so the same pool runs from the
// TypeScript sources (tests) and the compiled server alike; it loads argon2 from the path resolved here.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
parentPort.on('message', ({ op, args }) => {
  try {
    const value = op === 'hash' ? argon2.hashSync(...args) : argon2.verifySync(...args);
    parentPort.postMessage({ ok: true, value });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.message || error) });
  }
});`;

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

export const POOL_SIZE = Math.max(1, Number(process.env.ARGON2_THREADS) || availableParallelism());

interface Slot {
  worker: Worker;
  job: Job | null;
}
const slots: Slot[] = [];
const queue: Job[] = [];

function startSlot(): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2: argon2Path } });
  const slot: Slot = { worker, job: null };
  // An idle pool never keeps the process alive; a busy one does, so a script awaiting a hash finishes it.
  worker.unref();
  worker.on('message', (m: { ok: boolean; value?: unknown; message?: string }) => {
    const job = slot.job;
    slot.job = null;
    if (job) {
      if (m.ok) job.resolve(m.value);
      else job.reject(new Error(m.message));
    }
    next(slot);
  });
  worker.on('error', (error) => {
    slot.job?.reject(error);
    slot.job = null;
    slots.splice(slots.indexOf(slot), 1);
    const waiting = queue.shift();
    if (waiting) run(waiting);
  });
  slots.push(slot);
  return slot;
}

function next(slot: Slot) {
  const job = queue.shift();
  if (!job) {
    slot.worker.unref();
    return;
  }
  slot.job = job;
  slot.worker.ref();
  slot.worker.postMessage({ op: job.op, args: job.args });
}

function run(job: Job) {
  const idle = slots.find((s) => !s.job) ?? (slots.length < POOL_SIZE ? startSlot() : undefined);
  if (!idle) {
    queue.push(job);
    return;
  }
  idle.job = job;
  idle.worker.ref();
  idle.worker.postMessage({ op: job.op, args: job.args });
}

/** The pool's one way in: an object, so that a test can stand in for a worker that fails. */
export const passwordPool = {
  run<T>(op: Job['op'], args: unknown[]): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      run({ op, args, resolve: resolve as (v: unknown) => void, reject }),
    );
  },
};
