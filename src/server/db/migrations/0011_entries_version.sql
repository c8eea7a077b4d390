-- A version of what each user's journal list shows (docs/decisions/0035-entry-list-kept-by-version.md): a
-- new random value on every change to the user's entries, and to the name of a stash item (the list shows
-- it beside a linked entry). Triggers cover every write path without touching it: create, edit, delete,
-- import, the erasure cascade, the stash's `on delete set null`, a restore, an operator's SQL. The default
-- gives every existing user a value of their own.
ALTER TABLE "users" ADD COLUMN "entries_version" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "entries_version_renew"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE users SET entries_version = gen_random_uuid();
	ELSE
		-- OLD is null on an insert, NEW on a delete; an update may (in principle) move a row between users.
		UPDATE users SET entries_version = gen_random_uuid() WHERE id IN (OLD.user_id, NEW.user_id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "entries_version" AFTER INSERT OR UPDATE OR DELETE ON "entries"
	FOR EACH ROW EXECUTE FUNCTION "entries_version_renew"();
--> statement-breakpoint
CREATE TRIGGER "entries_version_truncate" AFTER TRUNCATE ON "entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "entries_version_renew"();
--> statement-breakpoint
-- A renamed stash item; a quantity change (the frequent one) does not touch the list.
CREATE TRIGGER "wishlist_items_name_version" AFTER UPDATE OF "strain_name" ON "wishlist_items"
	FOR EACH ROW WHEN (OLD.strain_name IS DISTINCT FROM NEW.strain_name)
	EXECUTE FUNCTION "entries_version_renew"();
