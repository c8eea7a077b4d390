CREATE TABLE "experiment_sessions" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"experiment_id" integer NOT NULL,
	"day" date NOT NULL,
	"arm" text NOT NULL,
	CONSTRAINT "experiment_sessions_arm" CHECK ("experiment_sessions"."arm" in ('A', 'B'))
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"symptom" text NOT NULL,
	"arms" jsonb NOT NULL,
	"dose" text NOT NULL,
	"method" text NOT NULL,
	"time_of_day" text NOT NULL,
	"period_days" integer NOT NULL,
	"washout_days" integer NOT NULL,
	"minimum_difference" double precision NOT NULL,
	"starts_on" date NOT NULL,
	"schedule" jsonb NOT NULL,
	"stopped_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_period_days" CHECK ("experiments"."period_days" between 1 and 14),
	CONSTRAINT "experiments_washout_days" CHECK ("experiments"."washout_days" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "experiment_sessions" ADD CONSTRAINT "experiment_sessions_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_sessions" ADD CONSTRAINT "experiment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_sessions" ADD CONSTRAINT "experiment_sessions_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_sessions_experiment_idx" ON "experiment_sessions" USING btree ("user_id","experiment_id","day");--> statement-breakpoint
CREATE INDEX "experiments_user_idx" ON "experiments" USING btree ("user_id","created_at" DESC NULLS LAST);