import { performance } from 'node:perf_hooks';

/**
 * Requests take turns on the event loop, in the order they arrived, with a budget per loop turn
 * (decision 0045).
 *
 * Since Node 20 (libuv 1.45) a server accepts one new connection per turn of the event loop. A request
 * read from a socket used to run at once, in that socket's callback, so one turn ran every request that had
 * arrived on a kept-alive connection: with the main thread saturated (PGlite runs the database on it) a
 * turn lasted half a second, new connections were accepted at two a second and waited in the kernel's
 * queue, while kept-alive clients were served again and again. Under `npm run load` a request waited up to
 * 14 s before the server saw it, and answered in a few milliseconds once it did.
 *
 * Now a request is only queued where it is read (setImmediate keeps the order), and the queue runs in the
 * loop's check phase until this turn has spent `TURN_BUDGET_MS`; the rest waits for the next turn, ahead
 * of anything read meanwhile. Between two turns the loop polls again: it accepts a connection, reads what
 * has arrived and delivers database answers. An idle or lightly loaded server never reaches the budget, so
 * a request only moves from the poll phase to the check phase of the same turn.
 */
export const TURN_BUDGET_MS = 10;

let turn = -1;
let turnStarted = 0;

/**
 * Runs `go` when the request's turn comes: this loop turn if its budget allows, else a later one. `clock`
 * is the time in milliseconds (the tests give one of their own, so a busy machine cannot split a turn).
 */
export function takeTurn(go: () => void, budgetMs = TURN_BUDGET_MS, clock = () => performance.now()): void {
  setImmediate(function whenItsTurn() {
    // Node before 20.18 has no loop counter: there every request runs in the turn it was read in.
    const loopCount = performance.nodeTiming.uvMetricsInfo?.loopCount;
    if (loopCount === undefined) return go();
    const now = clock();
    if (loopCount !== turn) {
      turn = loopCount;
      turnStarted = now;
    } else if (now - turnStarted >= budgetMs) {
      // Queued again now, so it runs in the next turn before the requests read in that turn's poll.
      setImmediate(whenItsTurn);
      return;
    }
    go();
  });
}
