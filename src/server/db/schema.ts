import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Message } from '../../shared/message.js';

/** Every point in time is stored with its zone and read as a Date. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
/** A row that belongs to the `parent` row: required, and deleted with it. */
const parentRef = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });
const userRef = () => parentRef('user_id', () => users.id);
/** The key of a table that holds at most one row per user, deleted with the user. */
const userKey = () =>
  integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'manager', 'admin'] })
      .notNull()
      .default('user'),
    points: integer('points').notNull().default(0),
    streakCount: integer('streak_count').notNull().default(0),
    lastLoginDate: timestamptz('last_login_date'),
    /** Calendar day (in the user's time zone) of the last signed-in visit; drives the streak. */
    lastVisitDay: date('last_visit_day', { mode: 'string' }),
    /** The zone that decides the user's calendar days (an account setting, never a request header). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** When the user (or their browser, the first time) last chose the zone; null: never chosen. */
    timeZoneSetAt: timestamptz('time_zone_set_at'),
    /** Prices in entries are in this currency (ISO 4217); null until the browser or the user picks one. */
    currency: text('currency'),
    /** The language the account chose (en, de, es, fr: issue 59); null: never chosen (the browser's then). */
    language: text('language', { enum: ['en', 'de', 'es', 'fr'] }),
    /** The name the report for a clinician is made out to (Settings); null: none given. */
    displayName: text('display_name'),
    /** The conditions the user tracks, as they wrote them, shown on the report (Settings). */
    conditions: text('conditions').array().notNull().default(sql`'{}'::text[]`),
    /** The symptoms the user tracks (SYMPTOMS keys): first in the New Entry form and on What helps. */
    trackedSymptoms: text('tracked_symptoms').array().notNull().default(sql`'{}'::text[]`),
    /** When the first-day introduction was finished or skipped, on any device; null: not yet. */
    onboardedAt: timestamptz('onboarded_at'),
    /**
     * The first signed-in visit: "Welcome back" from the next calendar day on, in the account's zone as it
     * is when asked (an instant, so a zone chosen after the first visit still counts it on its own day).
     */
    firstVisitAt: timestamptz('first_visit_at'),
    /**
     * A new random value whenever anything the journal's list shows changes: the user's entries, or the
     * name of a stash item an entry is linked to (kept by triggers, migration 0011). A server keeps the
     * list's JSON under it and knows when it is stale (decision 0035).
     */
    entriesVersion: uuid('entries_version').notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    check('users_points_nonnegative', sql`${t.points} >= 0`),
    check('users_role_valid', sql`${t.role} in ('user','manager','admin')`),
    index('users_last_login_idx').on(t.lastLoginDate),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a stolen database does not yield live cookies. */
    id: text('id').primaryKey(),
    userId: userRef(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Attempt counters for sign-in and current-password checks, one row per key ("pair:name|address",
 * "address:…", "name:…", "password:<user id>", "known:name|address"): counted by one upsert … returning,
 * so parallel guesses each see their own number (docs/decisions/0009-sign-in-limits.md).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStart: timestamptz('window_start').notNull(),
  },
  (t) => [index('login_throttles_window_idx').on(t.windowStart)],
);

