CREATE TYPE "public"."miniprog_home_section" AS ENUM('banner', 'quick_entry', 'exhibitor', 'product', 'activity');--> statement-breakpoint
CREATE TABLE "miniprog_home_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"block" "miniprog_home_section" NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "miniprog_home_sections_block_unique" UNIQUE("block")
);
