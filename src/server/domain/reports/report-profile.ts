import { eq, sql } from 'drizzle-orm';
import type { Report, ReportProfile } from '../../../shared/report.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** The name and conditions the user's report is made out to (none until filled in Settings). */
export async function getReportProfile(db: DbOrTx, userId: number): Promise<ReportProfile> {
  const [row] = await db
    .select({ displayName: users.displayName, conditions: users.conditions })
    .from(users)
    .where(eq(users.id, userId));
  return { displayName: row?.displayName ?? null, conditions: row?.conditions ?? [] };
}

/** The report's `profile`: who it is made out to, and the language its owner chose (a shared page opens in it). */
export async function reportOwner(db: DbOrTx, userId: number): Promise<Report['profile']> {
  const [row] = await db
    .select({ displayName: users.displayName, conditions: users.conditions, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return {
    displayName: row?.displayName ?? null,
    conditions: row?.conditions ?? [],
    language: row?.language ?? null,
  };
}

/**
 * Saves them. The journal's version changes too: shared reports are kept per version (share-cache.ts), and
 * a link opened after the change shows the new name, not the one kept.
 */
export async function saveReportProfile(db: DbOrTx, userId: number, profile: ReportProfile) {
  await db
    .update(users)
    .set({ ...profile, entriesVersion: sql`gen_random_uuid()` })
    .where(eq(users.id, userId));
  return getReportProfile(db, userId);
}

/** GET and PUT /api/user/report-profile: who the report is made out to. */
export const reportProfileStore = { read: getReportProfile, write: saveReportProfile };
