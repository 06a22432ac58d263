CREATE TABLE "checkin_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"rules_zh" text DEFAULT '' NOT NULL,
	"rules_en" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"required_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_campaigns_window" CHECK ("checkin_campaigns"."ends_at" > "checkin_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "checkin_checkins" (
	"visitor_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_checkins_visitor_id_point_id_pk" PRIMARY KEY("visitor_id","point_id")
);
--> statement-breakpoint
CREATE TABLE "checkin_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"booth" text DEFAULT '' NOT NULL,
	"exhibitor_id" integer,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"image" text NOT NULL,
	"stock" integer NOT NULL,
	"per_visitor_cap" integer DEFAULT 1 NOT NULL,
	"tier" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "checkin_prizes_claimed" CHECK ("checkin_prizes"."claimed" >= 0 and "checkin_prizes"."claimed" <= "checkin_prizes"."stock")
);
--> statement-breakpoint
CREATE TABLE "checkin_redemptions" (
	"claim_id" integer PRIMARY KEY NOT NULL,
	"redeemed_by" integer,
	"staff_name" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkin_checkins" ADD CONSTRAINT "checkin_checkins_visitor_id_checkin_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."checkin_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_checkins" ADD CONSTRAINT "checkin_checkins_point_id_checkin_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."checkin_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_claims" ADD CONSTRAINT "checkin_claims_campaign_id_checkin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."checkin_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_claims" ADD CONSTRAINT "checkin_claims_prize_id_checkin_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."checkin_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_claims" ADD CONSTRAINT "checkin_claims_visitor_id_checkin_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."checkin_visitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_points" ADD CONSTRAINT "checkin_points_campaign_id_checkin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."checkin_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_points" ADD CONSTRAINT "checkin_points_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_prizes" ADD CONSTRAINT "checkin_prizes_campaign_id_checkin_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."checkin_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_redemptions" ADD CONSTRAINT "checkin_redemptions_claim_id_checkin_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."checkin_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_redemptions" ADD CONSTRAINT "checkin_redemptions_redeemed_by_admin_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_campaigns_starts_idx" ON "checkin_campaigns" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "checkin_checkins_campaign_visitor_idx" ON "checkin_checkins" USING btree ("campaign_id","visitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_claims_code_idx" ON "checkin_claims" USING btree ("code");--> statement-breakpoint
CREATE INDEX "checkin_claims_prize_visitor_idx" ON "checkin_claims" USING btree ("prize_id","visitor_id");--> statement-breakpoint
CREATE INDEX "checkin_claims_visitor_idx" ON "checkin_claims" USING btree ("visitor_id","id");--> statement-breakpoint
CREATE INDEX "checkin_points_campaign_idx" ON "checkin_points" USING btree ("campaign_id","sort");--> statement-breakpoint
CREATE INDEX "checkin_prizes_campaign_idx" ON "checkin_prizes" USING btree ("campaign_id","sort");--> statement-breakpoint
CREATE INDEX "checkin_redemptions_at_idx" ON "checkin_redemptions" USING btree ("redeemed_at","claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_visitors_subject_idx" ON "checkin_visitors" USING btree ("provider","subject");