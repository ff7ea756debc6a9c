DROP INDEX "activity_reports_owner_month_key";--> statement-breakpoint
ALTER TABLE "activity_reports" ADD COLUMN "week_start_day" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_reports_owner_period_key" ON "activity_reports" USING btree ("owner_id","month","week_start_day");