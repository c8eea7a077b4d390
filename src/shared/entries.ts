import { z } from 'zod';
import { pointAwardSchema, unlockedAchievementSchema } from './achievements.js';
import {
  AMOUNT_LEVELS,
  EFFECTS,
  METHODS,
  PRODUCT_TYPES,
  RATING_MAX,
  RATING_MIN,
  SHORT_TEXT_MAX,
  STRAIN_TYPES,
} from './constants.js';
import {
  CORE_RATING_FIELDS,
  type CoreRatingField,
  ENTRY_LIST_LIMIT_MAX,
  ENTRY_LIST_LIMIT_MESSAGE,
  ENTRY_MESSAGES,
  ENTRY_NOTES_MAX,
  halfRatingMessage,
  RATING_FIELDS,
  type RatingField,
  ratingFieldsAllowed,
  ratingNotApplicableMessage,
  requiredRatingMessage,
  STASH_QUANTITY_DEFAULT,
  STASH_QUANTITY_MIN,
  wholeRatingMessage,
} from './entry-rules.js';
import { EXPERIMENT_MESSAGES } from './experiments-rules.js';
import { IDEMPOTENCY_TTL_HOURS } from './idempotency.js';
import type { Message } from './message.js';
import {
  eachSymptomOnce,
  outcomeInput,
  SESSION_MESSAGES,
  sessionFields,
  sessionSchema,
  symptomLabel,
} from './sessions.js';
import { QUANTITY_MAX, stashProductFor } from './stash-rules.js';
import { instant } from './wire.js';

export * from './entry-rules.js';

/** A rating: an integer 1–5 on create, 1–5 in steps of 0.5 on edit (and on import). */
function ratingSchema(field: RatingField, step: 1 | 0.5) {
  const message = step === 1 ? wholeRatingMessage(field) : halfRatingMessage(field);
  return z
    .number({
      error: (issue) => (issue.input === undefined ? requiredRatingMessage(field) : message),
    })
    .min(RATING_MIN, message)
    .max(RATING_MAX, message)
    .multipleOf(step, message);
}

/** A strain's name and type, as entries and stash items both take them (one rule, one message). */
export const strainName = z
  .string({ message: ENTRY_MESSAGES.strainName })
  .trim()
  .min(1, ENTRY_MESSAGES.strainName)
  .max(SHORT_TEXT_MAX, ENTRY_MESSAGES.strainNameLong);
export const strainType = z.enum(STRAIN_TYPES, { message: ENTRY_MESSAGES.strainType });
const method = z.enum(METHODS, { message: ENTRY_MESSAGES.method });
const dosage = z
  .string({ message: ENTRY_MESSAGES.dosage })
  .trim()
  .min(1, ENTRY_MESSAGES.dosage)
  .max(SHORT_TEXT_MAX, ENTRY_MESSAGES.dosageLong);
const notes = z
  .string({ message: ENTRY_MESSAGES.notesLong })
  .trim()
  .max(ENTRY_NOTES_MAX, ENTRY_MESSAGES.notesLong)
  .nullish()
  .transform((v) => v || null);
const effects = z
  .array(z.enum(EFFECTS, { message: ENTRY_MESSAGES.effect }), { message: ENTRY_MESSAGES.effect })
  .max(EFFECTS.length, ENTRY_MESSAGES.effect)
  .default([])
  .transform((list) => [...new Set(list)]);
const consent = z.boolean({ message: ENTRY_MESSAGES.consent });

/** The stash item a session was logged from (the caller's own, on the stash list). */
const stashItemId = z
  .number({ message: ENTRY_MESSAGES.stashItemId })
  .int(ENTRY_MESSAGES.stashItemId)
  .positive(ENTRY_MESSAGES.stashItemId)
  .max(2_147_483_647, ENTRY_MESSAGES.stashItemId);

/** An `amountUsed` of a count (pre-rolls, carts, pieces) is a whole number. */
export const AMOUNT_USED_WHOLE =
  /*i18n*/ 'For pre-rolls, carts and pieces, say how many you used in whole numbers';
