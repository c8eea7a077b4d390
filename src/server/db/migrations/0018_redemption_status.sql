ALTER TABLE "user_rewards" ADD COLUMN "code" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "user_rewards" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_rewards" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "user_rewards_code_idx" ON "user_rewards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "user_rewards_status_idx" ON "user_rewards" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "user_rewards" ADD CONSTRAINT "user_rewards_status_check" CHECK ("user_rewards"."status" in ('pending', 'fulfilled', 'cancelled'));