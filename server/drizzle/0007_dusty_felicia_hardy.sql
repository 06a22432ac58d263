CREATE TYPE "public"."approval_status" AS ENUM('approved', 'pending', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."code_purpose" ADD VALUE 'register';--> statement-breakpoint
CREATE TABLE "password_set_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_kind" "principal_kind" NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" ADD COLUMN "send_error" text;--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" ADD COLUMN "approval_status" "approval_status" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "password_set_tokens" ADD CONSTRAINT "password_set_tokens_account_id_exhibitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_set_tokens_hash_idx" ON "password_set_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_set_tokens_account_idx" ON "password_set_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "operation_logs_created_idx" ON "operation_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_entity_idx" ON "operation_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "operation_logs_actor_idx" ON "operation_logs" USING btree ("actor_kind","actor_id");--> statement-breakpoint
CREATE INDEX "exhibitor_accounts_created_idx" ON "exhibitor_accounts" USING btree ("created_at");