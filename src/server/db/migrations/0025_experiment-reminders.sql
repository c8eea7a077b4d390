ALTER TABLE "experiments" ADD COLUMN "reminder_time" text;--> statement-breakpoint
ALTER TABLE "push_reminders" ADD COLUMN "experiment_id" integer;--> statement-breakpoint
ALTER TABLE "push_reminders" ADD CONSTRAINT "push_reminders_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_reminder_time" CHECK ("experiments"."reminder_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');