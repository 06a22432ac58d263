-- The public product list's total adds up the stored counts of the listed companies: from this index alone,
-- rather than a scan of the whole (wide) exhibitors table.
CREATE INDEX "exhibitors_listed_products_idx" ON "exhibitors" USING btree ("id","products_published") WHERE "exhibitors"."listed";