export const AMOUNT_USED_MESSAGE = /*i18n*/ 'How much you used must be a number above 0';
export const AMOUNT_USED_NEEDS_ITEM = /*i18n*/ 'Pick the stash item it came from to say how much you used';

/** How much of the linked stash item a session used, in the item's unit: taken from its quantity. */
const amountUsed = z
  .number({ message: AMOUNT_USED_MESSAGE })
  .gt(0, AMOUNT_USED_MESSAGE)
  .max(100_000, AMOUNT_USED_MESSAGE)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: AMOUNT_USED_MESSAGE });

const optionalWholeRating = (field: RatingField) => ratingSchema(field, 1).nullish();

export const stashDetailsInput = z.strictObject({
  productType: z.enum(PRODUCT_TYPES, { message: ENTRY_MESSAGES.productType }).optional(),
  quantity: z
    .number({ message: ENTRY_MESSAGES.stashQuantity })
    .min(STASH_QUANTITY_MIN, ENTRY_MESSAGES.stashQuantity)
    .max(QUANTITY_MAX, ENTRY_MESSAGES.stashQuantityMax)
    .default(STASH_QUANTITY_DEFAULT),
  // Stated, the level is kept (the quantity sits in its band); left out, the new item is full (issue 57).
  currentAmount: z.enum(AMOUNT_LEVELS, { message: ENTRY_MESSAGES.stashAmount }).optional(),
});

const EXPERIMENT_ID_MESSAGE = EXPERIMENT_MESSAGES.experimentId;

/**
 * The one schema of a new entry, used by the form and by `POST /api/entries`. Fields are in the form's
 * order, so the first failing field is the one the user meets first.
 */
export const LOGGED_AT_MESSAGE = /*i18n*/ 'loggedAt must be a date and time with its offset';
/** How far back a sent `loggedAt` is believed: as long as an idempotency key lives. */
export const LOGGED_AT_GRACE_HOURS = IDEMPOTENCY_TTL_HOURS;

export const entryCreateInput = z
  .strictObject({
    strainName,
    strainType,
    productType: z.enum(PRODUCT_TYPES, { message: ENTRY_MESSAGES.productType }).default('flower'),
    method,
    dosage,
    overallRating: ratingSchema('overallRating', 1),
    relaxationRating: optionalWholeRating('relaxationRating'),
    creativityRating: optionalWholeRating('creativityRating'),
    energyRating: optionalWholeRating('energyRating'),
    flavorRating: optionalWholeRating('flavorRating'),
    potencyRating: optionalWholeRating('potencyRating'),
    aromaRating: optionalWholeRating('aromaRating'),
    smoothnessRating: optionalWholeRating('smoothnessRating'),
    appearanceRating: optionalWholeRating('appearanceRating'),
    tasteRating: optionalWholeRating('tasteRating'),
    onsetTimeRating: optionalWholeRating('onsetTimeRating'),
    durationRating: optionalWholeRating('durationRating'),
    packagingRating: optionalWholeRating('packagingRating'),
    oilQualityRating: optionalWholeRating('oilQualityRating'),
    purityRating: optionalWholeRating('purityRating'),
    hardwareQualityRating: optionalWholeRating('hardwareQualityRating'),
    vaporProductionRating: optionalWholeRating('vaporProductionRating'),
    notes,
    effects,
    allowManagerAccess: consent.default(false),
    ...sessionFields,
    addToStash: z.boolean({ message: /*i18n*/ 'addToStash must be true or false' }).default(false),
    stashDetails: stashDetailsInput.optional(),
    stashItemId: stashItemId.nullish(),
    amountUsed: amountUsed.nullish(),
    /**
     * The personal experiment this session is for (decision 0075): the server records the day's product
     * from its schedule and refuses a session of the other product.
     */
    experimentId: z
      .number({ message: EXPERIMENT_ID_MESSAGE })
      .int(EXPERIMENT_ID_MESSAGE)
      .positive(EXPERIMENT_ID_MESSAGE)
      .max(2_147_483_647, EXPERIMENT_ID_MESSAGE)
      .nullish(),
    /**
     * When it was logged, for an entry saved offline and sent later (the outbox sends the moment of Save):
     * points and challenges count that day. Believed within LOGGED_AT_GRACE_HOURS before the server's now
     * (the idempotency key's life, the replay limit); otherwise, and when left out, it is now.
     */
    loggedAt: z.iso.datetime({ offset: true, message: LOGGED_AT_MESSAGE }).optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.amountUsed != null && entry.stashItemId == null) {
      ctx.addIssue({ code: 'custom', path: ['amountUsed'], message: AMOUNT_USED_NEEDS_ITEM });
      return;
    }
    // A product's own ratings only make sense for that product (no "oil quality" of a flower).
    const allowed = ratingFieldsAllowed(entry.productType);
    for (const field of RATING_FIELDS) {
      if (entry[field] != null && !allowed.has(field)) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: ratingNotApplicableMessage(field, entry.productType),
        });
        return;
      }
    }
    if (entry.addToStash && entry.stashItemId != null) {
      ctx.addIssue({ code: 'custom', path: ['stashItemId'], message: ENTRY_MESSAGES.stashItemOrNew });
      return;
    }
    if (entry.addToStash && entry.stashDetails) {
      const product = entry.stashDetails.productType ?? entry.productType;
      const unit = stashProductFor(product).quantityUnit;
      if (unit === 'count' && !Number.isInteger(entry.stashDetails.quantity)) {
        ctx.addIssue({
          code: 'custom',
          path: ['stashDetails', 'quantity'],
          message: ENTRY_MESSAGES.stashQuantityWhole,
        });
      }
    }
  });
