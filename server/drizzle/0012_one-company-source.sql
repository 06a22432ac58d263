ALTER TABLE "exhibitors" ADD COLUMN "exhibitor_types" "exhibitor_type"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- One source for a company's types: the union of the company's single type and the types on its main
-- accounts (the account screen's multi-select), each once, in the enum's order (FIE, Local, International).
UPDATE "exhibitors" AS e SET "exhibitor_types" = ARRAY(
  SELECT r."type" FROM unnest(enum_range(NULL::"exhibitor_type")) WITH ORDINALITY AS r("type", "position")
  WHERE r."type" = e."exhibitor_type" OR EXISTS (
    SELECT 1 FROM "exhibitor_accounts" AS a WHERE a."exhibitor_id" = e."id" AND NOT a."is_child_user" AND r."type" = ANY(a."exhibitor_types")
  )
  ORDER BY r."position"
);--> statement-breakpoint
-- One source for a company's names: where the company's own name is blank, its (oldest) main account's
-- copy fills it before the account copies go.
UPDATE "exhibitors" AS e SET
  "name_zh_cn" = CASE WHEN btrim(e."name_zh_cn") = '' AND btrim(a."name_zh") <> '' THEN a."name_zh" ELSE e."name_zh_cn" END,
  "name_en" = CASE WHEN btrim(e."name_en") = '' AND btrim(a."name_en") <> '' THEN a."name_en" ELSE e."name_en" END,
  "updated_at" = now()
FROM (
  SELECT DISTINCT ON ("exhibitor_id") "exhibitor_id", "name_zh", "name_en" FROM "exhibitor_accounts"
  WHERE NOT "is_child_user" ORDER BY "exhibitor_id", "id"
) AS a
WHERE a."exhibitor_id" = e."id"
  AND ((btrim(e."name_zh_cn") = '' AND btrim(a."name_zh") <> '') OR (btrim(e."name_en") = '' AND btrim(a."name_en") <> ''));--> statement-breakpoint
DROP INDEX "exhibitors_type_idx";--> statement-breakpoint
CREATE INDEX "exhibitors_types_idx" ON "exhibitors" USING gin ("exhibitor_types");--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" DROP COLUMN "name_zh";--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" DROP COLUMN "name_en";--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" DROP COLUMN "exhibitor_types";--> statement-breakpoint
ALTER TABLE "exhibitors" DROP COLUMN "exhibitor_type";