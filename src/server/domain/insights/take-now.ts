import { and, eq } from 'drizzle-orm';
import { rankTakeNow, reliefStats, type TakeNowItem, takeNowReason } from '../../../shared/relief-rules.js';
import { symptomLabel } from '../../../shared/session-rules.js';
import { stashProductFor } from '../../../shared/stash.js';
import { strainKey } from '../../../shared/strains.js';
import type { DbOrTx } from '../../db/client.js';
import { wishlistItems } from '../../db/schema.js';
import { keptAnswer } from './kept-answers.js';
import { ratedSessionPages, reliefOn } from './rated-sessions.js';

/** Not used up: some quantity left, or (an item that keeps no quantity) a level other than empty. */
const hasSomeLeft = (item: { quantity: number | null; currentAmount: string }) =>
  item.quantity == null ? item.currentAmount !== 'empty' : item.quantity > 0;

/** What the user's sessions say of each strain and stash product type on one symptom. */
type ReliefSummary = Map<string, { sessions: number; averageRelief: number | null }>;

const summaryKey = (strainName: string, productType: string) =>
  `${strainKey(strainName)}|${stashProductFor(productType).productType}`;

/** Per strain and stash product type, the sessions rated before and after on `symptom` and their relief. */
async function reliefSummary(db: DbOrTx, userId: number, symptom: string): Promise<ReliefSummary> {
  const reliefs = new Map<string, number[]>();
  for await (const page of ratedSessionPages(db, userId, { symptom }))
    for (const session of page) {
      const relief = reliefOn(session, symptom);
      if (relief == null) continue;
      const key = summaryKey(session.strainName, session.productType);
      const values = reliefs.get(key);
      if (values) values.push(relief);
      else reliefs.set(key, [relief]);
    }
  const summary: ReliefSummary = new Map();
  for (const [key, values] of reliefs)
    summary.set(key, { sessions: values.length, averageRelief: reliefStats(values).averageRelief });
  return summary;
}

/**
 * "What should I take now?": the user's stash items with something left, each with the relief its strain
 * and product type brought on `symptom` (entries name product types as the journal does, "pre-roll"; the
 * stash as it does, "pre_rolls": both are compared as the stash names them). Ranked by rankTakeNow.
 * The sessions' part is kept per journal version and symptom (kept-answers.ts: `version` when the session
 * look-up read it); the stash, whose quantities change without a new version, is read every time.
 */
export async function getTakeNow(
  db: DbOrTx,
  userId: number,
  symptom: string,
  at: { version?: string | null; now: number } = { now: Date.now() },
): Promise<TakeNowItem[]> {
  const [items, summary] = await Promise.all([
    db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.list, 'stash'))),
    keptAnswer(db, userId, `take-now|${symptom}`, at.version, at.now, () =>
      reliefSummary(db, userId, symptom),
    ),
  ]);
  const name = symptomLabel(symptom).toLowerCase();
  return rankTakeNow(
    items.filter(hasSomeLeft).map((item) => {
      const { sessions, averageRelief } = summary.get(summaryKey(item.strainName, item.productType)) ?? {
        sessions: 0,
        averageRelief: null,
      };
      return {
        stashItemId: item.id,
        strainName: item.strainName,
        productType: item.productType,
        quantity: item.quantity,
        quantityUnit: item.quantityUnit,
        currentAmount: item.currentAmount,
        sessions,
        averageRelief,
        reason: takeNowReason(name, sessions, averageRelief),
      };
    }),
  );
}