export const userSettings = pgTable('user_settings', {
  userId: userKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

const rating = (name: string) => doublePrecision(name);

/**
 * Triggers on this table keep the manager summary's roll-ups (`entry_strain_rollups`,
 * `entry_product_rollups`, `entry_effect_rollups`: migration 0010, decision 0029). They are derived data,
 * outside this schema, so backups leave them out and a restore refills them through the triggers.
 */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    strainName: text('strain_name').notNull(),
    strainType: text('strain_type').notNull(),
    productType: text('product_type').notNull().default('flower'),
    method: text('method').notNull(),
    dosage: text('dosage').notNull(),
    overallRating: doublePrecision('overall_rating').notNull(),
    relaxationRating: rating('relaxation_rating'),
    creativityRating: rating('creativity_rating'),
    energyRating: rating('energy_rating'),
    flavorRating: rating('flavor_rating'),
    potencyRating: rating('potency_rating'),
    aromaRating: rating('aroma_rating'),
    smoothnessRating: rating('smoothness_rating'),
    appearanceRating: rating('appearance_rating'),
    tasteRating: rating('taste_rating'),
    onsetTimeRating: rating('onset_time_rating'),
    durationRating: rating('duration_rating'),
    packagingRating: rating('packaging_rating'),
    oilQualityRating: rating('oil_quality_rating'),
    purityRating: rating('purity_rating'),
    hardwareQualityRating: rating('hardware_quality_rating'),
    vaporProductionRating: rating('vapor_production_rating'),
    notes: text('notes'),
    allowManagerAccess: boolean('allow_manager_access').notNull().default(false),
    effects: text('effects').array().notNull().default(sql`'{}'::text[]`),
    /** When it was taken (the journal's order and day); the time of writing unless the user says otherwise. */
    consumedAt: timestamptz('consumed_at').notNull().defaultNow(),
    /** The session's symptoms: `[{symptom, before, after}]`, levels 0–10, `after` null until followed up. */
    outcomes: jsonb('outcomes')
      .$type<Array<{ symptom: string; before: number; after: number | null }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    onsetMinutes: integer('onset_minutes'),
    durationMinutes: integer('duration_minutes'),
    thcPercent: doublePrecision('thc_percent'),
    cbdPercent: doublePrecision('cbd_percent'),
    thcMg: doublePrecision('thc_mg'),
    cbdMg: doublePrecision('cbd_mg'),
    terpenes: text('terpenes').array().notNull().default(sql`'{}'::text[]`),
    brand: text('brand'),
    source: text('source'),
    price: doublePrecision('price'),
    /** ISO 4217 code of `price` (null without a price): the account's currency when the price was saved. */
    priceCurrency: text('price_currency'),
    /** The stash item the session was logged from (the link survives a rename; deleting the item unlinks). */
    stashItemId: integer('stash_item_id').references((): AnyPgColumn => wishlistItems.id, {
      onDelete: 'set null',
    }),
    /** Whether entry points were paid for this entry (retroactive awards pay the others once). */
    pointsAwarded: boolean('points_awarded').notNull().default(false),
    /** How much of the linked stash item this session used, in the item's unit (taken from its quantity). */
    amountUsed: doublePrecision('amount_used'),
    /** Brought in by an import: history, so it counts for no challenge (and earned no points). */
    imported: boolean('imported').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('entries_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('entries_user_consumed_idx').on(t.userId, t.consumedAt.desc()),
    index('entries_created_idx').on(t.createdAt.desc()),
    // The strain key (src/server/domain/sql.ts strainKey): every count and lookup per strain uses it.
    index('entries_strain_key_idx').on(sql`lower(btrim(${t.strainName}))`),
    index('entries_user_stash_item_idx').on(t.userId, t.stashItemId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    entryId: parentRef('entry_id', () => entries.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_entry_idx').on(t.userId, t.entryId),
    index('favorites_entry_idx').on(t.entryId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** 'stash' for inventory on hand, 'wish' for a strain saved to try. */
    list: text('list', { enum: ['stash', 'wish'] })
      .notNull()
      .default('stash'),
    strainName: text('strain_name').notNull(),
    strainType: text('strain_type'),
    productType: text('product_type').notNull().default('flower'),
    quantity: doublePrecision('quantity').notNull().default(1),
    quantityUnit: text('quantity_unit').notNull().default('grams'),
    /** Derived from `quantity` and `baselineQuantity` on every write (stockAfter): never set on its own. */
    currentAmount: text('current_amount').notNull().default('empty'),
    /** The quantity at the last add or restock: the level is the share of it left. */
    baselineQuantity: doublePrecision('baseline_quantity'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wishlist_user_idx').on(t.userId, t.createdAt.desc()),
    index('wishlist_amount_idx').on(t.currentAmount),
    check('wishlist_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const pointActivities = pgTable(
  'point_activities',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    activityType: text('activity_type').notNull(),
    pointsEarned: integer('points_earned').notNull(),
    /** What the line was for, in English (lines from before `message` have only this). */
    description: text('description').notNull(),
    /**
     * The same as a message (`{ id, values }`, src/shared/message.ts), so an answer reads it in its reader's
     * language (issue 59); null on lines written before it was kept.
     */
    message: jsonb('message').$type<Message>(),
    /** The object the award is about (entry, stash item, challenge, achievement), when there is one. */
    refId: integer('ref_id'),
    /**
     * The strain a stash line is about (`strainKey` of src/shared/strains.ts), so the once-a-day-per-strain
     * stash points hold for an item deleted and added again; null on other lines.
     */
    strainKey: text('strain_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_activities_user_idx').on(t.userId, t.createdAt.desc()),
    index('point_activities_type_idx').on(t.userId, t.activityType, t.createdAt),
    index('point_activities_created_idx').on(t.createdAt.desc()),
  ],
);

export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pointsCost: integer('points_cost').notNull(),
    tier: text('tier').notNull().default('bronze'),
    isActive: boolean('is_active').notNull().default(true),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [check('rewards_cost_nonnegative', sql`${t.pointsCost} >= 0`)],
);

export const userRewards = pgTable(
  'user_rewards',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    rewardId: integer('reward_id').references(() => rewards.id, { onDelete: 'set null' }),
    /** Snapshot at redemption time, so history survives a reward's edit or deletion. */
    rewardName: text('reward_name').notNull(),
    rewardCost: integer('reward_cost').notNull(),
    redeemed: boolean('redeemed').notNull().default(false),
    redeemedAt: timestamptz('redeemed_at'),
    /** What the user shows or types to receive it (redeemReward makes it; the default is for old rows). */
    code: text('code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12))`),
    /** pending until an admin fulfils or cancels it; a cancel gives the points back, once. */
    status: text('status').notNull().default('pending'),
    /** When it was fulfilled or cancelled. */
    resolvedAt: timestamptz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_rewards_user_idx').on(t.userId, t.createdAt.desc()),
    index('user_rewards_reward_idx').on(t.rewardId),
    uniqueIndex('user_rewards_code_idx').on(t.code),
    index('user_rewards_status_idx').on(t.status, t.createdAt.desc()),
    check('user_rewards_status_check', sql`${t.status} in ('pending', 'fulfilled', 'cancelled')`),
  ],
);

export const challenges = pgTable(
  'challenges',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    /** What the server counts: entries, distinct_strains, stash_adds, effects, visits, complete_entries… */
    metric: text('metric').notNull(),
    pointValue: integer('point_value').notNull(),
    target: integer('target').notNull().default(5),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('challenges_key_idx').on(t.key)],
);

export const userChallenges = pgTable(
  'user_challenges',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    challengeId: parentRef('challenge_id', () => challenges.id),
    /** First day of the period (day, week or month) this row counts. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    progress: integer('progress').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_challenges_period_idx').on(t.userId, t.challengeId, t.periodStart)],
);

export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    icon: text('icon').notNull().default('award'),
    threshold: integer('threshold').notNull(),
    pointsReward: integer('points_reward').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isOneTime: boolean('is_one_time').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('achievements_key_idx').on(t.key)],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    achievementId: parentRef('achievement_id', () => achievements.id),
    currentProgress: integer('current_progress').notNull().default(0),
    unlocked: boolean('unlocked').notNull().default(false),
    unlockedAt: timestamptz('unlocked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_achievements_user_idx').on(t.userId, t.achievementId)],
);

export const userProgression = pgTable('user_progression', {
  userId: userKey(),
  level: text('level').notNull().default('curious_beginner'),
  lifetimePoints: integer('lifetime_points').notNull().default(0),
  lastLevelUpAt: timestamptz('last_level_up_at'),
});

/**
 * A celebration (its stable key) one of the account's devices was given to show: each is shown once per
 * account, whichever device asks first. Rows older than the celebrations' look-back are pruned.
 */
export const celebrationsShown = pgTable(
  'celebrations_shown',
  {
    userId: userRef(),
    key: text('key').notNull(),
    shownAt: timestamptz('shown_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Every time a manager's request returned an entry's notes: who, which entry, when. */
export const noteReads = pgTable(
  'note_reads',
  {
    id: serial('id').primaryKey(),
    /** The entry's author. */
    userId: userRef(),
    entryId: parentRef('entry_id', () => entries.id),
    /** The manager who read the note; null once that account is deleted (the record stays for the author). */
    readerId: integer('reader_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('note_reads_user_idx').on(t.userId, t.createdAt.desc()),
    index('note_reads_reader_idx').on(t.readerId),
  ],
);

/** One running import per account (across app servers): a row while it runs. */
export const importRuns = pgTable('import_runs', {
  userId: userKey(),
  startedAt: timestamptz('started_at').notNull(),
});

/** Report links a user shares; the token is kept only as its SHA-256 hash. */
export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    includeNotes: boolean('include_notes').notNull().default(false),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamptz('last_viewed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shares_token_hash_idx').on(t.tokenHash), index('shares_user_idx').on(t.userId)],
);

/**
 * An admin's invitation (issue 57): the account exists from the start with no usable password, and the
 * link's token, kept only as its SHA-256 hash, lets one person choose it within INVITE_DAYS. Deleted with
 * the account (which revokes it); a used one keeps `used_at`, a withdrawn one `revoked_at`.
 */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    /** The admin who made it; null once that account is deleted. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invites_token_hash_idx').on(t.tokenHash), index('invites_user_idx').on(t.userId)],
);

/**
 * Settings of the whole site, one row, read by every app server (so they all agree): whether anyone may
 * create an account (`POST /api/signup`); off until an admin opens it.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    openSignUp: boolean('open_sign_up').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * Counters per key and fixed window, each counted and read in one statement (insert … on conflict …
 * returning), so parallel requests on any server each see their own number: failed share look-ups per
 * address ("share-miss:<address>"), share views per address and per link ("share-view:…", "share-link:…"),
 * failed invitation look-ups per address ("invite-miss:<address>").
 */
export const rateWindows = pgTable(
  'rate_windows',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('rate_windows_key').on(t.key, t.windowStart)],
);

/**
 * A create sent with an Idempotency-Key, answered again for the same key within IDEMPOTENCY_TTL_HOURS. It
 * keeps no words: the entry it made (deleted with it, so a deleted entry is never replayed) and the
 * create's award figures; a replay reads the entry as it is now.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    key: text('key').notNull(),
    /** SHA-256 of the validated request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    /** The entry the create made; null only while the create runs. */
    entryId: integer('entry_id').references(() => entries.id, { onDelete: 'cascade' }),
    /** The create's figures besides the entry (points, achievements, level): no text the user wrote. */
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key)],
);

/**
 * A browser's Web Push subscription (Settings › Notifications): where to send and the keys that encrypt
 * for it (RFC 8291). One row per account and endpoint; a 404 or 410 from the push service deletes it. It
 * belongs to the signed-in session of the device that made it and ends with it (sign-out, "sign out other
 * devices", a password change or reset): a lost phone stops getting reminders. At most PUSH_DEVICES_MAX a
 * account (the newest replaces the oldest).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url as the browser gave them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_user_endpoint_idx').on(t.userId, t.endpoint),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * Reminders that fell due: one row per account, kind and due key (the local day of a daily reminder, the
 * entry of a follow-up), so each is sent once however many servers tick. A server claims a row
 * (`claimed_at`, FOR UPDATE SKIP LOCKED), sends it, and marks it sent (decision 0053).
 */
export const pushReminders = pgTable(
  'push_reminders',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    kind: text('kind', { enum: ['daily', 'follow_up', 'experiment'] }).notNull(),
    dueKey: text('due_key').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    entryId: integer('entry_id').references(() => entries.id, { onDelete: 'cascade' }),
    /** An experiment day's reminder: its experiment (deleting the experiment drops what was not sent). */
    experimentId: integer('experiment_id').references((): AnyPgColumn => experiments.id, {
      onDelete: 'cascade',
    }),
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    /** How many subscriptions took it (0: none would). */
    delivered: integer('delivered'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_reminders_user_kind_key_idx').on(t.userId, t.kind, t.dueKey),
    index('push_reminders_unsent_idx').on(t.dueAt).where(sql`${t.sentAt} is null`),
  ],
);

/** The server's VAPID key pair, made once at first need when none is configured, shared by every server. */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * A personal experiment (N-of-1 trial, decision 0075): two products (`arms`, A and B, each snapshot from
 * a stash item or named) alternate over `blocks` blocks of two periods of `period_days` days. `schedule`
 * holds each block's order ('AB' or 'BA'), drawn with a cryptographic random source at creation: the server
 * never answers a day to come. Private as entries are: no manager or admin view reads it.
 */
export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    symptom: text('symptom').notNull(),
    arms: jsonb('arms')
      .$type<Array<{ stashItemId: number | null; strainName: string; productType: string }>>()
      .notNull(),
    dose: text('dose').notNull(),
    method: text('method').notNull(),
    timeOfDay: text('time_of_day').notNull(),
    /** When its reminder comes on its days ("HH:MM", the account's zone); null: the daily reminder's time. */
    reminderTime: text('reminder_time'),
    periodDays: integer('period_days').notNull(),
    washoutDays: integer('washout_days').notNull(),
    minimumDifference: doublePrecision('minimum_difference').notNull(),
    /** The first day, in the account's time zone. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** One order per block, 'AB' or 'BA'; its length is the number of blocks. */
    schedule: jsonb('schedule').$type<Array<'AB' | 'BA'>>().notNull(),
    /** The account's day it was stopped early (that day is its last); null: not stopped. */
    stoppedOn: date('stopped_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('experiments_user_idx').on(t.userId, t.createdAt.desc()),
    check('experiments_period_days', sql`${t.periodDays} between 1 and 14`),
    check('experiments_washout_days', sql`${t.washoutDays} in (0, 1)`),
    check('experiments_reminder_time', sql`${t.reminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** A session logged for an experiment: the day (the account's, when taken) and the product the schedule said. */
export const experimentSessions = pgTable(
  'experiment_sessions',
  {
    entryId: integer('entry_id')
      .primaryKey()
      .references(() => entries.id, { onDelete: 'cascade' }),
    userId: userRef(),
    experimentId: parentRef('experiment_id', () => experiments.id),
    day: date('day', { mode: 'string' }).notNull(),
    arm: text('arm', { enum: ['A', 'B'] }).notNull(),
  },
  (t) => [
    index('experiment_sessions_experiment_idx').on(t.userId, t.experimentId, t.day),
    check('experiment_sessions_arm', sql`${t.arm} in ('A', 'B')`),
  ],
);
