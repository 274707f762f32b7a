-- pg_trgm backs the partial-match name search (decisions/0023); PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "employees_company_kana_idx";--> statement-breakpoint
DROP INDEX "employees_company_created_idx";--> statement-breakpoint
CREATE INDEX "diagnosis_links_company_open_idx" ON "diagnosis_links" USING btree ("company_id","created_at","id") WHERE "diagnosis_links"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "employees_company_birthday_idx" ON "employees" USING btree ("company_id","birthday","id");--> statement-breakpoint
CREATE INDEX "employees_company_department_idx" ON "employees" USING btree ("company_id","department","id");--> statement-breakpoint
CREATE INDEX "employees_company_status_idx" ON "employees" USING btree ("company_id","diagnosis_status","created_at");--> statement-breakpoint
CREATE INDEX "employees_name_trgm_idx" ON "employees" USING gin (("last_name" || "first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_kana_trgm_idx" ON "employees" USING gin (("kana_last_name" || "kana_first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_number_trgm_idx" ON "employees" USING gin (upper("employee_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_company_kana_idx" ON "employees" USING btree ("company_id","kana_last_name","kana_first_name","id");--> statement-breakpoint
CREATE INDEX "employees_company_created_idx" ON "employees" USING btree ("company_id","created_at","id");