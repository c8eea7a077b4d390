import { and, eq } from 'drizzle-orm';
import {
  type CreateEntryResponse,
  type EntryCreate,
  LOGGED_AT_GRACE_HOURS,
  RATING_FIELDS,
  ratingFieldsAllowed,
  STASH_QUANTITY_DEFAULT,
} from '../../../shared/entries.js';
import type { ProgressOutcome } from '../../../shared/progression.js';
import { stashProductFor } from '../../../shared/stash.js';
import type { Db } from '../../db/client.js';
import { entries } from '../../db/schema.js';
import { recordExperimentSession } from '../experiments/experiment-sessions.js';
import { onEntryCreated, onStashItemAdded } from '../progress/progress-events.js';
import { createStashItem, linkableStashItem, takeFromStash } from '../stash/stash.js';
import { toEntry } from './entry-queries.js';
import { sessionColumns } from './session-values.js';

/**
 * When the entry was logged: the `loggedAt` an offline save sent, when it lies within the grace hours
 * before now (an idempotency key's life: the server already refuses to replay older keys); else now.
 */
export function loggedMoment(sent: string | undefined, now: Date): Date {
  if (!sent) return now;
  const at = new Date(sent);
  const earliest = now.getTime() - LOGGED_AT_GRACE_HOURS * 3_600_000;
  return at.getTime() <= now.getTime() && at.getTime() >= earliest ? at : now;
}

/**
 * Writes a new entry, pays what it earns and, when asked, puts the product in the stash: one transaction,
 * so a failure leaves neither half behind.
 */
export async function createEntry(
  db: Db,
  userId: number,
  input: EntryCreate,
  now: Date,
): Promise<CreateEntryResponse> {
  // Only the ratings that belong to the product (and the experience ratings) are stored; the schema
  // already refused the others.
  const allowed = ratingFieldsAllowed(input.productType);
  const ratings = Object.fromEntries(
    RATING_FIELDS.map((f) => [f, allowed.has(f) ? (input[f] ?? null) : null]),
  ) as Record<(typeof RATING_FIELDS)[number], number | null>;
  const session = sessionColumns(input, now, 'create', userId);
  const loggedAt = loggedMoment(input.loggedAt, now);

  return db.transaction(async (tx) => {
    const linked = input.stashItemId == null ? null : await linkableStashItem(tx, userId, input.stashItemId);
    const [row] = await tx
      .insert(entries)
      .values({
        userId,
        strainName: input.strainName,
        strainType: input.strainType,
        productType: input.productType,
        method: input.method,
        dosage: input.dosage,
        ...ratings,
        overallRating: input.overallRating,
        notes: input.notes,
        effects: input.effects,
        allowManagerAccess: input.allowManagerAccess,
        ...session,
        stashItemId: linked?.id ?? null,
        amountUsed: linked ? (input.amountUsed ?? null) : null,
        createdAt: loggedAt,
        updatedAt: now,
      })
      .returning();

    if (input.experimentId != null) await recordExperimentSession(tx, userId, input.experimentId, row, now);
    // What the session used comes off the item in the same transaction (refused when more than is left).
    if (linked && input.amountUsed != null) await takeFromStash(tx, userId, linked.id, input.amountUsed, now);
    const outcomes: ProgressOutcome[] = [await onEntryCreated(tx, userId, row, now)];
    let stashItemId = row.stashItemId;
    let stashItemName = linked?.strainName ?? null;
    if (input.addToStash) {
      const details = input.stashDetails;
      const stash = stashProductFor(details?.productType ?? input.productType);
      const item = await createStashItem(
        tx,
        userId,
        {
          list: 'stash',
          strainName: input.strainName,
          strainType: input.strainType,
          productType: stash.productType,
          quantity: details?.quantity ?? STASH_QUANTITY_DEFAULT,
          quantityUnit: stash.quantityUnit,
          currentAmount: details?.currentAmount,
          notes: null,
        },
        now,
      );
      // The session is linked to the item it made, like one logged from the stash.
      await tx
        .update(entries)
        .set({ stashItemId: item.id })
        .where(and(eq(entries.id, row.id), eq(entries.userId, userId)));
      stashItemId = item.id;
      stashItemName = item.strainName;
      outcomes.push(await onStashItemAdded(tx, userId, item, now));
    }

    const last = outcomes[outcomes.length - 1];
    const { pointsAwarded: _paid, imported: _imported, ...fields } = row;
    return {
      ...toEntry(fields),
      pointsEarned: outcomes.reduce((sum, o) => sum + o.pointsEarned, 0),
      awards: outcomes.flatMap((o) => o.awards),
      achievements: outcomes.flatMap((o) => o.achievements),
      levelUp: outcomes.some((o) => o.levelUp),
      newLevel: last.newLevel,
      stashItemId,
      stashItemName,
    };
  });
}
