import { eq } from 'drizzle-orm';
import {
  EFFECTS,
  type METHODS,
  PRODUCT_TYPES,
  type ProductType,
  type StrainType,
} from '../../shared/constants.js';
import { PRODUCT_RATING_FIELDS } from '../../shared/entries.js';
import { TERPENES } from '../../shared/sessions.js';
import { stockLevelFor } from '../../shared/stash-rules.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { entries, users, wishlistItems } from '../db/schema.js';
import { createUser } from '../domain/account/users.js';
import { awardRetroactivePoints } from '../domain/progress/retroactive-points.js';
import { rng } from './random.js';
import { makeReliefSessions, makeReliefStash } from './relief-sessions.js';

/** Real strain names with their usual type, for believable demo and benchmark data. */
export const STRAINS: ReadonlyArray<[string, StrainType]> = [
  ['Blue Dream', 'hybrid'],
  ['Granddaddy Purple', 'indica'],
  ['Sour Diesel', 'sativa'],
  ['OG Kush', 'hybrid'],
  ['Girl Scout Cookies', 'hybrid'],
  ['Northern Lights', 'indica'],
  ['Jack Herer', 'sativa'],
  ['Purple Punch', 'indica'],
  ['Pineapple Express', 'hybrid'],
  ['Green Crack', 'sativa'],
  ['Wedding Cake', 'hybrid'],
  ['Bubba Kush', 'indica'],
  ['Durban Poison', 'sativa'],
  ['Gelato', 'hybrid'],
  ['Super Lemon Haze', 'sativa'],
  ['Zkittlez', 'indica'],
  ['Strawberry Cough', 'sativa'],
  ['Gorilla Glue #4', 'hybrid'],
  ['Ice Cream Cake', 'indica'],
  ['Maui Wowie', 'sativa'],
];

const NOTES = [
  'Smooth smoke, citrus on the exhale. Great for an afternoon walk.',
  'Heavy body feel after about twenty minutes. Slept like a rock.',
  'Clear-headed and chatty; good with friends.',
  'A bit harsh on the throat but the flavour made up for it.',
  'Helped with my back pain after the gym.',
  'Creative burst for an hour, then mellow.',
  'Sweet berry aroma, very relaxing evening.',
  '',
];

export { rng } from './random.js';

const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)];
const rating = (r: () => number, lo = 2) => lo + Math.floor(r() * (6 - lo));

const METHOD_BY_PRODUCT: Record<ProductType, (typeof METHODS)[number][]> = {
  flower: ['joint', 'pipe', 'bong', 'vaporizer'],
  'pre-roll': ['joint'],
  'vape cartridge': ['vaporizer'],
  concentrate: ['vaporizer', 'other'],
  edible: ['edible'],
  other: ['tincture', 'other'],
};

/** Entry rows for one user, spread over `days` days before `now`. */
/**
 * A session for about a third of the entries: one or two symptoms rated before and (unless it is the last
 * day) after, onset, duration and label data. Drawn from its own generator, so the rest of the demo data
 * stays as it was.
 */
function makeSession(r: () => number, productType: string, createdAt: Date, now: Date) {
  if (r() > 0.35) return {};
  const symptoms = [...new Set([pick(r, DEMO_SYMPTOMS), ...(r() < 0.4 ? [pick(r, DEMO_SYMPTOMS)] : [])])];
  const recent = now.getTime() - createdAt.getTime() < 86_400_000;
  const edible = productType === 'edible';
  return {
    outcomes: symptoms.map((symptom) => {
      const before = 4 + Math.floor(r() * 6);
      return { symptom, before, after: recent ? null : Math.max(0, before - Math.floor(r() * 7)) };
    }),
    onsetMinutes: edible ? 30 + Math.floor(r() * 60) : 2 + Math.floor(r() * 15),
    durationMinutes: edible ? 240 + Math.floor(r() * 120) : 60 + Math.floor(r() * 120),
    ...(edible
      ? { thcMg: pick(r, [5, 10, 15]), cbdMg: pick(r, [0, 2, 5]) }
      : { thcPercent: Math.round((14 + r() * 14) * 10) / 10, cbdPercent: Math.round(r() * 10) / 10 }),
    terpenes: ((a, b) => TERPENES.filter((t) => t === a || t === b))(pick(r, TERPENES), pick(r, TERPENES)),
    brand: pick(r, ['Good Farms', 'Hill Country', 'Coastal Cure', 'North Row']),
  };
}
const DEMO_SYMPTOMS = ['insomnia', 'stress', 'pain', 'anxiety', 'muscle_tension'] as const;

