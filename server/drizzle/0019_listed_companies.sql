ALTER TABLE "exhibitors" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "exhibitors_directory_idx" ON "exhibitors" USING btree ("hall_id","booth","id") WHERE "exhibitors"."listed";--> statement-breakpoint
-- A company the public sees (catalogue, sitemap, mini-programme): its profile saved and its main account not banned.
-- Stored with completion by the same triggers, so the public lists filter, order and count on an index instead of
-- looking for a banned account beside every company.
CREATE FUNCTION "fair_listed"("company" integer, "saved" boolean) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT saved AND NOT EXISTS (SELECT 1 FROM exhibitor_accounts WHERE exhibitor_id = company AND NOT is_child_user AND banned)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fair_exhibitor_completion"() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  NEW.completion := fair_completion(NEW);
  NEW.products_published := fair_published_products(NEW.id);
  NEW.listed := fair_listed(NEW.id, NEW.is_edit);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fair_refresh_completion"("company" integer) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  PERFORM 1 FROM exhibitors WHERE id = company FOR NO KEY UPDATE;
  UPDATE exhibitors AS e SET completion = fair_completion(e)
  WHERE e.id = company
    AND (e.completion <> fair_completion(e) OR e.products_published <> fair_published_products(company) OR e.listed <> fair_listed(company, e.is_edit));
END
$$;--> statement-breakpoint
-- accounts move the flag only when a banned main account comes, goes or moves: other account writes (logins,
-- send status, passwords) leave the companies alone
CREATE FUNCTION "fair_account_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM fair_refresh_completion(c.id) FROM (SELECT DISTINCT exhibitor_id AS id FROM new_rows WHERE banned AND NOT is_child_user ORDER BY 1) AS c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM fair_refresh_completion(c.id) FROM (SELECT DISTINCT exhibitor_id AS id FROM old_rows WHERE banned AND NOT is_child_user ORDER BY 1) AS c;
  ELSE
    PERFORM fair_refresh_completion(c.id) FROM (
      SELECT DISTINCT unnest(ARRAY[o.exhibitor_id, n.exhibitor_id]) AS id FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
      WHERE (o.banned AND NOT o.is_child_user) <> (n.banned AND NOT n.is_child_user)
        OR (o.exhibitor_id <> n.exhibitor_id AND (o.banned AND NOT o.is_child_user OR n.banned AND NOT n.is_child_user))
      ORDER BY 1
    ) AS c;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "exhibitor_accounts_listed_insert" AFTER INSERT ON "exhibitor_accounts" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_account_listed"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_accounts_listed_update" AFTER UPDATE ON "exhibitor_accounts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_account_listed"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_accounts_listed_delete" AFTER DELETE ON "exhibitor_accounts" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_account_listed"();--> statement-breakpoint
UPDATE "exhibitors" SET "listed" = fair_listed("id", "is_edit");
