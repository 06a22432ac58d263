CREATE TABLE "ad_clicks" (
	"ad_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_clicks_ad_id_hour_visitor_pk" PRIMARY KEY("ad_id","hour","visitor")
);
--> statement-breakpoint
ALTER TABLE "ad_clicks" ADD CONSTRAINT "ad_clicks_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_sort_idx" ON "ads" USING btree ("sort","id");