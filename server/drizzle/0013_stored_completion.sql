ALTER TABLE "exhibitors" ADD COLUMN "completion" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "exhibitors_completion_idx" ON "exhibitors" USING btree ("completion","id");--> statement-breakpoint
-- The profile completion of @fair/shared (validation/profile-completion.ts) in the database: fourteen items,
-- each filled or not, as a whole percentage rounded down. "Filled" is JavaScript's trim() test: some character
-- other than white space, the ideographic space included. A test compares the stored figure with
-- profileCompletion company by company after every kind of change. Products are read by company alone: with
-- the status in the condition, outdated statistics (right after a large load) can lead the planner through
-- the index of every published product.
CREATE FUNCTION "fair_filled"("value" text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce("value", '') ~ '[^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
$$;--> statement-breakpoint
CREATE FUNCTION "fair_completion"("e" "exhibitors") RETURNS smallint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ((
    fair_filled(e.logo)::int + fair_filled(e.name_zh_cn)::int + fair_filled(e.name_en)::int + fair_filled(e.country)::int
    + EXISTS (SELECT 1 FROM exhibitor_categories AS l WHERE l.exhibitor_id = e.id)::int
    + EXISTS (SELECT 1 FROM exhibitor_application_areas AS l WHERE l.exhibitor_id = e.id)::int
    + fair_filled(e.intro_zh)::int + fair_filled(e.intro_en)::int + fair_filled(e.website)::int + fair_filled(e.qr_code)::int + fair_filled(e.email)::int
    + coalesce((SELECT bool_or(c.status = 'published') FROM products AS c WHERE c.exhibitor_id = e.id), false)::int
    + EXISTS (SELECT 1 FROM news AS c WHERE c.exhibitor_id = e.id AND c.status = 'published')::int
    + EXISTS (SELECT 1 FROM activities AS c WHERE c.exhibitor_id = e.id AND c.status = 'published')::int
  ) * 100 / 14)::smallint
$$;--> statement-breakpoint
-- the company's own row: every insert and update writes the figure of the row as it will be stored
CREATE FUNCTION "fair_exhibitor_completion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.completion := fair_completion(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "exhibitors_completion" BEFORE INSERT OR UPDATE ON "exhibitors" FOR EACH ROW EXECUTE FUNCTION "fair_exhibitor_completion"();--> statement-breakpoint
-- a company's figure again, written only when it changed. The row lock comes first and the figure is counted
-- in the next statement, from what is committed by then: two transactions changing one company's content at
-- once cannot both count without the other's change. NO KEY UPDATE is the lock an update of the row takes
-- anyway: it does not wait for the key-share locks that inserting a company's content holds (FOR UPDATE would
-- deadlock with a profile save inserting links).
CREATE FUNCTION "fair_refresh_completion"("company" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM exhibitors WHERE id = company FOR NO KEY UPDATE;
  UPDATE exhibitors AS e SET completion = fair_completion(e) WHERE e.id = company AND e.completion <> fair_completion(e);
END
$$;--> statement-breakpoint
-- Links and content change once per statement, whatever its size: each company a statement touched is counted
-- again once, companies in id order (two statements touching the same companies lock them in the same order).
-- category and application-area links: any link added, moved or removed
CREATE FUNCTION "fair_link_completion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fair_refresh_completion(c.id) FROM (SELECT DISTINCT exhibitor_id AS id FROM new_rows ORDER BY 1) AS c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fair_refresh_completion(c.id) FROM (SELECT DISTINCT exhibitor_id AS id FROM old_rows ORDER BY 1) AS c;
  ELSE
    PERFORM fair_refresh_completion(c.id) FROM (SELECT exhibitor_id AS id FROM old_rows UNION SELECT exhibitor_id FROM new_rows ORDER BY 1) AS c;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "exhibitor_categories_completion_insert" AFTER INSERT ON "exhibitor_categories" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_link_completion"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_categories_completion_update" AFTER UPDATE ON "exhibitor_categories" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_link_completion"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_categories_completion_delete" AFTER DELETE ON "exhibitor_categories" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_link_completion"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_application_areas_completion_insert" AFTER INSERT ON "exhibitor_application_areas" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_link_completion"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_application_areas_completion_update" AFTER UPDATE ON "exhibitor_application_areas" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_link_completion"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_application_areas_completion_delete" AFTER DELETE ON "exhibitor_application_areas" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_link_completion"();--> statement-breakpoint
-- products, news and activities count once published: only rows published before or after, or moved, can move the figure
CREATE FUNCTION "fair_content_completion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fair_refresh_completion(c.id) FROM (SELECT DISTINCT exhibitor_id AS id FROM new_rows WHERE status = 'published' ORDER BY 1) AS c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fair_refresh_completion(c.id) FROM (SELECT DISTINCT exhibitor_id AS id FROM old_rows WHERE status = 'published' ORDER BY 1) AS c;
  ELSE
    PERFORM fair_refresh_completion(c.id) FROM (
      SELECT o.exhibitor_id AS id FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id WHERE o.status <> n.status OR o.exhibitor_id <> n.exhibitor_id
      UNION
      SELECT n.exhibitor_id FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id WHERE o.status <> n.status OR o.exhibitor_id <> n.exhibitor_id
      ORDER BY 1
    ) AS c;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_completion_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_completion"();--> statement-breakpoint
CREATE TRIGGER "products_completion_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_completion"();--> statement-breakpoint
CREATE TRIGGER "products_completion_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_completion"();--> statement-breakpoint
CREATE TRIGGER "news_completion_insert" AFTER INSERT ON "news" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_completion"();--> statement-breakpoint
CREATE TRIGGER "news_completion_update" AFTER UPDATE ON "news" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_completion"();--> statement-breakpoint
CREATE TRIGGER "news_completion_delete" AFTER DELETE ON "news" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_completion"();--> statement-breakpoint
CREATE TRIGGER "activities_completion_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_completion"();--> statement-breakpoint
CREATE TRIGGER "activities_completion_update" AFTER UPDATE ON "activities" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_completion"();--> statement-breakpoint
CREATE TRIGGER "activities_completion_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_completion"();--> statement-breakpoint
UPDATE "exhibitors" AS e SET "completion" = fair_completion(e);
