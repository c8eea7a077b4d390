import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * argon2 runs in a pool of worker threads, one per core (ARGON2_THREADS overrides): each check is about
 * 15 ms of a free core and 19 MiB, and the event loop (which on PGlite also runs the database) must stay
 * free to answer everybody else meanwhile. A job is handed to a worker the moment it is asked for (the one
 * with the fewest waiting), and each worker works through its own inbox back to back: a worker never
 * waits for a busy event loop to give it its next job, so a loaded server still hashes at the pool's full
 * speed (only the answers wait for the loop). See docs/decisions/0021-password-worker-pool.md.
 */
type Job = {
  op: 'hash' | 'verify';
  args: unknown[];
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
};

// The worker's code is evaluated (CommonJS) rather than loaded from a file, so the same pool runs from the
// TypeScript sources (tests) and the compiled server alike; it loads argon2 from the path resolved here.
// Messages are handled in the order they arrive, one at a time, so answers come back in that order too.
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
  /** Sent to this worker and not answered yet, oldest first (the first is the one it is working on). */
  jobs: Job[];
}
const slots: Slot[] = [];

function startSlot(): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2: argon2Path } });
  const slot: Slot = { worker, jobs: [] };
  // An idle pool never keeps the process alive; a busy one does, so a script awaiting a hash finishes it.
  worker.unref();
  worker.on('message', (m: { ok: boolean; value?: unknown; message?: string }) => {
    const job = slot.jobs.shift();
    if (slot.jobs.length === 0) worker.unref();
    if (!job) return;
    if (m.ok) job.resolve(m.value);
    else job.reject(new Error(m.message));
  });
  // A worker that fails ('error', then 'exit') or stops on its own ('exit' alone) leaves the pool once.
  worker.on('error', (error) => retire(slot, error));
  worker.on('exit', (code) => retire(slot, new Error(`Password worker stopped (exit code ${code})`)));
  slots.push(slot);
  return slot;
}

/** Takes a worker out of the pool: the job it was working on fails, the ones waiting go to the others. */
function retire(slot: Slot, error: Error) {
  const at = slots.indexOf(slot);
  if (at === -1) return;
  slots.splice(at, 1);
  const [current, ...waiting] = slot.jobs;
  slot.jobs = [];
  current?.reject(error);
  for (const job of waiting) run(job);
}

function run(job: Job) {
  const least = slots.reduce<Slot | undefined>(
    (a, b) => (a && a.jobs.length <= b.jobs.length ? a : b),
    undefined,
  );
  const slot = least && (least.jobs.length === 0 || slots.length >= POOL_SIZE) ? least : startSlot();
  slot.jobs.push(job);
  slot.worker.ref();
  try {
    slot.worker.postMessage({ op: job.op, args: job.args });
  } catch (error) {
    // Never sent (an argument that cannot be copied): it fails alone, and the inbox keeps its order.
    slot.jobs.pop();
    if (slot.jobs.length === 0) slot.worker.unref();
    job.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/** The pool's one way in: an object, so that a test can stand in for a worker that fails. */
export const passwordPool = {
  /** The workers running now (tests stop one to see the pool carry on). */
  workers: () => slots.map((slot) => slot.worker),
  run<T>(op: Job['op'], args: unknown[]): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      run({ op, args, resolve: resolve as (v: unknown) => void, reject }),
    );
  },
};
