/**
 * Shared reports as JSON text, kept in this process per link under the owner's journal version
 * (`users.entries_version`, which triggers change on every write to entries) and what else the report
 * depends on (`reportKey`: the owner's time zone, today in it): an anonymous
 * link costs one build per change of the data, however often it is opened. Views that arrive while a build
 * runs wait for that build (one at a time per link and version), so 20 parallel views build once.
 * Bounded in bytes and age; a revoked or expired link is refused before this is asked.
 */
import type { Report } from '../../../shared/report.js';
import { gzipText, keptBodies } from '../kept-bodies.js';

export const SHARE_CACHE_MAX_BYTES = 32 * 2 ** 20;

const reports = keptBodies({
  maxBytes: SHARE_CACHE_MAX_BYTES,
  maxBodyBytes: SHARE_CACHE_MAX_BYTES / 4,
  maxAgeMs: 10 * 60_000,
});
/**
 * The same reports gzipped for the browsers that take it, compressed once per key in libuv's thread pool
 * and kept beside the plain ones (as the journal's list is, decision 0069): a report of a few hundred
 * notes goes to a phone in a fifth of its bytes or less.
 */
const gzippedReports = keptBodies({
  maxBytes: SHARE_CACHE_MAX_BYTES / 4,
  maxBodyBytes: SHARE_CACHE_MAX_BYTES / 16,
  maxAgeMs: 10 * 60_000,
});
const building = new Map<string, Promise<Buffer>>();
let builds = 0;

/**
 * The link's report as JSON (UTF-8 bytes): kept, being built, or built now by `build`; with `gzip`, the
 * same bytes gzipped, kept under the same key.
 */
export function sharedReport(
  at: { shareId: number; version: string; report: string },
  build: () => Promise<Report>,
  { gzip = false } = {},
): Promise<Buffer> {
  const key = `${at.shareId}|${at.version}|${at.report}`;
  if (!gzip) return plainReport(at.shareId, key, build);
  return gzippedReports.orMake(at.shareId, key, Date.now(), async () =>
    gzipText(await plainReport(at.shareId, key, build)),
  );
}

function plainReport(shareId: number, key: string, build: () => Promise<Report>): Promise<Buffer> {
  const hit = reports.get(shareId, key, Date.now());
  if (hit) return Promise.resolve(hit);
  let pending = building.get(key);
  if (!pending) {
    builds++;
    pending = build()
      .then((report) => {
        const body = Buffer.from(JSON.stringify(report));
        reports.keep(shareId, key, body, Date.now());
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
