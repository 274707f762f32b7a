ALTER TABLE "report_jobs" ALTER COLUMN "company_admin_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD COLUMN "system_admin_id" integer;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_system_admin_id_system_admins_id_fk" FOREIGN KEY ("system_admin_id") REFERENCES "public"."system_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_jobs_system_admin_idx" ON "report_jobs" USING btree ("system_admin_id");--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_owner_check" CHECK (("report_jobs"."company_admin_id" is null) <> ("report_jobs"."system_admin_id" is null));