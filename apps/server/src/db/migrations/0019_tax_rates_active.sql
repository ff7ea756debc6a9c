ALTER TABLE "tax_rates" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_taxes_tax_idx" ON "invoice_taxes" USING btree ("tax_id");