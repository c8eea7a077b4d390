ALTER TABLE "note_reads" DROP CONSTRAINT "note_reads_reader_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "note_reads" ALTER COLUMN "reader_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "note_reads" ADD CONSTRAINT "note_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;