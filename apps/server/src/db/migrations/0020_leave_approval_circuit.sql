ALTER TABLE "types_of_leave" ALTER COLUMN "activate_validation_workflow" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "circuit" jsonb;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "circuit_step" integer;--> statement-breakpoint
-- The flag acted nowhere until the approval circuit (issue 28) and defaulted to on: every existing type had it. Left
-- on, every company's leaves would go through two steps overnight; off, nothing changes until an administrator ticks it.
UPDATE "types_of_leave" SET "activate_validation_workflow" = false;
