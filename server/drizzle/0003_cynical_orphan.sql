CREATE TYPE "public"."download_category" AS ENUM('manual', 'materials');--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"category" "download_category" DEFAULT 'materials' NOT NULL,
	"file_url" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"file_mime" text NOT NULL,
	"exhibitor_types" "exhibitor_type"[] NOT NULL,
	"publish_date" date NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "downloads_visible_idx" ON "downloads" USING btree ("status","publish_date");--> statement-breakpoint
CREATE INDEX "downloads_types_idx" ON "downloads" USING gin ("exhibitor_types");