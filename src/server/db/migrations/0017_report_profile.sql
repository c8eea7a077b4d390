ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "conditions" text[] DEFAULT '{}'::text[] NOT NULL;