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
-- One statement's changes as signed rows (+1 new, -1 old), added to the roll-ups; rows that reach zero
-- go. Additions commute, so concurrent writers only queue on the rows they share (one user's own), in key
-- order. Changes that cancel out (an edit of the notes) write nothing.
CREATE FUNCTION "entry_rollups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := CASE TG_OP
		WHEN 'INSERT' THEN 'select n.*, 1 as sign from new_rows n'
		WHEN 'DELETE' THEN 'select o.*, -1 as sign from old_rows o'
		ELSE 'select n.*, 1 as sign from new_rows n union all select o.*, -1 as sign from old_rows o'
	END;
BEGIN
	EXECUTE format($q$
		with d as (%s)
		insert into entry_strain_rollups as t (user_id, strain_name, entries, rating_sum)
		select user_id, strain_name, sum(sign), sum(sign * overall_rating) from d
		group by user_id, strain_name having sum(sign) <> 0 or sum(sign * overall_rating) <> 0
		order by user_id, strain_name
		on conflict (user_id, strain_name) do update
		set entries = t.entries + excluded.entries, rating_sum = t.rating_sum + excluded.rating_sum$q$, changed);
	EXECUTE format($q$
		with d as (%s)
		insert into entry_product_rollups as t (user_id, product_type, method, entries, rating_sum)
		select user_id, product_type, method, sum(sign), sum(sign * overall_rating) from d
		group by user_id, product_type, method having sum(sign) <> 0 or sum(sign * overall_rating) <> 0
		order by user_id, product_type, method
		on conflict (user_id, product_type, method) do update
		set entries = t.entries + excluded.entries, rating_sum = t.rating_sum + excluded.rating_sum$q$, changed);
	EXECUTE format($q$
		with d as (%s)
		insert into entry_effect_rollups as t (user_id, effect, entries)
		select d.user_id, x.effect, sum(d.sign) from d cross join lateral unnest(d.effects) as x(effect)
		where x.effect is not null
		group by d.user_id, x.effect having sum(d.sign) <> 0
		order by d.user_id, x.effect
		on conflict (user_id, effect) do update set entries = t.entries + excluded.entries$q$, changed);
	IF TG_OP <> 'INSERT' THEN
		EXECUTE format($q$
			with d as (%s)
			delete from entry_strain_rollups t where t.entries <= 0
			and (t.user_id, t.strain_name) in (select user_id, strain_name from d)$q$, changed);
		EXECUTE format($q$
			with d as (%s)
			delete from entry_product_rollups t where t.entries <= 0
			and (t.user_id, t.product_type, t.method) in (select user_id, product_type, method from d)$q$, changed);
		EXECUTE format($q$
			with d as (%s)
			delete from entry_effect_rollups t where t.entries <= 0
			and t.user_id in (select user_id from d)$q$, changed);
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