export type EntryCreateInput = z.input<typeof entryCreateInput>;
export type EntryCreate = z.output<typeof entryCreateInput>;

/** Ratings only a product's own form asks for (potency, aroma, oil quality, ...). */
const PRODUCT_ONLY_FIELDS = RATING_FIELDS.filter(
  (f) => !(CORE_RATING_FIELDS as readonly RatingField[]).includes(f),
);

/**
 * The one schema of an edit, used by the edit form and by `PUT /api/entries/{id}`: ratings in 0.5 steps.
 * The product type and its own ratings are optional (left out, they keep their values); whether a rating
 * applies to the product is checked against the stored product type when none is sent (updateEntry).
 */
export const entryUpdateInput = z.strictObject({
  strainName,
  strainType,
  productType: z.enum(PRODUCT_TYPES, { message: ENTRY_MESSAGES.productType }).optional(),
  method,
  dosage,
  overallRating: ratingSchema('overallRating', 0.5),
  relaxationRating: ratingSchema('relaxationRating', 0.5).nullish(),
  creativityRating: ratingSchema('creativityRating', 0.5).nullish(),
  energyRating: ratingSchema('energyRating', 0.5).nullish(),
  flavorRating: ratingSchema('flavorRating', 0.5).nullish(),
  ...(Object.fromEntries(PRODUCT_ONLY_FIELDS.map((f) => [f, ratingSchema(f, 0.5).nullish()])) as Record<
    Exclude<RatingField, CoreRatingField>,
    z.ZodOptional<z.ZodNullable<z.ZodNumber>>
  >),
  notes,
  effects,
  allowManagerAccess: consent.optional(),
  ...sessionFields,
  /** Left out, the link stays; null unlinks; an id links to that (own, stash) item. */
  stashItemId: stashItemId.nullish(),
  /** Left out, it stays; null gives it back to the item; a number moves the item's quantity by the difference. */
  amountUsed: amountUsed.nullish(),
});
export { PRODUCT_ONLY_FIELDS };
export type EntryUpdateInput = z.input<typeof entryUpdateInput>;
export type EntryUpdate = z.output<typeof entryUpdateInput>;

const ratingValue = z.number().nullable();

