import { and, eq } from 'drizzle-orm';
import { rankTakeNow, reliefStats, type TakeNowItem, takeNowReason } from '../../../shared/relief-rules.js';
import { symptomLabel } from '../../../shared/session-rules.js';
import { stashProductFor } from '../../../shared/stash.js';
import { strainKey } from '../../../shared/strains.js';
import type { DbOrTx } from '../../db/client.js';
import { wishlistItems } from '../../db/schema.js';
import { ratedSessions } from './rated-sessions.js';
import { ratedOn } from './relief-by-symptom.js';

/** Not used up: some quantity left, or (an item that keeps no quantity) a level other than empty. */
const hasSomeLeft = (item: { quantity: number | null; currentAmount: string }) =>
  item.quantity == null ? item.currentAmount !== 'empty' : item.quantity > 0;

/**
 * "What should I take now?": the user's stash items with something left, each with the relief its strain
 * and product type brought on `symptom` (entries name product types as the journal does, "pre-roll"; the
 * stash as it does, "pre_rolls": both are compared as the stash names them). Ranked by rankTakeNow.
 */
export async function getTakeNow(db: DbOrTx, userId: number, symptom: string): Promise<TakeNowItem[]> {
  const [items, sessions] = await Promise.all([
    db
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.list, 'stash'))),
    ratedSessions(db, userId, { symptom }),
  ]);
  const reliefs = new Map<string, number[]>();
  for (const { session, relief } of ratedOn(sessions, symptom)) {
    const key = `${strainKey(session.strainName)}|${stashProductFor(session.productType).productType}`;
    reliefs.set(key, [...(reliefs.get(key) ?? []), relief]);
  }
  const name = symptomLabel(symptom).toLowerCase();
  return rankTakeNow(
    items.filter(hasSomeLeft).map((item) => {
      const values =
        reliefs.get(`${strainKey(item.strainName)}|${stashProductFor(item.productType).productType}`) ?? [];
      const averageRelief = values.length ? reliefStats(values).averageRelief : null;
      return {
        stashItemId: item.id,
        strainName: item.strainName,
        productType: item.productType,
        quantity: item.quantity,
        quantityUnit: item.quantityUnit,
        currentAmount: item.currentAmount,
        sessions: values.length,
        averageRelief,
        reason: takeNowReason(name, values.length, averageRelief),
      };
    }),
  );
}
