CREATE TYPE "public"."notification_audience" AS ENUM('all', 'types', 'exhibitors');--> statement-breakpoint
CREATE TABLE "notification_exhibitors" (
	"notification_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	CONSTRAINT "notification_exhibitors_notification_id_exhibitor_id_pk" PRIMARY KEY("notification_id","exhibitor_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"audience" "notification_audience" DEFAULT 'all' NOT NULL,
	"exhibitor_types" "exhibitor_type"[] DEFAULT '{}' NOT NULL,
	"status" "content_status" DEFAULT 'draft' NOT NULL,
	"message_id" integer,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_reminder_schedule" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"below" smallint DEFAULT 100 NOT NULL,
	"until" date,
	"next_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_reminders" (
	"exhibitor_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"send_status" "send_status" DEFAULT 'sending' NOT NULL,
	"send_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_exhibitors" ADD CONSTRAINT "notification_exhibitors_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_exhibitors" ADD CONSTRAINT "notification_exhibitors_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reminders" ADD CONSTRAINT "profile_reminders_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_exhibitors_exhibitor_idx" ON "notification_exhibitors" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE INDEX "notifications_updated_idx" ON "notifications" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications_published_idx" ON "notifications" USING btree ("published_at","id");