import { and, eq, lt } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Message, messageOf } from '../../../shared/message.js';
import {
  IMPORT_LOGGED_IN_FUTURE,
  IMPORT_RUNNING_MESSAGE,
  type ImportReport,
  importEntryInput,
  type importInput,
} from '../../../shared/privacy.js';
import { SESSION_FIELDS, sessionTimeProblem } from '../../../shared/sessions.js';
import { userSettingsSchema } from '../../../shared/settings.js';
import { stashItemInput, stockFromLegacy } from '../../../shared/stash.js';
import { strainKey } from '../../../shared/strains.js';
import type { Db } from '../../db/client.js';
import { entries, favorites, importRuns, wishlistItems } from '../../db/schema.js';
import { AppError, conflict } from '../../errors.js';
import { sessionColumns } from '../entries/session-values.js';
import { importExperiments, parseExperimentImports } from '../experiments/experiment-data.js';
import { syncAchievements } from '../progress/achievements.js';
import { lockProgress } from '../progress/points.js';
import { chooseLanguage } from './language.js';
import { saveSettings } from './settings.js';

type SessionField = (typeof SESSION_FIELDS)[number];
const IS_SESSION_FIELD = new Set<string>(SESSION_FIELDS);

/** The session fields of an exported entry (the list the schema names once: shared/sessions.ts). */
function pickSessionFields<T extends Record<string, unknown>>(entry: T): Pick<T, SessionField & keyof T> {
  return Object.fromEntries(SESSION_FIELDS.map((f) => [f, entry[f]])) as Pick<T, SessionField & keyof T>;
}

/** The rest of it. */
function withoutSessionFields<T extends Record<string, unknown>>(entry: T): Omit<T, SessionField> {
  return Object.fromEntries(Object.entries(entry).filter(([k]) => !IS_SESSION_FIELD.has(k))) as Omit<
    T,
    SessionField
  >;
}

const IMPORT_BATCH = 100;

/** An entry's time of logging may not lie ahead of the server's clock (beyond the same slack as a session). */
function loggedTimeProblem(createdAt: string | null | undefined, now: Date): string | null {
  return createdAt && sessionTimeProblem(createdAt, now) ? IMPORT_LOGGED_IN_FUTURE : null;
}
/** A run older than this was cut off (a crash, a restart): another import may take over. */
const STALE_RUN_MS = 15 * 60 * 1000;

/**
 * Runs an account's import alone: a row in import_runs while it runs (409 for a second one, on any app
 * server), removed when it ends, whatever happens.
 */
async function runAlone(db: Db, userId: number, now: Date, work: () => Promise<void>) {
  await db
    .delete(importRuns)
    .where(
      and(eq(importRuns.userId, userId), lt(importRuns.startedAt, new Date(now.getTime() - STALE_RUN_MS))),
    );
  const claimed = await db
    .insert(importRuns)
    .values({ userId, startedAt: now })
    .onConflictDoNothing()
    .returning({ userId: importRuns.userId });
  if (claimed.length === 0) throw conflict(IMPORT_RUNNING_MESSAGE);
  try {
    await work();
  } finally {
    await db.delete(importRuns).where(eq(importRuns.userId, userId));
  }
}

/** An item a refused import names, with why as a message: the answer says it in the reader's language. */
export type RefusedItem = Omit<ImportReport['rejected'][number], 'reason'> & { reason: Message };

/** A refused import carries its report, so the client can say which items to fix. */
export class ImportRefused extends AppError {
  constructor(
    message: string | Message,
    readonly report: Omit<ImportReport, 'rejected'> & { rejected: RefusedItem[] },
  ) {
    super(400, message);
  }
}

const STASH_KEYS = [
  'list',
  'strainName',
  'strainType',
  'productType',
  'quantity',
  'quantityUnit',
  'currentAmount',
  'notes',
];

function firstIssue(error: z.ZodError) {
  const issue = error.issues[0];
  return issue ? issue.message : /*i18n*/ 'Invalid value';
}

/** Why an item was refused (a schema's message, or ours), named by its strain when it has one. */
const reasonFor = (problem: string, v: unknown): Message => {
  const name =
    v && typeof v === 'object' && 'strainName' in v ? String((v as { strainName: unknown }).strainName) : '';
  return name
    ? { id: /*i18n*/ '{problem} ({name})', values: { problem: messageOf(problem), name: name.slice(0, 40) } }
    : messageOf(problem);
};

