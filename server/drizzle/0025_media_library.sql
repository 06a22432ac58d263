CREATE TABLE "media_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mime" text NOT NULL,
	"category" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_folder_id_media_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."media_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_folders_name_idx" ON "media_folders" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_key_idx" ON "media_items" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_items_folder_idx" ON "media_items" USING btree ("folder_id","created_at");--> statement-breakpoint
CREATE INDEX "media_items_published_idx" ON "media_items" USING btree ("category","published","published_at");