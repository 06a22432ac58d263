CREATE TABLE "poster_files" (
	"exhibitor_id" integer NOT NULL,
	"locale" text NOT NULL,
	"version" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poster_files_exhibitor_id_locale_pk" PRIMARY KEY("exhibitor_id","locale")
);
--> statement-breakpoint
ALTER TABLE "poster_files" ADD CONSTRAINT "poster_files_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poster_files_key_idx" ON "poster_files" USING btree ("storage_key");