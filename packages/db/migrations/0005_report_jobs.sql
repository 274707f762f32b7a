CREATE TABLE "report_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"company_admin_id" integer NOT NULL,
	"diagnosis_type" text NOT NULL,
	"result_ids" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "report_jobs_type_check" CHECK ("report_jobs"."diagnosis_type" in ('senkou','employee')),
	CONSTRAINT "report_jobs_status_check" CHECK ("report_jobs"."status" in ('queued','running','done','failed')),
	CONSTRAINT "report_jobs_progress_check" CHECK ("report_jobs"."done" >= 0 and "report_jobs"."done" <= "report_jobs"."total")
);
--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_company_admin_id_company_admins_id_fk" FOREIGN KEY ("company_admin_id") REFERENCES "public"."company_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_jobs_company_idx" ON "report_jobs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "report_jobs_expires_idx" ON "report_jobs" USING btree ("expires_at");