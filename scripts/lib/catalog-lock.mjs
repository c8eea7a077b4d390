// One writer of the catalogs at a time (npm run i18n and scripts/i18n-fill.mjs): several people, or agents,
// extracting and filling at once would otherwise write over each other's translations. A directory is the
// lock (mkdir is atomic); one left by a killed run is taken over after a minute.
import { mkdirSync, rmSync, statSync } from 'node:fs';

const LOCK = 'src/locales/.lock';

export function withCatalogLock(work) {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      let age = 0;
      try {
        age = Date.now() - statSync(LOCK).mtimeMs;
      } catch {}
      if (age > 60_000) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() - started > 5 * 60_000) throw new Error(`${LOCK} held for 5 minutes`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
