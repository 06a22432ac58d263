-- The public product lists' order index carries what a keyword search's walk over the first rows tests (the company,
-- the two names), so the walk reads the index alone instead of a table row per product it passes. Drizzle's index
-- builder has no INCLUDE: the schema keeps declaring the index's key, this migration gives it the included columns.
DROP INDEX IF EXISTS "products_public_order_idx";--> statement-breakpoint
CREATE INDEX "products_public_order_idx" ON "products" USING btree ("pinned" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("exhibitor_id","name_zh","name_en") WHERE "products"."status" = 'published';
