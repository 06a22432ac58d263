ALTER TYPE "public"."send_status" ADD VALUE 'kept';--> statement-breakpoint
-- Booths booked twice before the unique index existed: the company that has held the booth longest (lowest id)
-- keeps it; every other holder keeps its booth number marked "(dup #<its id>)", so the organizer finds the
-- clash on the exhibitor info screen (filter by hall) and in its export, instead of losing the number.
UPDATE "exhibitors" AS e SET "booth" = e."booth" || ' (dup #' || e."id" || ')', "updated_at" = now()
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "hall_id", upper(regexp_replace(normalize("booth", NFKC), '[[:space:]]+', '', 'g')) ORDER BY "id"
  ) AS "rank"
  FROM "exhibitors" WHERE "hall_id" IS NOT NULL AND "booth" IS NOT NULL
) AS clash
WHERE e."id" = clash."id" AND clash."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitors_hall_booth_idx" ON "exhibitors" USING btree ("hall_id",upper(regexp_replace(normalize("booth", NFKC), '[[:space:]]+', '', 'g'))) WHERE "exhibitors"."hall_id" is not null and "exhibitors"."booth" is not null;