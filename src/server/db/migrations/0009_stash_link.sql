ALTER TABLE "wishlist_items" DROP CONSTRAINT "wishlist_quantity_positive";--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "stash_item_id" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_stash_item_id_wishlist_items_id_fk" FOREIGN KEY ("stash_item_id") REFERENCES "public"."wishlist_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_user_stash_item_idx" ON "entries" USING btree ("user_id","stash_item_id");--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_quantity_not_negative" CHECK ("wishlist_items"."quantity" >= 0);