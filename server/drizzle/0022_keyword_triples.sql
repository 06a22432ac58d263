-- A common English word's letter pairs are each in most names (co, on, nn, ne, ...), so the index built a match set
-- of tens of thousands of rows before the exact test. Texts now keep their three-character runs too, and a query
-- word of three characters or more asks for triples only (rarer by far): those that cover it, every third one and
-- the last, as each posting list read costs time and the exact test follows anyway. A word of two asks for its pair,
-- one character for itself. Words are split at white space, as the texts' grams leave white space out.
CREATE OR REPLACE FUNCTION "fair_grams"("value" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(v, i, n) AS g FROM (SELECT lower(coalesce(value, '')) AS v) AS s, generate_series(1, length(v)) AS i, (VALUES (1), (2), (3)) AS w(n)
    WHERE i + n - 1 <= length(v)
  ) AS grams WHERE g !~ '\s'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fair_query_grams"("term" text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(w, i, least(length(w), 3))), '{}')
  FROM regexp_split_to_table(lower(coalesce(term, '')), '\s+') AS w, generate_series(1, greatest(length(w) - 2, 1)) AS i
  WHERE w <> '' AND ((i - 1) % 3 = 0 OR i = length(w) - 2)
$$;--> statement-breakpoint
-- stored generated columns keep what the old function gave: add them again so every row is computed anew
ALTER TABLE "exhibitors" DROP COLUMN "search_grams";--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (fair_grams(name_zh_cn || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "exhibitors_search_idx" ON "exhibitors" USING gin ("search_grams");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_grams";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (fair_grams(name_zh || ' ' || name_en)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_grams");--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" DROP COLUMN "search_grams";--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (fair_grams(coalesce(email, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "exhibitor_accounts_search_idx" ON "exhibitor_accounts" USING gin ("search_grams");--> statement-breakpoint
ALTER TABLE "operation_logs" DROP COLUMN "actor_grams";--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "actor_grams" text[] GENERATED ALWAYS AS (fair_grams(actor_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "operation_logs_actor_grams_idx" ON "operation_logs" USING gin ("actor_grams");
