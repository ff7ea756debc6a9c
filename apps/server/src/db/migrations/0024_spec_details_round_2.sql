ALTER TABLE "expense_claims" ADD COLUMN "place" text;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "removed_from_activity_report" boolean DEFAULT false NOT NULL;