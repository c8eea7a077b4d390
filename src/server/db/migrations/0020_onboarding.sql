ALTER TABLE "users" ADD COLUMN "tracked_symptoms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_visit_at" timestamp with time zone;--> statement-breakpoint
-- An account visited before this change: its first visit is its first daily-visit points, or the start of its
-- last visit day when the ledger has none (decision 0055).
UPDATE "users" u SET "first_visit_at" = coalesce(
  (SELECT min(p."created_at") FROM "point_activities" p
    WHERE p."user_id" = u."id" AND p."activity_type" = 'login'),
  u."last_visit_day"::timestamp AT TIME ZONE u."time_zone"
) WHERE u."last_visit_day" IS NOT NULL;
