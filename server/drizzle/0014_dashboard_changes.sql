CREATE SEQUENCE "public"."dashboard_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- every statement that writes a table the organizer dashboard counts: the sequence moves at once (a process
-- reading the figures next sees it), the NOTIFY reaches the other processes at commit (a count made while
-- the write was in flight is dropped then)
CREATE FUNCTION "fair_dashboard_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('dashboard_changes');
  PERFORM pg_notify('fair_dashboard', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "exhibitors_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exhibitors" FOR EACH STATEMENT EXECUTE FUNCTION "fair_dashboard_changed"();--> statement-breakpoint
CREATE TRIGGER "exhibitor_accounts_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exhibitor_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "fair_dashboard_changed"();--> statement-breakpoint
CREATE TRIGGER "products_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "fair_dashboard_changed"();--> statement-breakpoint
CREATE TRIGGER "news_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "fair_dashboard_changed"();--> statement-breakpoint
CREATE TRIGGER "activities_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "fair_dashboard_changed"();--> statement-breakpoint
CREATE TRIGGER "messages_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "messages" FOR EACH STATEMENT EXECUTE FUNCTION "fair_dashboard_changed"();--> statement-breakpoint
CREATE TRIGGER "message_receipts_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "message_receipts" FOR EACH STATEMENT EXECUTE FUNCTION "fair_dashboard_changed"();--> statement-breakpoint
CREATE TRIGGER "uploaded_files_dashboard" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "uploaded_files" FOR EACH STATEMENT EXECUTE FUNCTION "fair_dashboard_changed"();
