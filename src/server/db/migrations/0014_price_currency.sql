ALTER TABLE "entries" ADD COLUMN "price_currency" text;--> statement-breakpoint
-- Prices kept until now were paid in the account's currency of the day: that is the best record of it.
UPDATE "entries" e SET "price_currency" = coalesce(u."currency", 'USD') FROM "users" u WHERE u."id" = e."user_id" AND e."price" IS NOT NULL;
