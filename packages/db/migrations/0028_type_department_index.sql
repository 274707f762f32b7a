DROP INDEX "employees_company_type_idx";--> statement-breakpoint
CREATE INDEX "employees_company_type_department_idx" ON "employees" USING btree ("company_id","employment_type","department");