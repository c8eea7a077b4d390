-- Roll-ups of the entries for the manager's summary (docs/decisions/0029-dashboard-roll-ups.md): per user,
-- counts and rating sums by raw strain name, by raw (product type, method) and by effect. They hold raw
-- column values only: the strain key and the product type rule are applied when they are read
-- (src/server/domain/sql.ts), so those rules stay in one place. Triggers on `entries` keep them exact on
-- every write (create, edit, delete, import, erasure cascade, restore); they are not in the Drizzle schema,
-- so backups leave them out and a restore fills them through the same triggers.
CREATE TABLE "entry_strain_rollups" (
	"user_id" integer NOT NULL,
	"strain_name" text NOT NULL,
	"entries" integer NOT NULL,
	"rating_sum" double precision NOT NULL,
	PRIMARY KEY ("user_id", "strain_name")
);
--> statement-breakpoint
CREATE TABLE "entry_product_rollups" (
	"user_id" integer NOT NULL,
	"product_type" text NOT NULL,
	"method" text NOT NULL,
	"entries" integer NOT NULL,
	"rating_sum" double precision NOT NULL,
	PRIMARY KEY ("user_id", "product_type", "method")
);
--> statement-breakpoint
CREATE TABLE "entry_effect_rollups" (
	"user_id" integer NOT NULL,
	"effect" text NOT NULL,
	"entries" integer NOT NULL,
	PRIMARY KEY ("user_id", "effect")
);
--> statement-breakpoint
-- The rows a statement added (+1) and removed (-1): an edit is both, its old row and its new one.
CREATE FUNCTION "entry_changes"(added entries[], removed entries[])
RETURNS TABLE (user_id integer, strain_name text, product_type text, method text, overall_rating double precision, effects text[], sign integer)
LANGUAGE sql STABLE AS $$
	SELECT a.user_id, a.strain_name, a.product_type, a.method, a.overall_rating, a.effects, 1 FROM unnest(added) a
	UNION ALL
	SELECT r.user_id, r.strain_name, r.product_type, r.method, r.overall_rating, r.effects, -1 FROM unnest(removed) r
$$;
--> statement-breakpoint
-- Adds a statement's changes to the roll-ups and drops rows that reach zero. Additions commute, so
-- concurrent writers only queue on the rows they share (one user's own), taken in key order. Changes that
-- cancel out (an edit of the notes) write nothing. Static SQL, so its plans are kept between calls.
CREATE FUNCTION "entry_rollups_add"(added entries[], removed entries[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO entry_strain_rollups AS t (user_id, strain_name, entries, rating_sum)
	SELECT d.user_id, d.strain_name, sum(d.sign), sum(d.sign * d.overall_rating) FROM entry_changes(added, removed) d
	GROUP BY d.user_id, d.strain_name HAVING sum(d.sign) <> 0 OR sum(d.sign * d.overall_rating) <> 0
	ORDER BY d.user_id, d.strain_name
	ON CONFLICT (user_id, strain_name) DO UPDATE
	SET entries = t.entries + excluded.entries, rating_sum = t.rating_sum + excluded.rating_sum;
	INSERT INTO entry_product_rollups AS t (user_id, product_type, method, entries, rating_sum)
	SELECT d.user_id, d.product_type, d.method, sum(d.sign), sum(d.sign * d.overall_rating) FROM entry_changes(added, removed) d
	GROUP BY d.user_id, d.product_type, d.method HAVING sum(d.sign) <> 0 OR sum(d.sign * d.overall_rating) <> 0
	ORDER BY d.user_id, d.product_type, d.method
	ON CONFLICT (user_id, product_type, method) DO UPDATE
	SET entries = t.entries + excluded.entries, rating_sum = t.rating_sum + excluded.rating_sum;
	INSERT INTO entry_effect_rollups AS t (user_id, effect, entries)
	SELECT d.user_id, x.effect, sum(d.sign) FROM entry_changes(added, removed) d CROSS JOIN LATERAL unnest(d.effects) AS x(effect)
	WHERE x.effect IS NOT NULL
	GROUP BY d.user_id, x.effect HAVING sum(d.sign) <> 0
	ORDER BY d.user_id, x.effect
	ON CONFLICT (user_id, effect) DO UPDATE SET entries = t.entries + excluded.entries;
	IF cardinality(removed) > 0 THEN
		DELETE FROM entry_strain_rollups t WHERE t.entries <= 0
			AND (t.user_id, t.strain_name) IN (SELECT r.user_id, r.strain_name FROM unnest(removed) r);
		DELETE FROM entry_product_rollups t WHERE t.entries <= 0
			AND (t.user_id, t.product_type, t.method) IN (SELECT r.user_id, r.product_type, r.method FROM unnest(removed) r);
		DELETE FROM entry_effect_rollups t WHERE t.entries <= 0
			AND t.user_id IN (SELECT r.user_id FROM unnest(removed) r);
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "entry_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM entry_rollups_add(ARRAY(SELECT n::entries FROM new_rows n), '{}'::entries[]);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM entry_rollups_add('{}'::entries[], ARRAY(SELECT o::entries FROM old_rows o));
	ELSE
		PERFORM entry_rollups_add(ARRAY(SELECT n::entries FROM new_rows n), ARRAY(SELECT o::entries FROM old_rows o));
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "entry_rollups_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE entry_strain_rollups, entry_product_rollups, entry_effect_rollups;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- The triggers first: creating them locks `entries` against writes until this migration commits, so the
-- backfill below misses no entry written by a server still running the previous version.
CREATE TRIGGER "entries_rollups_insert" AFTER INSERT ON "entries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "entry_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "entries_rollups_update" AFTER UPDATE ON "entries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "entry_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "entries_rollups_delete" AFTER DELETE ON "entries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "entry_rollups_apply"();
--> statement-breakpoint
CREATE TRIGGER "entries_rollups_truncate" AFTER TRUNCATE ON "entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "entry_rollups_clear"();
--> statement-breakpoint
INSERT INTO "entry_strain_rollups" (user_id, strain_name, entries, rating_sum)
	SELECT user_id, strain_name, count(*), sum(overall_rating) FROM entries GROUP BY user_id, strain_name;
--> statement-breakpoint
INSERT INTO "entry_product_rollups" (user_id, product_type, method, entries, rating_sum)
	SELECT user_id, product_type, method, count(*), sum(overall_rating) FROM entries
	GROUP BY user_id, product_type, method;
--> statement-breakpoint
INSERT INTO "entry_effect_rollups" (user_id, effect, entries)
	SELECT e.user_id, x.effect, count(*) FROM entries e CROSS JOIN LATERAL unnest(e.effects) AS x(effect)
	WHERE x.effect IS NOT NULL GROUP BY e.user_id, x.effect;
