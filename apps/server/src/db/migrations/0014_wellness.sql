CREATE TABLE "wellness_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"question" text NOT NULL,
	"type_answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness_recipients" (
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "wellness_recipients_survey_id_user_id_pk" PRIMARY KEY("survey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wellness_surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"remark" text,
	"created_by" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"service_id" integer
);
--> statement-breakpoint
CREATE TABLE "wellness_monthly_figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service_id" integer,
	"month" text NOT NULL,
	"wellness_period" text NOT NULL,
	"mark_sum" integer NOT NULL,
	"mark_count" integer NOT NULL,
	"people" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"retention_months" smallint NOT NULL
);
--> statement-breakpoint
DROP INDEX "wellness_marks_owner_period_day_key";--> statement-breakpoint
ALTER TABLE "wellness_marks" ADD COLUMN "survey_id" integer;--> statement-breakpoint
ALTER TABLE "wellness_answers" ADD CONSTRAINT "wellness_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_answers" ADD CONSTRAINT "wellness_answers_question_id_wellness_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."wellness_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_answers" ADD CONSTRAINT "wellness_answers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_questions" ADD CONSTRAINT "wellness_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_questions" ADD CONSTRAINT "wellness_questions_survey_id_wellness_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."wellness_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_recipients" ADD CONSTRAINT "wellness_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_recipients" ADD CONSTRAINT "wellness_recipients_survey_id_wellness_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."wellness_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_recipients" ADD CONSTRAINT "wellness_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_surveys" ADD CONSTRAINT "wellness_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_surveys" ADD CONSTRAINT "wellness_surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_surveys" ADD CONSTRAINT "wellness_surveys_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_monthly_figures" ADD CONSTRAINT "wellness_monthly_figures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_monthly_figures" ADD CONSTRAINT "wellness_monthly_figures_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_reads" ADD CONSTRAINT "wellness_reads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_reads" ADD CONSTRAINT "wellness_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_reads" ADD CONSTRAINT "wellness_reads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_settings" ADD CONSTRAINT "wellness_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_answers_question_owner_key" ON "wellness_answers" USING btree ("question_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_questions_survey_rank_key" ON "wellness_questions" USING btree ("survey_id","rank");--> statement-breakpoint
CREATE INDEX "wellness_recipients_user_idx" ON "wellness_recipients" USING btree ("user_id","survey_id");--> statement-breakpoint
CREATE INDEX "wellness_surveys_company_idx" ON "wellness_surveys" USING btree ("company_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_monthly_figures_service_key" ON "wellness_monthly_figures" USING btree ("company_id","month","wellness_period","service_id") WHERE "wellness_monthly_figures"."service_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_monthly_figures_company_key" ON "wellness_monthly_figures" USING btree ("company_id","month","wellness_period") WHERE "wellness_monthly_figures"."service_id" IS NULL;--> statement-breakpoint
CREATE INDEX "wellness_reads_owner_idx" ON "wellness_reads" USING btree ("company_id","owner_id","read_at");--> statement-breakpoint
ALTER TABLE "wellness_marks" ADD CONSTRAINT "wellness_marks_survey_id_wellness_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."wellness_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_marks_survey_owner_key" ON "wellness_marks" USING btree ("survey_id","owner_id") WHERE "wellness_marks"."survey_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_marks_owner_period_day_key" ON "wellness_marks" USING btree ("owner_id","wellness_period","activity_date") WHERE "wellness_marks"."activity_report_id" IS NULL AND "wellness_marks"."survey_id" IS NULL;