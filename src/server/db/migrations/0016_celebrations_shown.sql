CREATE TABLE "celebrations_shown" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	CONSTRAINT "celebrations_shown_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "celebrations_shown" ADD CONSTRAINT "celebrations_shown_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;