CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"begin_date" date NOT NULL,
	"begin_slice" smallint NOT NULL,
	"end_date" date NOT NULL,
	"end_slice" smallint NOT NULL,
	"nb_slices" integer NOT NULL,
	"description" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_overtimes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type_of_overtime_id" integer NOT NULL,
	"minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"slices_per_day" smallint NOT NULL,
	"max_worked_days" integer,
	"can_overflow_max_worked_days" boolean DEFAULT true NOT NULL,
	"remark" text,
	"validation_date" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"mark" smallint NOT NULL,
	"wellness_period" text NOT NULL,
	"activity_report_id" integer,
	"activity_date" date NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_report_id_activity_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."activity_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_overtimes" ADD CONSTRAINT "activity_overtimes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_overtimes" ADD CONSTRAINT "activity_overtimes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_overtimes" ADD CONSTRAINT "activity_overtimes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_overtimes" ADD CONSTRAINT "activity_overtimes_type_of_overtime_id_types_of_overtime_id_fk" FOREIGN KEY ("type_of_overtime_id") REFERENCES "public"."types_of_overtime"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reports" ADD CONSTRAINT "activity_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_marks" ADD CONSTRAINT "wellness_marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_marks" ADD CONSTRAINT "wellness_marks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_marks" ADD CONSTRAINT "wellness_marks_activity_report_id_activity_reports_id_fk" FOREIGN KEY ("activity_report_id") REFERENCES "public"."activity_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_report_idx" ON "activities" USING btree ("report_id","begin_date");--> statement-breakpoint
CREATE INDEX "activities_project_idx" ON "activities" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_overtimes_activity_type_key" ON "activity_overtimes" USING btree ("activity_id","type_of_overtime_id");--> statement-breakpoint
CREATE INDEX "activity_overtimes_type_idx" ON "activity_overtimes" USING btree ("type_of_overtime_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_reports_owner_month_key" ON "activity_reports" USING btree ("owner_id","month");--> statement-breakpoint
CREATE INDEX "activity_reports_company_month_idx" ON "activity_reports" USING btree ("company_id","month","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wellness_marks_report_key" ON "wellness_marks" USING btree ("activity_report_id") WHERE "wellness_marks"."activity_report_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wellness_marks_company_date_idx" ON "wellness_marks" USING btree ("company_id","activity_date");--> statement-breakpoint
CREATE INDEX "wellness_marks_owner_idx" ON "wellness_marks" USING btree ("owner_id","activity_date");