CREATE INDEX "leaves_type_idx" ON "leaves" USING btree ("type_of_leave_id");--> statement-breakpoint
CREATE INDEX "projects_service_idx" ON "projects" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "tax_rates_company_idx" ON "tax_rates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "types_of_expense_company_idx" ON "types_of_expense" USING btree ("company_id","rank");--> statement-breakpoint
CREATE INDEX "types_of_overtime_company_idx" ON "types_of_overtime" USING btree ("company_id","rank");--> statement-breakpoint
CREATE INDEX "types_of_vehicle_company_idx" ON "types_of_vehicle" USING btree ("company_id","rank");