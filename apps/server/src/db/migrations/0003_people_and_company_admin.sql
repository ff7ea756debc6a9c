CREATE TABLE "project_members" (
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "employee_imports" (
	"cache_id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "welcome_image_file_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "deletion_requested_by" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_used_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "pay_export" text;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "is_telework" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "activate_validation_workflow" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "activate_cancellation_workflow" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "deprived_meal_ticket" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "display_comment" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "display_in_balance_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "do_not_display_counter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "display_in_activity_report" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "can_delete_from_activity_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "types_of_leave" ADD COLUMN "prevent_expense_entry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "qualification" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employment_contract" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "professional_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coefficient" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "office" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "field_1" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "field_2" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "field_3" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "field_4" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "field_5" text;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employee_imports_company_idx" ON "employee_imports" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_employee_number_idx" ON "users" USING btree ("company_id","employee_number") WHERE "users"."employee_number" is not null;