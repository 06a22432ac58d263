CREATE INDEX "exhibitor_accounts_send_status_sort_idx" ON "exhibitor_accounts" USING btree ("send_status","id");--> statement-breakpoint
CREATE INDEX "exhibitors_name_zh_cn_sort_idx" ON "exhibitors" USING btree ("name_zh_cn","id");--> statement-breakpoint
CREATE INDEX "exhibitors_name_en_sort_idx" ON "exhibitors" USING btree ("name_en","id");--> statement-breakpoint
CREATE INDEX "exhibitors_country_sort_idx" ON "exhibitors" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "exhibitors_booth_sort_idx" ON "exhibitors" USING btree ("booth","id");--> statement-breakpoint
CREATE INDEX "exhibitors_booth_area_sort_idx" ON "exhibitors" USING btree ("booth_area","id");--> statement-breakpoint
CREATE INDEX "exhibitors_join_year_sort_idx" ON "exhibitors" USING btree ("join_year","id");--> statement-breakpoint
CREATE INDEX "exhibitors_updated_at_sort_idx" ON "exhibitors" USING btree ("updated_at","id");