export function makeEntries(userId: number, count: number, now: Date, seed: number, days = 180) {
  const r = rng(seed);
  const sessions = rng(seed * 7919 + 13);
  const rows: (typeof entries.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const [strainName, strainType] = pick(r, STRAINS);
    const productType = r() < 0.6 ? 'flower' : pick(r, PRODUCT_TYPES);
    const createdAt = new Date(now.getTime() - Math.floor(r() * days * 86_400_000));
    const effects = [...new Set(Array.from({ length: 1 + Math.floor(r() * 4) }, () => pick(r, EFFECTS)))];
    const row: Record<string, unknown> = {
      userId,
      strainName,
      strainType,
      productType,
      method: pick(r, METHOD_BY_PRODUCT[productType]),
      dosage: productType === 'edible' ? `${pick(r, [5, 10, 15])} mg` : `${pick(r, [0.2, 0.3, 0.5, 1])} g`,
      overallRating: rating(r),
      potencyRating: rating(r),
      relaxationRating: rating(r, 1),
      creativityRating: rating(r, 1),
      energyRating: rating(r, 1),
      notes: pick(r, NOTES) || null,
      allowManagerAccess: r() < 0.4,
      effects,
      pointsAwarded: true,
      createdAt,
      updatedAt: createdAt,
      consumedAt: createdAt,
      ...makeSession(sessions, productType, createdAt, now),
    };
    // The ratings the new-entry form asks for this product (overall and potency are set above).
    for (const field of PRODUCT_RATING_FIELDS[productType]) row[field] ??= rating(r);
    row.flavorRating ??= rating(r);
    rows.push(row as typeof entries.$inferInsert);
  }
  return rows;
}

export function makeStash(userId: number, count: number, seed: number) {
  const r = rng(seed);
  const rows: (typeof wishlistItems.$inferInsert)[] = [];
  const units = [
    ['flower', 'grams'],
    ['pre_rolls', 'count'],
    ['vape_carts', 'count'],
    ['edibles', 'count'],
    ['concentrates', 'grams'],
    ['tinctures', 'ml'],
  ] as const;
  for (let i = 0; i < count; i++) {
    const [strainName, strainType] = STRAINS[(i * 7 + seed) % STRAINS.length];
    const [productType, quantityUnit] = pick(r, units);
    // Bought some amount (the last full), then used part of it: the level is derived from what is left.
    const full = quantityUnit === 'grams' ? Math.round((1 + r() * 13) * 10) / 10 : 2 + Math.floor(r() * 9);
    const share = pick(r, [1, 0.8, 0.5, 0.25, 0] as const);
    const left = quantityUnit === 'grams' ? Math.round(full * share * 10) / 10 : Math.round(full * share);
    rows.push({
      userId,
      strainName,
      strainType,
      productType,
      quantity: left,
      baselineQuantity: full,
      quantityUnit,
      currentAmount: stockLevelFor(left, full),
    });
  }
  return rows;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface DemoAccounts {
  user: { username: string; password: string };
  manager: { username: string; password: string };
}

/**
 * The demo world: a user with months of varied entries and a stash, a manager, an admin, and a few
 * community members whose ratings feed recommendations and the dashboards.
 */
export async function buildDemo(db: Db, now = new Date()): Promise<DemoAccounts> {
  const accounts: DemoAccounts = {
    user: { username: 'demo', password: 'demo-pass' },
    manager: { username: 'manager', password: 'manager-pass' },
  };
  const demo = await createUser(
    db,
    { ...accounts.user, role: 'user' },
    new Date(now.getTime() - 200 * 86_400_000),
  );
  await createUser(db, { ...accounts.manager, role: 'manager' }, now);
  await insertChunked(makeEntries(demo.id, 120, now, 1), (c) => db.insert(entries).values(c));
  await db.insert(wishlistItems).values(makeStash(demo.id, 12, 3));
  const reliefItems = await db.insert(wishlistItems).values(makeReliefStash(demo.id)).returning({
    id: wishlistItems.id,
    strainName: wishlistItems.strainName,
    left: wishlistItems.quantity,
    full: wishlistItems.baselineQuantity,
  });
  // The partly used items' recent sessions were logged from them ("Log a session" on the item's card).
  const loggedFrom = new Map(
    reliefItems.filter((i) => Number(i.left) < Number(i.full)).map((i) => [i.strainName, i.id]),
  );
  await insertChunked(makeReliefSessions(demo.id, now, loggedFrom), (c) => db.insert(entries).values(c));
  for (let i = 1; i <= 8; i++) {
    const member = await createUser(db, { username: `member${i}`, password: 'member-pass' }, now);
    await insertChunked(makeEntries(member.id, 30, now, 100 + i), (c) => db.insert(entries).values(c));
    await db.insert(wishlistItems).values(makeStash(member.id, 4, 50 + i));
  }
  // The demo user's history earns its points under the real rules, so the rewards screens show them.
  await db.update(entries).set({ pointsAwarded: false }).where(eq(entries.userId, demo.id));
  await awardRetroactivePoints(db, demo.id, now);
  return accounts;
}

/** Many users with many entries each, for the dashboard benchmarks (fast: no password hashing per user). */
export async function buildCrowd(db: Db, opts: { users: number; entriesPerUser: number; now?: Date }) {
  const now = opts.now ?? new Date();
  const passwordHash = await hashPassword('crowd-pass');
  for (let u = 0; u < opts.users; u += 100) {
    const batch = Array.from({ length: Math.min(100, opts.users - u) }, (_, i) => ({
      username: `crowd${now.getTime()}-${u + i}`,
      passwordHash,
      createdAt: now,
      lastLoginDate: new Date(now.getTime() - ((u + i) % 30) * 86_400_000),
      streakCount: (u + i) % 12,
    }));
    const created = await db.insert(users).values(batch).returning({ id: users.id });
    const rows = created.flatMap((c) => makeEntries(c.id, opts.entriesPerUser, now, c.id));
    await insertChunked(rows, (chunk) => db.insert(entries).values(chunk));
    await insertChunked(
      created.flatMap((c) => makeStash(c.id, 3, c.id)),
      (chunk) => db.insert(wishlistItems).values(chunk),
    );
  }
}