/** Lets other requests run (a large import's work is done IMPORT_BATCH items at a time between them). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** `items.map(f)`, with a turn for other requests every IMPORT_BATCH items. */
async function mapInTurns<T, R>(items: readonly T[], f: (item: T, index: number) => R): Promise<R[]> {
  const out: R[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % IMPORT_BATCH === 0) await nextTurn();
    out.push(f(item, index));
  }
  return out;
}

/**
 * Imports entries, favorites, stash items and settings: every item is validated with the shared schemas
 * first; one invalid item refuses the whole file with the list of what is wrong and why, before anything
 * is written. Entries already in the journal (same strain and time) are skipped. Points are never
 * imported: imported entries count as already paid (they still count in achievements' progress).
 * One import per account at a time; entries go in short batches so the server stays responsive.
 */
export async function importUserData(db: Db, userId: number, file: z.output<typeof importInput>, now: Date) {
  const report: ImportReport = {
    imported: { entries: 0, favorites: 0, stash: 0, settings: false },
    rejected: [],
    skipped: 0,
  };
  const rejected: RefusedItem[] = [];
  if (
    !file.entries?.length &&
    !file.favorites?.length &&
    !file.stash?.length &&
    !file.experiments?.length &&
    file.settings === undefined
  ) {
    throw new AppError(400, /*i18n*/ 'This file has nothing to import');
  }

  const entryRows = await mapInTurns(file.entries ?? [], (raw, index) => {
    const parsed = importEntryInput.safeParse(raw);
    const problem = parsed.success
      ? (sessionTimeProblem(parsed.data.consumedAt, now) ?? loggedTimeProblem(parsed.data.createdAt, now))
      : firstIssue(parsed.error);
    if (problem) rejected.push({ kind: 'entry', index, reason: reasonFor(problem, raw) });
    return parsed.success && !problem ? parsed.data : null;
  });
  const stashRows = (file.stash ?? []).map((raw, index) => {
    const picked =
      raw && typeof raw === 'object'
        ? Object.fromEntries(
            Object.entries(raw).filter(([k, v]) => STASH_KEYS.includes(k) && v !== undefined),
          )
        : raw;
    const parsed = stashItemInput.safeParse(picked);
    if (!parsed.success)
      rejected.push({ kind: 'stash', index, reason: reasonFor(firstIssue(parsed.error), raw) });
    const oldId = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
    return parsed.success
      ? { oldId: typeof oldId === 'number' ? oldId : undefined, values: parsed.data }
      : null;
  });
  const oldIds = new Set(entryRows.flatMap((e) => (e?.id !== undefined ? [e.id] : [])));
  const favoriteRows = (file.favorites ?? []).map((raw, index) => {
    const entryId = raw && typeof raw === 'object' ? (raw as { entryId?: unknown }).entryId : undefined;
    if (typeof entryId !== 'number' || !oldIds.has(entryId)) {
      rejected.push({
        kind: 'favorite',
        index,
        reason: { id: /*i18n*/ 'It refers to an entry that is not in this file' },
      });
      return null;
    }
    return entryId;
  });
  let settings = null;
  if (file.settings !== undefined) {
    const parsed = userSettingsSchema.safeParse(file.settings);
    if (!parsed.success)
      rejected.push({ kind: 'settings', index: 0, reason: messageOf(firstIssue(parsed.error)) });
    else settings = parsed.data;
  }

  const experimentRows = parseExperimentImports(file.experiments ?? []);
  for (const { index, reason } of experimentRows.problems)
    rejected.push({ kind: 'experiment', index, reason: messageOf(reason) });

  if (rejected.length > 0) {
    const n = rejected.length;
    throw new ImportRefused(
      n === 1
        ? /*i18n*/ 'Nothing was imported: 1 item needs fixing'
        : { id: /*i18n*/ 'Nothing was imported: {n} items need fixing', values: { n } },
      { ...report, rejected },
    );
  }

  await runAlone(db, userId, now, async () => {
    // Stash items first, so the entries logged from them link to them again (by their new ids).
    const stashIdMap = new Map<number, number>();
    const items = stashRows.filter((item) => item !== null);
    if (items.length > 0) {
      const ids = await db
        .insert(wishlistItems)
        .values(
          items.map((item) => ({
            ...item.values,
            // The quantity is the truth; a file's level is kept where the quantity allows it.
            ...(item.values.list === 'stash'
              ? stockFromLegacy(item.values.quantity, item.values.currentAmount)
              : {}),
            userId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: wishlistItems.id });
      items.forEach((item, j) => {
        if (item.oldId !== undefined) stashIdMap.set(item.oldId, ids[j].id);
      });
      report.imported.stash += items.length;
    }
    const existing = await db
      .select({ strainName: entries.strainName, createdAt: entries.createdAt })
      .from(entries)
      .where(eq(entries.userId, userId));
    const seen = new Set(existing.map((e) => `${strainKey(e.strainName)}|${e.createdAt.toISOString()}`));
    const idMap = new Map<number, number>();
    const fresh: { oldId?: number; values: PgInsertValue<typeof entries> }[] = [];
    for (const [index, e] of entryRows.entries()) {
      if (index > 0 && index % IMPORT_BATCH === 0) await nextTurn();
      if (!e) continue;
      const createdAt = e.createdAt ? new Date(e.createdAt) : now;
      const key = `${strainKey(e.strainName)}|${createdAt.toISOString()}`;
      if (seen.has(key)) {
        report.skipped++;
        continue;
      }
      seen.add(key);
      const { id: oldId, createdAt: _c, stashItemId, amountUsed, ...rest } = e;
      const given = pickSessionFields(rest);
      const values = withoutSessionFields(rest);
      // Imported history pays no points (points reward logging as it happens): counted as paid. Without a
      // time of use, an entry was taken when it was written. A price without its currency was paid in the
      // account's (the export of older versions kept none): sessionColumns' one rule, as for a new entry.
      const session = sessionColumns(
        { ...given, consumedAt: given.consumedAt ?? createdAt.toISOString() },
        now,
        'create',
        userId,
      );
      fresh.push({
        oldId,
        values: {
          ...values,
          ...session,
          stashItemId: stashItemId == null ? null : (stashIdMap.get(stashItemId) ?? null),
          // Kept as history: the file's stash quantities are already what was left after it.
          amountUsed: stashItemId != null && stashIdMap.has(stashItemId) ? (amountUsed ?? null) : null,
          userId,
          createdAt,
          updatedAt: now,
          pointsAwarded: true,
          imported: true,
        },
      });
    }
    // Short transactions of a few hundred rows, yielding between them: other people's requests are
    // answered while a large import runs (PGlite serves one query at a time). A batch that fails leaves
    // the ones before it; importing the file again skips them (same strain and time).
    for (let i = 0; i < fresh.length; i += IMPORT_BATCH) {
      const batch = fresh.slice(i, i + IMPORT_BATCH);
      const ids = await db
        .insert(entries)
        .values(batch.map((b) => b.values))
        .returning({ id: entries.id });
      batch.forEach((b, j) => {
        if (b.oldId !== undefined) idMap.set(b.oldId, ids[j].id);
      });
      report.imported.entries += batch.length;
      await nextTurn();
    }
    await db.transaction(async (tx) => {
      // The badges this history earns unlock now, unpaid, so no later read pays for them.
      await lockProgress(tx, userId);
      await syncAchievements(tx, userId, now, { pay: false });
      for (const oldId of favoriteRows) {
        const entryId = oldId === null ? undefined : idMap.get(oldId);
        if (entryId === undefined) continue;
        const inserted = await tx
          .insert(favorites)
          .values({ userId, entryId, createdAt: now })
          .onConflictDoNothing()
          .returning();
        report.imported.favorites += inserted.length;
      }
      if (settings) {
        await saveSettings(tx, userId, settings, now);
        report.imported.settings = true;
      }
      const language = file.profile?.language;
      if (language) await chooseLanguage(tx, userId, { language });
      if (file.experiments?.length) {
        const list = experimentRows.parsed.filter((e) => e !== null);
        const ids = { entries: idMap, stash: stashIdMap };
        report.imported.experiments = await importExperiments(tx, userId, list, ids, now);
      }
    });
  });
  return report;
}
