import { type RatingField, SUB_RATING_FIELDS } from './entry-rules.js';
import { SESSION_NUMBER_FIELDS } from './session-rules.js';

/**
 * The columns of the journal's CSV export, in order. A spreadsheet import reads the same headers back, so
 * an exported file imports to the same entries.
 */
export const ENTRY_CSV_COLUMNS = [
  { key: 'id', header: 'ID' },
  { key: 'createdAt', header: 'Date' },
  { key: 'consumedAt', header: 'Taken at' },
  { key: 'strainName', header: 'Strain' },
  { key: 'strainType', header: 'Strain type' },
  { key: 'productType', header: 'Product type' },
  { key: 'method', header: 'Method' },
  { key: 'dosage', header: 'Dosage' },
  { key: 'overallRating', header: 'Overall rating' },
  { key: 'potencyRating', header: 'Potency' },
  { key: 'relaxationRating', header: 'Relaxation' },
  { key: 'creativityRating', header: 'Creativity' },
  { key: 'energyRating', header: 'Energy' },
  { key: 'flavorRating', header: 'Flavor' },
  { key: 'aromaRating', header: 'Aroma' },
  { key: 'smoothnessRating', header: 'Smoothness' },
  { key: 'appearanceRating', header: 'Appearance' },
  { key: 'tasteRating', header: 'Taste' },
  { key: 'onsetTimeRating', header: 'Onset time' },
  { key: 'durationRating', header: 'Duration' },
  { key: 'packagingRating', header: 'Packaging' },
  { key: 'oilQualityRating', header: 'Oil quality' },
  { key: 'purityRating', header: 'Purity' },
  { key: 'hardwareQualityRating', header: 'Hardware quality' },
  { key: 'vaporProductionRating', header: 'Vapor production' },
  { key: 'effects', header: 'Effects' },
  { key: 'notes', header: 'Notes' },
  { key: 'allowManagerAccess', header: 'Managers may read notes' },
  { key: 'outcomes', header: 'Symptoms (before > after)' },
  { key: 'onsetMinutes', header: 'Onset (minutes)' },
  { key: 'durationMinutes', header: 'Duration (minutes)' },
  { key: 'thcPercent', header: 'THC %' },
  { key: 'cbdPercent', header: 'CBD %' },
  { key: 'thcMg', header: 'THC mg' },
  { key: 'cbdMg', header: 'CBD mg' },
  { key: 'terpenes', header: 'Terpenes' },
  { key: 'brand', header: 'Brand' },
  { key: 'source', header: 'Source' },
  { key: 'price', header: 'Price' },
] as const;

type Outcome = { symptom: string; before: number; after: number | null };

/** "insomnia 7 > 2; pain 5 > ?": readable in a spreadsheet, and read back by `parseOutcomes`. */
export const formatOutcomes = (list: readonly Outcome[]) =>
  list.map((o) => `${o.symptom} ${o.before} > ${o.after ?? '?'}`).join('; ');

/** The cell of `formatOutcomes` back as outcomes; a part it cannot read is kept as an unknown symptom. */
export function parseOutcomes(cell: string): Outcome[] {
  return cell
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^([a-z_ ]+?)\s*:?\s*(\d+)\s*(?:>|->|→)\s*(\d+|\?)?$/i.exec(part);
      if (!m) return { symptom: part, before: -1, after: null };
      const symptom = m[1].trim().toLowerCase().replaceAll(' ', '_');
      return {
        symptom,
        before: Number(m[2]),
        after: m[3] === undefined || m[3] === '?' ? null : Number(m[3]),
      };
    });
}

/** Numbers in a cell ("12,5" from a European sheet too); empty is null, unreadable stays as text to refuse. */
export function parseNumberCell(cell: string): number | string | null {
  const v = cell.trim();
  if (v === '') return null;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) ? n : v;
}

export const splitList = (cell: string) =>
  cell
    .split(/[;,|]/)
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== '');

const headerOf = (key: string) => ENTRY_CSV_COLUMNS.find((c) => c.key === key)?.header ?? key;
const NUMBER_KEYS = [...SUB_RATING_FIELDS, ...SESSION_NUMBER_FIELDS] as const;
const TEXT_KEYS = ['brand', 'source'] as const;

/**
 * The columns of our own export beyond the mappable ones (sub-ratings, session and label data, consent),
 * read by their exact headers: the fields an exported row carries back in. Absent columns give nothing.
 */
export function exportExtras(headers: readonly string[], row: readonly string[]) {
  const at = (key: string) => {
    const i = headers.findIndex((h) => h.trim().toLowerCase() === headerOf(key).toLowerCase());
    return i === -1 ? undefined : (row[i] ?? '').trim();
  };
  const out: Record<string, unknown> = {};
  for (const key of NUMBER_KEYS) {
    const cell = at(key);
    if (cell !== undefined) out[key] = parseNumberCell(cell);
  }
  for (const key of TEXT_KEYS) {
    const cell = at(key);
    if (cell !== undefined) out[key] = cell || null;
  }
  const outcomes = at('outcomes');
  if (outcomes !== undefined) out.outcomes = parseOutcomes(outcomes);
  const terpenes = at('terpenes');
  if (terpenes !== undefined) out.terpenes = splitList(terpenes);
  const consent = at('allowManagerAccess');
  if (consent) out.allowManagerAccess = consent.toLowerCase() === 'true';
  const takenAt = at('consumedAt');
  if (takenAt) {
    const d = new Date(takenAt);
    out.consumedAt = Number.isNaN(d.getTime()) ? takenAt : d.toISOString();
  }
  return out as Partial<Record<RatingField | (typeof NUMBER_KEYS)[number], number | string | null>> & {
    outcomes?: Outcome[];
    terpenes?: string[];
    brand?: string | null;
    source?: string | null;
    allowManagerAccess?: boolean;
    consumedAt?: string;
  };
}