/** An entry as the API returns it to its author. */
export const entrySchema = z.object({
  id: z.number(),
  /** The author (the data model's `userId`): always the signed-in user on these routes. */
  userId: z.number(),
  strainName: z.string(),
  strainType: z.string(),
  productType: z.string(),
  method: z.string(),
  dosage: z.string(),
  overallRating: z.number(),
  relaxationRating: ratingValue,
  creativityRating: ratingValue,
  energyRating: ratingValue,
  flavorRating: ratingValue,
  potencyRating: ratingValue,
  aromaRating: ratingValue,
  smoothnessRating: ratingValue,
  appearanceRating: ratingValue,
  tasteRating: ratingValue,
  onsetTimeRating: ratingValue,
  durationRating: ratingValue,
  packagingRating: ratingValue,
  oilQualityRating: ratingValue,
  purityRating: ratingValue,
  hardwareQualityRating: ratingValue,
  vaporProductionRating: ratingValue,
  notes: z.string().nullable(),
  allowManagerAccess: z.boolean(),
  effects: z.array(z.string()),
  createdAt: instant,
  updatedAt: instant,
  ...sessionSchema,
  /** The stash item it was logged from (null when none, or when the item was deleted). */
  stashItemId: z.number().nullable(),
  /** How much of that item the session used, in its unit (null when not said). */
  amountUsed: z.number().nullable(),
  /** That item's name now (it may have been renamed since). */
  stashItemName: z.string().nullable().optional(),
});
export type Entry = z.infer<typeof entrySchema>;

/** `POST /api/entries` answers the entry, what it earned, and the stash item it made (if asked). */
export const createEntryResponse = entrySchema.extend({
  pointsEarned: z.number(),
  /** Each award in `pointsEarned` (an addition: older answers kept for a replay may lack it). */
  awards: z.array(pointAwardSchema).optional(),
  achievements: z.array(unlockedAchievementSchema),
  levelUp: z.boolean(),
  newLevel: z.string(),
  stashItemId: z.number().nullable(),
});
export type CreateEntryResponse = z.infer<typeof createEntryResponse>;

export const FOLLOW_UP_EMPTY = /*i18n*/ 'Rate at least one symptom';
/** A follow-up names a symptom the session did not rate before. */
export const followUpNotRatedMessage = (symptom: string): Message => ({
  id: /*i18n*/ '{symptom} was not rated before this session',
  values: { symptom: { id: symptomLabel(symptom) } },
});

/**
 * `PUT /api/entries/{id}/follow-up`: "How do you feel now?", the "after" level of symptoms the session
 * rated before. Its own small write (nothing else of the entry is sent or changed); sending the same levels
 * again leaves the same entry, so a follow-up queued offline and sent twice is saved once.
 */
export const followUpWriteInput = z.strictObject({
  outcomes: z
    .array(outcomeInput.pick({ symptom: true }).extend({ after: outcomeInput.shape.before }), {
      message: SESSION_MESSAGES.symptom,
    })
    .min(1, FOLLOW_UP_EMPTY)
    .superRefine(eachSymptomOnce),
});
export type FollowUpWrite = z.infer<typeof followUpWriteInput>;

export const favoriteSchema = z.object({ id: z.number(), entryId: z.number(), createdAt: instant });
export type Favorite = z.infer<typeof favoriteSchema>;

export const favoriteInput = z.strictObject({
  entryId: z
    .number({ message: ENTRY_MESSAGES.entryId })
    .int(ENTRY_MESSAGES.entryId)
    .positive(ENTRY_MESSAGES.entryId)
    .max(2_147_483_647, ENTRY_MESSAGES.entryId),
});

export const okResponse = z.object({ ok: z.literal(true) });

/** `GET /api/entries` query: an optional `limit` (see ENTRY_LIST_LIMIT_MAX); other keys are ignored. */
export const entryListQuery = z.object({
  limit: z.coerce
    .number({ message: ENTRY_LIST_LIMIT_MESSAGE })
    .int(ENTRY_LIST_LIMIT_MESSAGE)
    .min(1, ENTRY_LIST_LIMIT_MESSAGE)
    .max(ENTRY_LIST_LIMIT_MAX, ENTRY_LIST_LIMIT_MESSAGE)
    .optional(),
});

export const ENTRY_NOT_FOUND = /*i18n*/ 'Entry not found';
export const FAVORITE_NOT_FOUND = /*i18n*/ 'Favorite not found';
