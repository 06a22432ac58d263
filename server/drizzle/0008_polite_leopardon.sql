CREATE TYPE "public"."miniprog_ad_position" AS ENUM('top', 'middle', 'bottom');--> statement-breakpoint
CREATE TYPE "public"."miniprog_badge_position" AS ENUM('right_bottom', 'right_middle', 'left_bottom', 'left_middle');--> statement-breakpoint
CREATE TYPE "public"."miniprog_featured_kind" AS ENUM('exhibitor', 'product', 'activity');--> statement-breakpoint
CREATE TYPE "public"."miniprog_home_block" AS ENUM('banner', 'quick_entry');--> statement-breakpoint
CREATE TYPE "public"."miniprog_link_type" AS ENUM('none', 'url', 'page');--> statement-breakpoint
CREATE TYPE "public"."miniprog_page" AS ENUM('home', 'exhibitors', 'exhibitor', 'products', 'product', 'activities', 'activity', 'terms');--> statement-breakpoint
CREATE TYPE "public"."miniprog_popup_audience" AS ENUM('first_visit', 'every_visit', 'daily');--> statement-breakpoint
CREATE TYPE "public"."miniprog_terms_kind" AS ENUM('user_notice', 'privacy');--> statement-breakpoint
CREATE TABLE "miniprog_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"place_zh" text DEFAULT '' NOT NULL,
	"place_en" text DEFAULT '' NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"sort" integer NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miniprog_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"position" "miniprog_ad_position" DEFAULT 'top' NOT NULL,
	"page" "miniprog_page" DEFAULT 'home' NOT NULL,
	"open_mode" "ad_open_mode" DEFAULT 'link' NOT NULL,
	"target_url" text NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miniprog_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"link_type" "miniprog_link_type" DEFAULT 'none' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"page" "miniprog_page" DEFAULT 'home' NOT NULL,
	"position" "miniprog_badge_position" DEFAULT 'right_bottom' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miniprog_featured" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "miniprog_featured_kind" NOT NULL,
	"exhibitor_id" integer,
	"product_id" integer,
	"activity_id" integer,
	"sort" integer NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "miniprog_featured_one_source" CHECK (("miniprog_featured"."kind" = 'exhibitor' and "miniprog_featured"."exhibitor_id" is not null and "miniprog_featured"."product_id" is null and "miniprog_featured"."activity_id" is null)
       or ("miniprog_featured"."kind" = 'product' and "miniprog_featured"."product_id" is not null and "miniprog_featured"."exhibitor_id" is null and "miniprog_featured"."activity_id" is null)
       or ("miniprog_featured"."kind" = 'activity' and "miniprog_featured"."activity_id" is not null and "miniprog_featured"."exhibitor_id" is null and "miniprog_featured"."product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "miniprog_home_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"block" "miniprog_home_block" NOT NULL,
	"image" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"link_type" "miniprog_link_type" DEFAULT 'none' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miniprog_popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"link_type" "miniprog_link_type" DEFAULT 'none' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"audience" "miniprog_popup_audience" DEFAULT 'every_visit' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miniprog_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "miniprog_terms_kind" NOT NULL,
	"version" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "miniprog_featured" ADD CONSTRAINT "miniprog_featured_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miniprog_featured" ADD CONSTRAINT "miniprog_featured_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miniprog_featured" ADD CONSTRAINT "miniprog_featured_activity_id_miniprog_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."miniprog_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "miniprog_activities_sort_idx" ON "miniprog_activities" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "miniprog_ads_sort_idx" ON "miniprog_ads" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "miniprog_badges_sort_idx" ON "miniprog_badges" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "miniprog_featured_kind_idx" ON "miniprog_featured" USING btree ("kind","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "miniprog_featured_exhibitor_idx" ON "miniprog_featured" USING btree ("exhibitor_id") WHERE "miniprog_featured"."kind" = 'exhibitor';--> statement-breakpoint
CREATE UNIQUE INDEX "miniprog_featured_product_idx" ON "miniprog_featured" USING btree ("product_id") WHERE "miniprog_featured"."kind" = 'product';--> statement-breakpoint
CREATE UNIQUE INDEX "miniprog_featured_activity_idx" ON "miniprog_featured" USING btree ("activity_id") WHERE "miniprog_featured"."kind" = 'activity';--> statement-breakpoint
CREATE INDEX "miniprog_home_items_block_idx" ON "miniprog_home_items" USING btree ("block","sort");--> statement-breakpoint
CREATE INDEX "miniprog_popups_sort_idx" ON "miniprog_popups" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "miniprog_terms_version_idx" ON "miniprog_terms" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "miniprog_terms_current_idx" ON "miniprog_terms" USING btree ("kind") WHERE "miniprog_terms"."is_current";