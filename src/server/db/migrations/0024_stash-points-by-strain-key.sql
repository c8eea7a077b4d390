DROP INDEX "user_rewards_idempotency_idx";--> statement-breakpoint
ALTER TABLE "point_activities" ADD COLUMN "strain_key" text;--> statement-breakpoint
-- The stash lines written before: their strain was only in the description's text.
UPDATE "point_activities" SET "strain_key" = lower(btrim(substring("description" from '^Added (.*) to stash$'))) WHERE "activity_type" = 'stash_add';--> statement-breakpoint
UPDATE "point_activities" SET "strain_key" = lower(btrim(substring("description" from '^Updated (.*) in stash$'))) WHERE "activity_type" = 'stash_update';--> statement-breakpoint
ALTER TABLE "user_rewards" DROP COLUMN "idempotency_key";
