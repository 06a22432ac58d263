CREATE TABLE "miniprog_ad_clicks" (
	"ad_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "miniprog_ad_clicks_ad_id_hour_visitor_pk" PRIMARY KEY("ad_id","hour","visitor")
);
--> statement-breakpoint
ALTER TABLE "miniprog_ad_clicks" ADD CONSTRAINT "miniprog_ad_clicks_ad_id_miniprog_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."miniprog_ads"("id") ON DELETE cascade ON UPDATE no action;