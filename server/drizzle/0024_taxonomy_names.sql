-- Taxonomy names are unique (the organizer's screens refuse a duplicate with 已存在相同的标签。), compared as people
-- read them: case, full-width forms and runs of spaces make no other name; categories among their siblings. Names
-- that clash already keep their text marked "(dup #<id>)" on every row but the oldest, so the organizer finds and
-- renames them instead of losing any.
UPDATE "application_areas" AS t SET "name_zh" = t."name_zh" || ' (dup #' || t."id" || ')', "updated_at" = now()
FROM (SELECT "id", row_number() OVER (PARTITION BY lower(btrim(regexp_replace(normalize("name_zh", NFKC), '[[:space:]]+', ' ', 'g'))) ORDER BY "id") AS "rank" FROM "application_areas") AS clash
WHERE t."id" = clash."id" AND clash."rank" > 1;--> statement-breakpoint
UPDATE "application_areas" AS t SET "name_en" = t."name_en" || ' (dup #' || t."id" || ')', "updated_at" = now()
FROM (SELECT "id", row_number() OVER (PARTITION BY lower(btrim(regexp_replace(normalize("name_en", NFKC), '[[:space:]]+', ' ', 'g'))) ORDER BY "id") AS "rank" FROM "application_areas") AS clash
WHERE t."id" = clash."id" AND clash."rank" > 1;--> statement-breakpoint
UPDATE "product_properties" AS t SET "name_zh" = t."name_zh" || ' (dup #' || t."id" || ')', "updated_at" = now()
FROM (SELECT "id", row_number() OVER (PARTITION BY lower(btrim(regexp_replace(normalize("name_zh", NFKC), '[[:space:]]+', ' ', 'g'))) ORDER BY "id") AS "rank" FROM "product_properties") AS clash
WHERE t."id" = clash."id" AND clash."rank" > 1;--> statement-breakpoint
UPDATE "product_properties" AS t SET "name_en" = t."name_en" || ' (dup #' || t."id" || ')', "updated_at" = now()
FROM (SELECT "id", row_number() OVER (PARTITION BY lower(btrim(regexp_replace(normalize("name_en", NFKC), '[[:space:]]+', ' ', 'g'))) ORDER BY "id") AS "rank" FROM "product_properties") AS clash
WHERE t."id" = clash."id" AND clash."rank" > 1;--> statement-breakpoint
UPDATE "product_categories" AS t SET "name_zh" = t."name_zh" || ' (dup #' || t."id" || ')', "updated_at" = now()
FROM (SELECT "id", row_number() OVER (PARTITION BY coalesce("parent_id", 0), lower(btrim(regexp_replace(normalize("name_zh", NFKC), '[[:space:]]+', ' ', 'g'))) ORDER BY "id") AS "rank" FROM "product_categories") AS clash
WHERE t."id" = clash."id" AND clash."rank" > 1;--> statement-breakpoint
UPDATE "product_categories" AS t SET "name_en" = t."name_en" || ' (dup #' || t."id" || ')', "updated_at" = now()
FROM (SELECT "id", row_number() OVER (PARTITION BY coalesce("parent_id", 0), lower(btrim(regexp_replace(normalize("name_en", NFKC), '[[:space:]]+', ' ', 'g'))) ORDER BY "id") AS "rank" FROM "product_categories") AS clash
WHERE t."id" = clash."id" AND clash."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "application_areas_name_zh_idx" ON "application_areas" USING btree (lower(btrim(regexp_replace(normalize("name_zh", NFKC), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "application_areas_name_en_idx" ON "application_areas" USING btree (lower(btrim(regexp_replace(normalize("name_en", NFKC), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_zh_idx" ON "product_categories" USING btree (coalesce("parent_id", 0),lower(btrim(regexp_replace(normalize("name_zh", NFKC), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_en_idx" ON "product_categories" USING btree (coalesce("parent_id", 0),lower(btrim(regexp_replace(normalize("name_en", NFKC), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "product_properties_name_zh_idx" ON "product_properties" USING btree (lower(btrim(regexp_replace(normalize("name_zh", NFKC), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "product_properties_name_en_idx" ON "product_properties" USING btree (lower(btrim(regexp_replace(normalize("name_en", NFKC), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE INDEX "product_application_area_links_area_idx" ON "product_application_area_links" USING btree ("application_area_id");--> statement-breakpoint
CREATE INDEX "product_property_links_property_idx" ON "product_property_links" USING btree ("property_id");
