CREATE TYPE "public"."ad_open_mode" AS ENUM('link', 'download');--> statement-breakpoint
CREATE TYPE "public"."admin_kind" AS ENUM('web', 'miniprog');--> statement-breakpoint
CREATE TYPE "public"."client_type" AS ENUM('exhibitor', 'organizer', 'miniprog');--> statement-breakpoint
CREATE TYPE "public"."exhibitor_type" AS ENUM('FIE', 'Local', 'International');--> statement-breakpoint
CREATE TYPE "public"."principal_kind" AS ENUM('exhibitor_account', 'admin_user');--> statement-breakpoint
CREATE TYPE "public"."send_status" AS ENUM('not_sent', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "admin_user_authorities" (
	"admin_user_id" integer NOT NULL,
	"authority_id" integer NOT NULL,
	CONSTRAINT "admin_user_authorities_admin_user_id_authority_id_pk" PRIMARY KEY("admin_user_id","authority_id")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "admin_kind" NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"avatar" text,
	"sys_api_token" text NOT NULL,
	"wa_channels" text[] DEFAULT '{}' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authority_route_keys" (
	"authority_id" integer NOT NULL,
	"route_key" text NOT NULL,
	CONSTRAINT "authority_route_keys_authority_id_route_key_pk" PRIMARY KEY("authority_id","route_key")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"open_mode" "ad_open_mode" DEFAULT 'link' NOT NULL,
	"target_url" text DEFAULT '' NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "i18n_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_receipts" (
	"message_id" integer NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "message_receipts_message_id_exhibitor_id_pk" PRIMARY KEY("message_id","exhibitor_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"pub_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" "principal_kind" NOT NULL,
	"owner_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_variables" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" "principal_kind",
	"owner_id" integer,
	"name" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_powers" (
	"account_id" integer NOT NULL,
	"power_key" text NOT NULL,
	CONSTRAINT "account_powers_account_id_power_key_pk" PRIMARY KEY("account_id","power_key")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibitor_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"avatar" text,
	"exhibitor_types" "exhibitor_type"[] DEFAULT '{}' NOT NULL,
	"send_status" "send_status" DEFAULT 'not_sent' NOT NULL,
	"is_child_user" boolean DEFAULT false NOT NULL,
	"sys_api_token" text NOT NULL,
	"wa_channels" text[] DEFAULT '{}' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_application_areas" (
	"exhibitor_id" integer NOT NULL,
	"application_area_id" integer NOT NULL,
	CONSTRAINT "exhibitor_application_areas_exhibitor_id_application_area_id_pk" PRIMARY KEY("exhibitor_id","application_area_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitor_categories" (
	"exhibitor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "exhibitor_categories_exhibitor_id_category_id_pk" PRIMARY KEY("exhibitor_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"logo" text,
	"country" varchar(2),
	"hall_id" integer,
	"booth" text,
	"booth_area" numeric(10, 2),
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"website" text,
	"qr_code" text,
	"email" text,
	"join_year" integer,
	"exhibitor_type" "exhibitor_type" NOT NULL,
	"is_edit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_level_check" CHECK ("product_categories"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"client_type" "client_type" NOT NULL,
	"principal_kind" "principal_kind" NOT NULL,
	"principal_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_user_authorities" ADD CONSTRAINT "admin_user_authorities_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_user_authorities" ADD CONSTRAINT "admin_user_authorities_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_route_keys" ADD CONSTRAINT "authority_route_keys_authority_id_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."authorities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_powers" ADD CONSTRAINT "account_powers_account_id_exhibitor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."exhibitor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_accounts" ADD CONSTRAINT "exhibitor_accounts_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_application_areas" ADD CONSTRAINT "exhibitor_application_areas_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_application_areas" ADD CONSTRAINT "exhibitor_application_areas_application_area_id_application_areas_id_fk" FOREIGN KEY ("application_area_id") REFERENCES "public"."application_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_categories" ADD CONSTRAINT "exhibitor_categories_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_categories" ADD CONSTRAINT "exhibitor_categories_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_user_authorities_authority_idx" ON "admin_user_authorities" USING btree ("authority_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_kind_name_idx" ON "admin_users" USING btree ("kind","user_name");--> statement-breakpoint
CREATE UNIQUE INDEX "i18n_resources_app_locale_key_idx" ON "i18n_resources" USING btree ("app_id","locale","key");--> statement-breakpoint
CREATE INDEX "message_receipts_exhibitor_idx" ON "message_receipts" USING btree ("exhibitor_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_key_idx" ON "uploaded_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "user_variables_owner_idx" ON "user_variables" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_accounts_email_idx" ON "exhibitor_accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "exhibitor_accounts_exhibitor_idx" ON "exhibitor_accounts" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE INDEX "exhibitors_type_idx" ON "exhibitors" USING btree ("exhibitor_type");--> statement-breakpoint
CREATE INDEX "exhibitors_hall_idx" ON "exhibitors" USING btree ("hall_id");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_principal_idx" ON "sessions" USING btree ("principal_kind","principal_id");