ALTER TABLE "expense_claims" ADD COLUMN "lines_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (keep it when regenerating): the claims already there get their lines' sum.
UPDATE "expense_claims" AS c SET "lines_cents" =
  (SELECT coalesce(sum(i."total_cents"), 0) FROM "invoices" i WHERE i."expense_claim_id" = c."id" AND i."company_id" = c."company_id")
  + (SELECT coalesce(sum(t."total_cents"), 0) FROM "travel_expenses" t WHERE t."expense_claim_id" = c."id" AND t."company_id" = c."company_id");--> statement-breakpoint
CREATE INDEX "expense_claims_company_month_total_idx" ON "expense_claims" USING btree ("company_id","month",("lines_cents" + greatest("transport_cost_cents", 0)));--> statement-breakpoint
CREATE INDEX "leaves_company_long_begin_idx" ON "leaves" USING btree ("company_id","begin_date") WHERE end_date - begin_date >= 31;--> statement-breakpoint
CREATE INDEX "users_company_first_name_idx" ON "users" USING btree ("company_id",translate(first_name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZàáâãäåçèéêëìíîïñòóôõöùúûüýÿœæÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸŒÆ', 'abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiinooooouuuuyyoaaaaaaaceeeeiiiinooooouuuuyyoa'),"id");