ALTER TABLE "exhibitors" ADD COLUMN "phone" varchar(15);--> statement-breakpoint
ALTER TABLE "exhibitors" ADD COLUMN "phone_country" varchar(2);