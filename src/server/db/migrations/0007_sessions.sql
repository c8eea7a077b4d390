-- Entries written before sessions existed were taken when they were written.
ALTER TABLE "entries" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "entries" SET "consumed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "entries" ALTER COLUMN "consumed_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "entries" ALTER COLUMN "consumed_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "onset_minutes" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "thc_percent" double precision;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "cbd_percent" double precision;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "thc_mg" double precision;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "cbd_mg" double precision;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "terpenes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "price" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "currency" text;--> statement-breakpoint
CREATE INDEX "entries_user_consumed_idx" ON "entries" USING btree ("user_id","consumed_at" DESC NULLS LAST);