-- The exhibit data's order index (newest upload first) carries what a keyword search's walk over the first rows
-- tests (the company, the state, the two names), so the walk reads the index alone instead of a table row per
-- product it passes. Drizzle's index builder has no INCLUDE: the schema keeps declaring the index's key.
DROP INDEX IF EXISTS "products_review_order_idx";--> statement-breakpoint
CREATE INDEX "products_review_order_idx" ON "products" USING btree ("uploaded_at" DESC NULLS LAST,"id" DESC NULLS FIRST) INCLUDE ("exhibitor_id","status","name_zh","name_en");
