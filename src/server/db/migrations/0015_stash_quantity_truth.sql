ALTER TABLE "entries" ADD COLUMN "amount_used" double precision;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD COLUMN "baseline_quantity" double precision;--> statement-breakpoint
-- The quantity is the truth from now on (stockFromLegacy in src/shared/stash-rules.ts): a baseline that keeps
-- each level where the quantity allows it, and the level derived again (empty with some left becomes full).
UPDATE "wishlist_items" SET "baseline_quantity" = round((CASE "current_amount" WHEN 'medium' THEN "quantity" * 2 WHEN 'low' THEN "quantity" * 6 ELSE "quantity" END)::numeric, 2)::double precision WHERE "list" = 'stash' AND "quantity" > 0;--> statement-breakpoint
UPDATE "wishlist_items" SET "current_amount" = CASE WHEN "quantity" <= 0 THEN 'empty' WHEN "quantity" >= "baseline_quantity" * 2 / 3 - 1e-9 THEN 'high' WHEN "quantity" >= "baseline_quantity" / 3 - 1e-9 THEN 'medium' ELSE 'low' END WHERE "list" = 'stash';
