import { z } from 'zod';
import { METHODS, PRODUCT_TYPES, STRAIN_TYPES } from './constants.js';
import { exportExtras, splitList } from './entry-csv.js';
import { message } from './message.js';

/**
 * The largest import file: the server reads no more (a larger one is a 413) and the import card refuses
 * a larger one before sending, both with this message.
 */
export const IMPORT_MAX_MB = 20;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE = message(
  /*i18n*/ 'This file is too large to import: at most {max} MB at a time',
  { max: IMPORT_MAX_MB },
);

/** A CSV column's field: its key, the label the import form shows, whether a row needs it, its value when
 * absent, and the header names (lower case, letters and digits only) that are taken for it. */
const field = <const K extends string, const F extends string>(
  key: K,
  label: string,
  required: boolean,
  fallback: F,
  synonyms: string,
) => ({ key, label, required, fallback, synonyms: synonyms.split(' ') });

/** The journal fields a spreadsheet's columns can map to, with what is used when a column is absent. */
export const CSV_FIELDS = [
  field('strainName', /*i18n*/ 'Strain', true, '', 'strain strainname name product productname'),
  field('overallRating', /*i18n*/ 'Rating', true, '', 'rating overall overallrating score stars'),
  field('strainType', /*i18n*/ 'Strain type', false, 'hybrid', 'straintype type variety'),
  field('productType', /*i18n*/ 'Product type', false, 'flower', 'producttype form category'),
  field('method', /*i18n*/ 'Method', false, 'other', 'method consumptionmethod how'),
  field('dosage', /*i18n*/ 'Dosage', false, /*i18n*/ 'Not recorded', 'dosage dose amount quantity'),
  field('effects', /*i18n*/ 'Effects', false, 'none', 'effects effect feelings'),
  field('notes', /*i18n*/ 'Notes', false, 'none', 'notes note comments comment review'),
  field('createdAt', /*i18n*/ 'Date', false, 'today', 'date createdat when day time'),
];
export type CsvField = (typeof CSV_FIELDS)[number]['key'];

/** Each field's value when its column is absent or blank: the one the import form names beside it. */
const FALLBACK = Object.fromEntries(CSV_FIELDS.map((f) => [f.key, f.fallback])) as {
  [F in (typeof CSV_FIELDS)[number] as F['key']]: F['fallback'];
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Columns matched to fields by their header names (first match wins). */
export function guessMapping(headers: string[]): Record<CsvField, number | null> {
  const taken = new Set<number>();
  const out = {} as Record<CsvField, number | null>;
  for (const field of CSV_FIELDS) {
    const i = headers.findIndex((h, idx) => !taken.has(idx) && field.synonyms.includes(norm(h)));
    out[field.key] = i === -1 ? null : i;
    if (i !== -1) taken.add(i);
  }
  return out;
}

/** The import form's choices: each field's column index as the select holds it, '' for none. */
export type CsvColumnChoices = Record<CsvField, string>;

/** The choices as a mapping (column index or null), as `rowToEntry` takes it. */
export const columnsOf = (choices: Partial<CsvColumnChoices>) =>
  Object.fromEntries(
    CSV_FIELDS.map((f) => {
      const v = choices[f.key] ?? '';
      return [f.key, v === '' ? null : Number(v)];
    }),
  ) as Record<CsvField, number | null>;

/** The mapping as the import form's choices. */
export const choicesOf = (mapping: Record<CsvField, number | null>) =>
  Object.fromEntries(CSV_FIELDS.map((f) => [f.key, String(mapping[f.key] ?? '')])) as CsvColumnChoices;

/** What the import form says of a field a row needs while no column is chosen for it. */
const COLUMN_REQUIRED = {
  strainName: /*i18n*/ 'Choose the column that holds the strain',
  overallRating: /*i18n*/ 'Choose the column that holds the rating',
} as const;

/** The import form: every field a row needs has a column, or no row could be imported. */
export const csvColumnsInput = z
  .object(
    Object.fromEntries(
      CSV_FIELDS.map((f) => [
        f.key,
        f.required ? z.string().min(1, COLUMN_REQUIRED[f.key as keyof typeof COLUMN_REQUIRED]) : z.string(),
      ]),
    ) as Record<CsvField, z.ZodString>,
  )
  .transform(columnsOf);

const pickEnum = <T extends string>(value: string, list: readonly T[], fallback: T): T => {
  const v = value.trim().toLowerCase();
  return (list as readonly string[]).includes(v) ? (v as T) : v === '' ? fallback : (v as T);
};

export interface ImportedCsvEntry {
  strainName: string;
  strainType: string;
  productType: string;
  method: string;
  dosage: string;
  overallRating: number | null;
  effects: string[];
  notes: string | null;
  createdAt: string | null;
  [extra: string]: unknown;
}

/**
 * One spreadsheet row as an entry to import; the server validates it with the entry schema. With the
 * file's headers, the columns of our own export beyond the mapped ones come back too.
 */
export function rowToEntry(
  row: string[],
  mapping: Record<CsvField, number | null>,
  headers: readonly string[] = [],
): ImportedCsvEntry {
  const cell = (f: CsvField) => {
    const i = mapping[f];
    return i === null || i === undefined ? '' : (row[i] ?? '').trim();
  };
  // Our own export escapes formula-like cells with a leading apostrophe; undo it.
  const unquote = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);
  const rating = cell('overallRating');
  const date = cell('createdAt');
  const parsedDate = date ? new Date(date) : null;
  return {
    ...exportExtras(headers, row),
    strainName: unquote(cell('strainName')),
    strainType: pickEnum(cell('strainType'), STRAIN_TYPES, FALLBACK.strainType),
    productType: pickEnum(cell('productType'), PRODUCT_TYPES, FALLBACK.productType),
    method: pickEnum(cell('method'), METHODS, FALLBACK.method),
    dosage: unquote(cell('dosage')) || FALLBACK.dosage,
    // The journal rates in half steps: 4.2 in a spreadsheet becomes 4.
    overallRating: rating === '' ? null : Math.round(Number(rating.replace(',', '.')) * 2) / 2,
    effects: splitList(cell('effects')),
    notes: unquote(cell('notes')) || null,
    createdAt: parsedDate && !Number.isNaN(parsedDate.getTime()) ? parsedDate.toISOString() : date || null,
  };
}
