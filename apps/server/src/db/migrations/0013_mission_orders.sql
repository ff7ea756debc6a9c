CREATE TABLE "mission_order_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mission_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"action_time" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"version" integer NOT NULL,
	"old_end_date" date,
	"new_end_date" date
);
--> statement-breakpoint
CREATE TABLE "mission_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"current_manager_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"mission_object" text NOT NULL,
	"role" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"remark" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"date_of_submission" date,
	"date_of_validation" date,
	"personal_vehicle" boolean DEFAULT false NOT NULL,
	"sociaty_vehicle" boolean DEFAULT false NOT NULL,
	"public_transport" boolean DEFAULT false NOT NULL,
	"accommodation_paid_by_company" boolean DEFAULT false NOT NULL,
	"accommodation_paid_by_structure" boolean DEFAULT false NOT NULL,
	"none_expense" boolean DEFAULT false NOT NULL,
	"mileage_limit" integer DEFAULT 0 NOT NULL,
	"transport_limit_cents" bigint DEFAULT 0 NOT NULL,
	"breakfast_limit_cents" bigint DEFAULT 0 NOT NULL,
	"dinner_limit_cents" bigint DEFAULT 0 NOT NULL,
	"hotel_limit_cents" bigint DEFAULT 0 NOT NULL,
	"daily_package_cents" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_order_history" ADD CONSTRAINT "mission_order_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_order_history" ADD CONSTRAINT "mission_order_history_mission_order_id_mission_orders_id_fk" FOREIGN KEY ("mission_order_id") REFERENCES "public"."mission_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_order_history" ADD CONSTRAINT "mission_order_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_orders" ADD CONSTRAINT "mission_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_orders" ADD CONSTRAINT "mission_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_orders" ADD CONSTRAINT "mission_orders_current_manager_id_users_id_fk" FOREIGN KEY ("current_manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_orders" ADD CONSTRAINT "mission_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_orders" ADD CONSTRAINT "mission_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_order_history_order_idx" ON "mission_order_history" USING btree ("mission_order_id");--> statement-breakpoint
CREATE INDEX "mission_orders_manager_idx" ON "mission_orders" USING btree ("company_id","current_manager_id","status");--> statement-breakpoint
CREATE INDEX "mission_orders_owner_idx" ON "mission_orders" USING btree ("company_id","owner_id","begin_date");--> statement-breakpoint
CREATE INDEX "mission_orders_customer_idx" ON "mission_orders" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "mission_orders_project_idx" ON "mission_orders" USING btree ("project_id");