import type { ProductType, StrainType } from '../../shared/constants.js';
import type { Symptom, Terpene } from '../../shared/session-rules.js';
import { levelFor } from '../../shared/stash-rules.js';
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

const REGIMENS: Regimen[] = [
  {
    strainName: 'Granddaddy Purple',
    strainType: 'indica',
    productType: 'flower',
    method: 'joint',
    dosage: '0.3 g',
    label: { thcPercent: 22, cbdPercent: 0.1, thcMg: 24 },
    terpenes: ['myrcene', 'linalool'],
    helps: { insomnia: 5.2, pain: 3.8, muscle_tension: 4.1, anxiety: 2.1 },
  },
  {
    strainName: 'Blue Dream',
    strainType: 'hybrid',
    productType: 'flower',
    method: 'vaporizer',
    dosage: '0.1 g',
    label: { thcPercent: 18, cbdPercent: 0.5, thcMg: 9 },
    terpenes: ['myrcene', 'pinene'],
    helps: { stress: 3.6, anxiety: 2.9, pain: 2.4 },
  },
  {
    strainName: 'ACDC',
    strainType: 'hybrid',
    productType: 'edible',
    method: 'edible',
    dosage: '1 gummy',
    label: { thcMg: 1, cbdMg: 20 },
    terpenes: ['caryophyllene'],
    helps: { anxiety: 3.9, pain: 3.1, stress: 2.6 },
  },
  {
    strainName: 'Cannatonic',
    strainType: 'hybrid',
    productType: 'other',
    method: 'tincture',
    dosage: '0.5 ml',
    label: { thcMg: 6, cbdMg: 6 },
    terpenes: ['myrcene', 'caryophyllene'],
    helps: { pain: 4.4, muscle_tension: 4.6, anxiety: 3.2 },
  },
  {
    strainName: 'Sour Diesel',
    strainType: 'sativa',
    productType: 'vape cartridge',
    method: 'vaporizer',
    dosage: '3 puffs',
    label: { thcPercent: 82, cbdPercent: 0.2, thcMg: 14 },
    terpenes: ['limonene', 'caryophyllene'],
    helps: { stress: 2.8, anxiety: 0.6, fatigue: 3.4 },
  },
  {
    strainName: 'Northern Lights',
    strainType: 'indica',
    productType: 'pre-roll',
    method: 'joint',
    dosage: '1 pre-roll',
    label: { thcPercent: 19, cbdPercent: 0.3, thcMg: 16 },
    terpenes: ['myrcene', 'caryophyllene'],
    helps: { insomnia: 4.4, muscle_tension: 3.7, stress: 3.1 },
  },
  {
    strainName: 'Gelato',
    strainType: 'hybrid',
    productType: 'edible',
    method: 'edible',
    dosage: '10 mg',
    label: { thcMg: 10, cbdMg: 0 },
    terpenes: ['limonene'],
    helps: { insomnia: 3.3, stress: 3.0, pain: 2.7 },
  },
  {
    strainName: 'Jack Herer',
    strainType: 'sativa',
    productType: 'flower',
    method: 'pipe',
    dosage: '0.2 g',
    label: { thcPercent: 20 },
    terpenes: ['terpinolene', 'pinene'],
    helps: { stress: 2.2, fatigue: 2.9, poor_focus: 2.5 },
  },
];

const DAY = 86_400_000;

/**
 * About `count` sessions over `days` days, each for one or two symptoms its regimen is taken for, rated
 * before and after (the last day's still open). Over the last month the THC per session has crept up
 * while relief has not: the tolerance watch has something to notice.
 */
export function makeReliefSessions(userId: number, now: Date, count = 170, days = 180) {
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
    currentAmount: levelFor(left, full),
  }));
}
