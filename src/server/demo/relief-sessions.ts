import type { ProductType, StrainType } from '../../shared/constants.js';
import type { Symptom, Terpene } from '../../shared/session-rules.js';
import { stockLevelFor } from '../../shared/stash-rules.js';
import type { entries, wishlistItems } from '../db/schema.js';
import { rng } from './random.js';

/**
 * What the demo user takes, and how well each eases each symptom for them (points lower on average): a
 * person's own pattern, so that every dimension of "What helps" (strain, product, method, strain type,
 * THC:CBD, terpene, dose) has something to say, with groups strong, weak and in between.
 */
interface Regimen {
  strainName: string;
  strainType: StrainType;
  productType: ProductType;
  method: 'joint' | 'vaporizer' | 'pipe' | 'edible' | 'tincture';
  dosage: string;
  label: { thcPercent?: number; cbdPercent?: number; thcMg?: number; cbdMg?: number };
  terpenes: Terpene[];
  helps: Partial<Record<Symptom, number>>;
}

/** One regimen a row: strain, type, product, method, dose, label, terpenes, and how much it eases what. */
type RegimenRow = [
  Regimen['strainName'],
  Regimen['strainType'],
  Regimen['productType'],
  Regimen['method'],
  Regimen['dosage'],
  Regimen['label'],
  Regimen['terpenes'],
  Regimen['helps'],
];

// biome-ignore format: a table reads best a row a line
const REGIMEN_ROWS: RegimenRow[] = [
  ['Granddaddy Purple', 'indica', 'flower', 'joint', '0.3 g', { thcPercent: 22, cbdPercent: 0.1, thcMg: 24 }, ['myrcene', 'linalool'], { insomnia: 5.2, pain: 3.8, muscle_tension: 4.1, anxiety: 2.1 }],
  ['Blue Dream', 'hybrid', 'flower', 'vaporizer', '0.1 g', { thcPercent: 18, cbdPercent: 0.5, thcMg: 9 }, ['myrcene', 'pinene'], { stress: 3.6, anxiety: 2.9, pain: 2.4 }],
  ['ACDC', 'hybrid', 'edible', 'edible', '1 gummy', { thcMg: 1, cbdMg: 20 }, ['caryophyllene'], { anxiety: 3.9, pain: 3.1, stress: 2.6 }],
  ['Cannatonic', 'hybrid', 'other', 'tincture', '0.5 ml', { thcMg: 6, cbdMg: 6 }, ['myrcene', 'caryophyllene'], { pain: 4.4, muscle_tension: 4.6, anxiety: 3.2 }],
  ['Sour Diesel', 'sativa', 'vape cartridge', 'vaporizer', '3 puffs', { thcPercent: 82, cbdPercent: 0.2, thcMg: 14 }, ['limonene', 'caryophyllene'], { stress: 2.8, anxiety: 0.6, fatigue: 3.4 }],
  ['Northern Lights', 'indica', 'pre-roll', 'joint', '1 pre-roll', { thcPercent: 19, cbdPercent: 0.3, thcMg: 16 }, ['myrcene', 'caryophyllene'], { insomnia: 4.4, muscle_tension: 3.7, stress: 3.1 }],
  ['Gelato', 'hybrid', 'edible', 'edible', '10 mg', { thcMg: 10, cbdMg: 0 }, ['limonene'], { insomnia: 3.3, stress: 3.0, pain: 2.7 }],
  ['Jack Herer', 'sativa', 'flower', 'pipe', '0.2 g', { thcPercent: 20 }, ['terpinolene', 'pinene'], { stress: 2.2, fatigue: 2.9, poor_focus: 2.5 }],
];

const REGIMENS: Regimen[] = REGIMEN_ROWS.map(
  ([strainName, strainType, productType, method, dosage, label, terpenes, helps]) => ({
    strainName,
    strainType,
    productType,
    method,
    dosage,
    label,
    terpenes,
    helps,
  }),
);

const DAY = 86_400_000;

/**
 * About `count` sessions over `days` days, each for one or two symptoms its regimen is taken for, rated
 * before and after (the last day's still open). Over the last month the THC per session has crept up
 * while relief has not: the tolerance watch has something to notice.
 */
export function makeReliefSessions(
  userId: number,
  now: Date,
  /** The stash item each strain's sessions of the last month were logged from, by strain name. */
  loggedFrom: ReadonlyMap<string, number> = new Map(),
  count = 170,
  days = 180,
) {
  const r = rng(4242);
  const normal = () => (r() + r() + r() - 1.5) * 1.4;
  const rows: (typeof entries.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const regimen = REGIMENS[Math.floor(r() * REGIMENS.length)];
    const consumedAt = new Date(now.getTime() - Math.floor(r() * days * DAY) - 3_600_000);
    const recent = now.getTime() - consumedAt.getTime() < 30 * DAY;
    const open = now.getTime() - consumedAt.getTime() < DAY / 2;
    const symptoms = Object.keys(regimen.helps) as Symptom[];
    const chosen = [
      ...new Set([symptoms[Math.floor(r() * symptoms.length)], ...(r() < 0.3 ? [symptoms[0]] : [])]),
    ];
    const outcomes = chosen.map((symptom) => {
      const before = 5 + Math.floor(r() * 5);
      const eased = Math.round((regimen.helps[symptom] ?? 0) - (recent ? 0.6 : 0) + normal());
      return { symptom, before, after: open ? null : Math.min(10, Math.max(0, before - eased)) };
    });
    // Some sessions leave the label out: "not recorded" groups are real too.
    const label = r() < 0.15 ? {} : regimen.label;
    const thcMg = label.thcMg == null ? null : Math.round(label.thcMg * (recent ? 1.8 : 1) * 10) / 10;
    rows.push({
      userId,
      strainName: regimen.strainName,
      strainType: regimen.strainType,
      productType: regimen.productType,
      method: regimen.method,
      dosage: regimen.dosage,
      overallRating: 3 + Math.floor(r() * 3),
      effects: ['relaxed'],
      pointsAwarded: true,
      createdAt: consumedAt,
      updatedAt: consumedAt,
      consumedAt,
      outcomes,
      onsetMinutes: regimen.method === 'edible' ? 45 : 5,
      durationMinutes: regimen.method === 'edible' ? 300 : 120,
      ...label,
      thcMg,
      terpenes: r() < 0.2 ? [] : regimen.terpenes,
      stashItemId: recent ? (loggedFrom.get(regimen.strainName) ?? null) : null,
    });
  }
  return rows;
}

/** Stash items of the regimens, partly used, so "What should I take now?" has tried things to rank. */
export function makeReliefStash(userId: number): (typeof wishlistItems.$inferInsert)[] {
  const items = [
    {
      strainName: 'Granddaddy Purple',
      strainType: 'indica',
      productType: 'flower',
      quantityUnit: 'grams',
      full: 14,
      left: 6.5,
    },
    {
      strainName: 'ACDC',
      strainType: 'hybrid',
      productType: 'edibles',
      quantityUnit: 'count',
      full: 20,
      left: 8,
    },
    {
      strainName: 'Sour Diesel',
      strainType: 'sativa',
      productType: 'vape_carts',
      quantityUnit: 'count',
      full: 2,
      left: 1,
    },
    {
      strainName: 'Cannatonic',
      strainType: 'hybrid',
      productType: 'other',
      quantityUnit: 'count',
      full: 1,
      left: 1,
    },
  ] as const;
  return items.map(({ full, left, ...item }) => ({
    ...item,
    userId,
    quantity: left,
    baselineQuantity: full,
    currentAmount: stockLevelFor(left, full),
  }));
}
