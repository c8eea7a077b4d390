DROP INDEX "entries_strain_lower_idx";--> statement-breakpoint
CREATE INDEX "entries_strain_key_idx" ON "entries" USING btree (lower(btrim("strain_name")));