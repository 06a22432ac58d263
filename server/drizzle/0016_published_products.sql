ALTER TABLE "exhibitors" ADD COLUMN "products_published" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_public_order_idx" ON "products" USING btree ("pinned" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'published';--> statement-breakpoint
-- the company's published products, counted where completion is (migration 0013): on every write of the
-- company's row, and again when one of its products is published, withdrawn, moved or deleted
CREATE FUNCTION "fair_published_products"("company" integer) RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (count(*) FILTER (WHERE status = 'published'))::int FROM products WHERE exhibitor_id = company
$$;--> statement-breakpoint
-- planned afresh on every call: a plan kept from when the tables were small (a session that loaded the demo,
-- then a fair) would read every product for every company
CREATE OR REPLACE FUNCTION "fair_exhibitor_completion"() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  NEW.completion := fair_completion(NEW);
  NEW.products_published := fair_published_products(NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fair_refresh_completion"("company" integer) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  PERFORM 1 FROM exhibitors WHERE id = company FOR NO KEY UPDATE;
  UPDATE exhibitors AS e SET completion = fair_completion(e)
  WHERE e.id = company AND (e.completion <> fair_completion(e) OR e.products_published <> fair_published_products(company));
END
$$;--> statement-breakpoint
UPDATE "exhibitors" AS e SET "products_published" = fair_published_products(e.id);
