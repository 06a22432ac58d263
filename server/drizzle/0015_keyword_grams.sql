-- Keyword search through an index, for Chinese and English alike, including the usual two-character Chinese
-- terms that trigram indexes cannot serve: a text keeps its characters and character pairs (lower case, pairs
-- across white space left out); a term of two characters or more is found among the texts holding all of its
-- pairs (one character: that character), and the exact "contains" test (ILIKE) then runs on those few rows.
CREATE FUNCTION "fair_grams"("value" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(v, i, n) AS g FROM (SELECT lower(coalesce(value, '')) AS v) AS s, generate_series(1, length(v)) AS i, (VALUES (1), (2)) AS w(n)
    WHERE i + n - 1 <= length(v)
  ) AS grams WHERE g !~ '\s'
$$;--> statement-breakpoint
CREATE FUNCTION "fair_query_grams"("term" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(v, i, least(length(v), 2)) AS g FROM (SELECT lower(btrim(coalesce(term, ''))) AS v) AS s, generate_series(1, greatest(length(v) - 1, 1)) AS i
  ) AS grams WHERE g !~ '\s' AND g <> ''
$$;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (fair_grams(name_zh_cn || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (fair_grams(name_zh || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "exhibitors_search_idx" ON "exhibitors" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_grams");