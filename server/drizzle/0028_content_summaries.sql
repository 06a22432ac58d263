ALTER TABLE "exhibitors" ADD COLUMN "news_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "news_published" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "news_last_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "activities_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "activities_published" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "activities_last_uploaded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "exhibitors_news_last_uploaded_idx" ON "exhibitors" USING btree ("news_last_uploaded_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "exhibitors_news_first_uploaded_idx" ON "exhibitors" USING btree ("news_last_uploaded_at","id");--> statement-breakpoint
CREATE INDEX "exhibitors_news_count_idx" ON "exhibitors" USING btree ("news_count","id");--> statement-breakpoint
CREATE INDEX "exhibitors_activities_last_uploaded_idx" ON "exhibitors" USING btree ("activities_last_uploaded_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "exhibitors_activities_first_uploaded_idx" ON "exhibitors" USING btree ("activities_last_uploaded_at","id");--> statement-breakpoint
CREATE INDEX "exhibitors_activities_count_idx" ON "exhibitors" USING btree ("activities_count","id");--> statement-breakpoint
-- The content review lists every company with its news items (or activities): how many, how many published, the
-- last upload. Stored on the company, kept like completion (migrations 0013, 0016, 0019): once per statement, for
-- the companies it touched, after taking their row locks in id order; the figures are counted in the next
-- statement, from what is committed by then, so two transactions writing one company's content at once cannot
-- both count without the other's. Written only when they changed.
CREATE FUNCTION "fair_refresh_content_summaries"("kind" text, "companies" integer[]) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF coalesce(cardinality(companies), 0) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM exhibitors WHERE id = ANY (companies) ORDER BY id FOR NO KEY UPDATE;
  IF kind = 'news' THEN
    UPDATE exhibitors AS e SET news_count = s.n, news_published = s.published, news_last_uploaded_at = s.last
    FROM unnest(companies) AS c(id) CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, (count(*) FILTER (WHERE x.status = 'published'))::int AS published, max(x.uploaded_at) AS last
      FROM news AS x WHERE x.exhibitor_id = c.id
    ) AS s
    WHERE e.id = c.id AND (e.news_count, e.news_published, e.news_last_uploaded_at) IS DISTINCT FROM (s.n, s.published, s.last);
  ELSE
    UPDATE exhibitors AS e SET activities_count = s.n, activities_published = s.published, activities_last_uploaded_at = s.last
    FROM unnest(companies) AS c(id) CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, (count(*) FILTER (WHERE x.status = 'published'))::int AS published, max(x.uploaded_at) AS last
      FROM activities AS x WHERE x.exhibitor_id = c.id
    ) AS s
    WHERE e.id = c.id AND (e.activities_count, e.activities_published, e.activities_last_uploaded_at) IS DISTINCT FROM (s.n, s.published, s.last);
  END IF;
END
$$;--> statement-breakpoint
-- Items added or deleted, or moved to another company, published or withdrawn, or given another upload time: an
-- edit of the text alone (or a pin) locks and counts nothing.
CREATE FUNCTION "fair_content_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT exhibitor_id ORDER BY exhibitor_id) INTO companies FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT exhibitor_id ORDER BY exhibitor_id) INTO companies FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT c.id ORDER BY c.id) INTO companies
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id CROSS JOIN LATERAL unnest(ARRAY[o.exhibitor_id, n.exhibitor_id]) AS c(id)
    WHERE o.exhibitor_id <> n.exhibitor_id OR o.status <> n.status OR o.uploaded_at <> n.uploaded_at;
  END IF;
  PERFORM fair_refresh_content_summaries(TG_TABLE_NAME, companies);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The company's own trigger skips its counts when a write moved only these figures and no company went from none
