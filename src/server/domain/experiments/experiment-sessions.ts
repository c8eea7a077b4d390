/**
 * A session logged for an experiment (`experimentId` on `POST /api/entries`): recorded with its day and
 * the product the schedule gives that day, in the entry's own transaction; a session of another product
 * is refused, naming the day's product.
 */
import { and, eq } from 'drizzle-orm';
import { PRODUCT_TYPE_LABELS, type ProductType } from '../../../shared/constants.js';
import {
  ARMS,
  type Arm,
  EXPERIMENT_MESSAGES as M,
  notAnExperimentDay,
  wrongArmMessage,
} from '../../../shared/experiments.js';
import type { DbOrTx } from '../../db/client.js';
import { experimentSessions, experiments, users } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { dayIn } from '../calendar.js';
import { armOn, type ExperimentRow, endOf } from './experiment-view.js';
import { sameProduct } from './experiments.js';

interface LoggedEntry {
  id: number;
  strainName: string;
  productType: string;
  stashItemId: number | null;
  consumedAt: Date;
}

/** Records `entry` (just written in `tx`) as a session of the user's experiment, or refuses it (400). */
export async function recordExperimentSession(
  tx: DbOrTx,
  userId: number,
  experimentId: number,
  entry: LoggedEntry,
  now: Date,
) {
  const [row] = await tx
    .select()
    .from(experiments)
    .where(and(eq(experiments.id, experimentId), eq(experiments.userId, userId)));
  if (!row) throw badRequest(M.experimentId, 'validation', 'experimentId');
  const [user] = await tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  const day = dayIn(user?.timeZone ?? 'UTC', entry.consumedAt);
  // A session a few minutes ahead of the clock may fall on tomorrow: tomorrow's product is never told.
  const arm = day > dayIn(user?.timeZone ?? 'UTC', now) || day > endOf(row) ? null : armOn(row, day);
  if (!arm) throw badRequest(notAnExperimentDay(day), 'validation', 'experimentId');
  refuseOtherProduct(row.arms, arm, day, entry);
  await tx.insert(experimentSessions).values({ entryId: entry.id, userId, experimentId, day, arm });
  return { experimentId, day, arm };
}

/**
 * Refuses `entry` (just edited in `tx`) when it is a session of an experiment and no longer the product
 * its day planned, as logging it so would have been.
 */
export async function checkEditedSession(tx: DbOrTx, userId: number, entry: LoggedEntry) {
  const [session] = await tx
    .select({ day: experimentSessions.day, arm: experimentSessions.arm, arms: experiments.arms })
    .from(experimentSessions)
    .innerJoin(experiments, eq(experiments.id, experimentSessions.experimentId))
    .where(and(eq(experimentSessions.entryId, entry.id), eq(experimentSessions.userId, userId)));
  if (session) refuseOtherProduct(session.arms, session.arm, session.day, entry);
}

/** A 400 naming the day's product when `entry` is not `arm`'s. */
function refuseOtherProduct(
  arms: ExperimentRow['arms'],
  arm: Arm,
  day: string,
  entry: Pick<LoggedEntry, 'strainName' | 'productType' | 'stashItemId'>,
) {
  const planned = arms[ARMS.indexOf(arm)];
  if (sameProduct(planned, entry)) return;
  const product = {
    id: /*i18n*/ '{strain} ({productType})',
    values: {
      strain: planned.strainName,
      productType: { id: PRODUCT_TYPE_LABELS[planned.productType as ProductType] ?? planned.productType },
    },
  };
  const field = entry.stashItemId !== null ? 'stashItemId' : 'strainName';
  throw badRequest(wrongArmMessage(arm, product, day), 'validation', field);
}
