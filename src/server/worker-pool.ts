import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A pool of worker threads for CPU work that must not hold the event loop (which on PGlite also runs the
 * database): password hashing, Web Push encryption. A job is handed to a worker the moment it is asked
 * for (the one with the fewest waiting), and each worker works through its own inbox back to back: a
 * worker never waits for a busy event loop to give it its next job, so a loaded server still works at the
 * pool's full speed (only the answers wait for the loop). See docs/decisions/0021-password-worker-pool.md.
 *
 * The worker's code is evaluated (CommonJS) rather than loaded from a file, so the same pool runs from the
 * TypeScript sources (tests) and the compiled server alike. It must define `handle(op, args)`, returning
 * the answer; messages are handled in the order they arrive, one at a time, so answers come back in order.
 */
type Job = {
  op: string;
  args: unknown[];
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
};

interface Slot {
  worker: Worker;
  /** Sent to this worker and not answered yet, oldest first (the first is the one it is working on). */
  jobs: Job[];
}

export interface WorkerPool<Op extends string = string> {
  /** The workers running now (tests stop one to see the pool carry on). */
  workers(): Worker[];
  run<T>(op: Op, args: unknown[]): Promise<T>;
}

export function createWorkerPool<Op extends string>(options: {
  /** The name its errors carry ("Password worker"). */
  name: string;
  /** CommonJS source that defines `function handle(op, args)`; `workerData` is in scope. */
  source: string;
  workerData?: unknown;
  size?: number;
}): WorkerPool<Op> {
  const size = Math.max(1, options.size ?? availableParallelism());
  const source = `
const { parentPort, workerData } = require('node:worker_threads');
${options.source}
parentPort.on('message', ({ op, args }) => {
  try {
    parentPort.postMessage({ ok: true, value: handle(op, args) });
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.message || error) });
  }
});`;
  const slots: Slot[] = [];

  function startSlot(): Slot {
    const worker = new Worker(source, { eval: true, workerData: options.workerData });
    const slot: Slot = { worker, jobs: [] };
    // An idle pool never keeps the process alive; a busy one does, so a script awaiting a job finishes it.
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
    worker.on('exit', (code) => retire(slot, new Error(`${options.name} stopped (exit code ${code})`)));
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
    for (const job of waiting) send(job);
  }

  function send(job: Job) {
    const least = slots.reduce<Slot | undefined>(
      (a, b) => (a && a.jobs.length <= b.jobs.length ? a : b),
      undefined,
    );
    const slot = least && (least.jobs.length === 0 || slots.length >= size) ? least : startSlot();
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

  return {
    workers: () => slots.map((slot) => slot.worker),
    run<T>(op: Op, args: unknown[]): Promise<T> {
      return new Promise<T>((resolve, reject) =>
        send({ op, args, resolve: resolve as (v: unknown) => void, reject }),
      );
    },
  };
}
