CREATE TABLE "reminders_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"for_month" date NOT NULL,
	"sent_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_claim_history" ALTER COLUMN "action_time" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "leave_history" ALTER COLUMN "action_time" SET DEFAULT clock_timestamp();--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_user_kind_day_key" ON "reminders_sent" USING btree ("user_id","kind","day");--> statement-breakpoint
CREATE INDEX "reminders_sent_company_day_idx" ON "reminders_sent" USING btree ("company_id","day");--> statement-breakpoint
-- One mark per person, period and day outside a report (issue 21): the latest of any duplicates stays.
DELETE FROM "wellness_marks" w USING "wellness_marks" newer WHERE w."activity_report_id" IS NULL AND newer."activity_report_id" IS NULL AND newer."owner_id" = w."owner_id" AND newer."wellness_period" = w."wellness_period" AND newer."activity_date" = w."activity_date" AND newer."id" > w."id";--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_marks_owner_period_day_key" ON "wellness_marks" USING btree ("owner_id","wellness_period","activity_date") WHERE "wellness_marks"."activity_report_id" IS NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_queue_idx" ON "mail_outbox" USING btree ("priority",coalesce("company_id", 0),"id") WHERE "mail_outbox"."sent_at" IS NULL;