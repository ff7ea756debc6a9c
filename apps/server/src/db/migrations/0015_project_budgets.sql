ALTER TABLE "projects" ADD COLUMN "budget_days" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_alert_level" smallint DEFAULT 0 NOT NULL;