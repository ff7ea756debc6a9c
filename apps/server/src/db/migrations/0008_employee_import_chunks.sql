CREATE TABLE "employee_import_chunks" (
	"cache_id" text NOT NULL,
	"chunk" integer NOT NULL,
	"company_id" integer NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "employee_import_chunks_cache_id_chunk_pk" PRIMARY KEY("cache_id","chunk")
);
--> statement-breakpoint
ALTER TABLE "employee_import_chunks" ADD CONSTRAINT "employee_import_chunks_cache_id_employee_imports_cache_id_fk" FOREIGN KEY ("cache_id") REFERENCES "public"."employee_imports"("cache_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_import_chunks" ADD CONSTRAINT "employee_import_chunks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" DROP COLUMN "rows";