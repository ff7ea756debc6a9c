ALTER TABLE "activity_reports" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "expense_claims" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "sha256" text;