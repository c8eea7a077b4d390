import type { Report } from '../../../shared/report.js';

/**
 * Shared reports as JSON text, kept in this process per link under the owner's journal version
 * (`users.entries_version`, which triggers change on every write to entries) and time zone: an anonymous
 * link costs one build per change of the data, however often it is opened. Views that arrive while a build
 * runs wait for that build (one at a time per link and version), so 20 parallel views build once.
 * Bounded in bytes and age; a revoked or expired link is refused before this is asked.
 */
interface Kept {
  key: string;
  /** The answer as sent (UTF-8): encoding a large text again for every view was most of a warm view. */
  body: Buffer;
  keptAt: number;
}

export const SHARE_CACHE_MAX_BYTES = 32 * 2 ** 20;
const MAX_AGE_MS = 10 * 60_000;

const kept = new Map<number, Kept>();
const building = new Map<string, Promise<Buffer>>();
let keptBytes = 0;
let builds = 0;

function drop(shareId: number) {
  const item = kept.get(shareId);
  if (!item) return;
  kept.delete(shareId);
  keptBytes -= item.body.length;
}

function keep(shareId: number, key: string, body: Buffer, now: number) {
  drop(shareId);
  if (body.length > SHARE_CACHE_MAX_BYTES / 4) return;
  kept.set(shareId, { key, body, keptAt: now });
  keptBytes += body.length;
  for (const [id, item] of kept) {
    if (keptBytes <= SHARE_CACHE_MAX_BYTES && now - item.keptAt <= MAX_AGE_MS) break;
    drop(id);
  }
}

/** The link's report as JSON (UTF-8 bytes): kept, being built, or built now by `build`. */
export function sharedReport(
  at: { shareId: number; version: string; timeZone: string },
  build: () => Promise<Report>,
): Promise<Buffer> {
  const key = `${at.shareId}|${at.version}|${at.timeZone}`;
  const now = Date.now();
  const hit = kept.get(at.shareId);
  if (hit && hit.key === key && now - hit.keptAt <= MAX_AGE_MS) {
    kept.delete(at.shareId);
    kept.set(at.shareId, hit);
    return Promise.resolve(hit.body);
  }
  let pending = building.get(key);
  if (!pending) {
    builds++;
    pending = build()
      .then((report) => {
        const body = Buffer.from(JSON.stringify(report));
        keep(at.shareId, key, body, Date.now());
        return body;
      })
      .finally(() => building.delete(key));
    building.set(key, pending);
  }
  return pending;
}

/** Reports built since start (for /metrics): views beyond these were answered from memory. */
export function sharedReportBuilds() {
  return builds;
}