-- published to some or back: completion, published products and the public flag stay as they are. A company's
-- news or activities count towards completion once one is published, and that always moves the published
-- figure, so the summaries' update recounts completion too: the completion triggers of news and activities
-- (migration 0013) go, and one row update and one lock pass per company and statement remain.
CREATE OR REPLACE FUNCTION "fair_exhibitor_completion"() RETURNS trigger LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- a new company has no content yet
    NEW.news_count := 0; NEW.news_published := 0; NEW.news_last_uploaded_at := NULL;
    NEW.activities_count := 0; NEW.activities_published := 0; NEW.activities_last_uploaded_at := NULL;
  ELSIF (NEW.news_count, NEW.news_published, NEW.news_last_uploaded_at, NEW.activities_count, NEW.activities_published, NEW.activities_last_uploaded_at)
        IS DISTINCT FROM (OLD.news_count, OLD.news_published, OLD.news_last_uploaded_at, OLD.activities_count, OLD.activities_published, OLD.activities_last_uploaded_at)
    AND (NEW.news_published > 0) = (OLD.news_published > 0) AND (NEW.activities_published > 0) = (OLD.activities_published > 0)
    AND (NEW.logo, NEW.name_zh_cn, NEW.name_en, NEW.country, NEW.intro_zh, NEW.intro_en, NEW.website, NEW.qr_code, NEW.email, NEW.is_edit, NEW.completion, NEW.products_published, NEW.listed)
        IS NOT DISTINCT FROM (OLD.logo, OLD.name_zh_cn, OLD.name_en, OLD.country, OLD.intro_zh, OLD.intro_en, OLD.website, OLD.qr_code, OLD.email, OLD.is_edit, OLD.completion, OLD.products_published, OLD.listed)
  THEN
    RETURN NEW;
  END IF;
  NEW.completion := fair_completion(NEW);
  NEW.products_published := fair_published_products(NEW.id);
  NEW.listed := fair_listed(NEW.id, NEW.is_edit);
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "news_completion_insert" ON "news";--> statement-breakpoint
DROP TRIGGER "news_completion_update" ON "news";--> statement-breakpoint
DROP TRIGGER "news_completion_delete" ON "news";--> statement-breakpoint
DROP TRIGGER "activities_completion_insert" ON "activities";--> statement-breakpoint
DROP TRIGGER "activities_completion_update" ON "activities";--> statement-breakpoint
DROP TRIGGER "activities_completion_delete" ON "activities";--> statement-breakpoint
CREATE TRIGGER "news_summaries_insert" AFTER INSERT ON "news" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_summaries"();--> statement-breakpoint
CREATE TRIGGER "news_summaries_update" AFTER UPDATE ON "news" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_summaries"();--> statement-breakpoint
CREATE TRIGGER "news_summaries_delete" AFTER DELETE ON "news" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_summaries"();--> statement-breakpoint
CREATE TRIGGER "activities_summaries_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_summaries"();--> statement-breakpoint
CREATE TRIGGER "activities_summaries_update" AFTER UPDATE ON "activities" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_summaries"();--> statement-breakpoint
CREATE TRIGGER "activities_summaries_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "fair_content_summaries"();--> statement-breakpoint
-- the figures of the content already there (companies without any keep the defaults)
UPDATE "exhibitors" AS e SET
  "news_count" = coalesce(n.n, 0), "news_published" = coalesce(n.published, 0), "news_last_uploaded_at" = n.last,
  "activities_count" = coalesce(a.n, 0), "activities_published" = coalesce(a.published, 0), "activities_last_uploaded_at" = a.last
FROM exhibitors AS x
  LEFT JOIN (SELECT exhibitor_id, count(*)::int AS n, (count(*) FILTER (WHERE status = 'published'))::int AS published, max(uploaded_at) AS last FROM news GROUP BY exhibitor_id) AS n ON n.exhibitor_id = x.id
  LEFT JOIN (SELECT exhibitor_id, count(*)::int AS n, (count(*) FILTER (WHERE status = 'published'))::int AS published, max(uploaded_at) AS last FROM activities GROUP BY exhibitor_id) AS a ON a.exhibitor_id = x.id
WHERE x.id = e.id AND (n.exhibitor_id IS NOT NULL OR a.exhibitor_id IS NOT NULL);
