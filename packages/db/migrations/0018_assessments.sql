CREATE TABLE "assessment_ocr_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_ocr_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"instrument" text NOT NULL,
	"sheet_file_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"fields" jsonb,
	"pages" integer,
	"duration_ms" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "assessment_ocr_jobs_instrument_check" CHECK ("assessment_ocr_jobs"."instrument" in ('hci','emergenetic','energizer')),
	CONSTRAINT "assessment_ocr_jobs_status_check" CHECK ("assessment_ocr_jobs"."status" in ('queued','running','done','failed'))
);
--> statement-breakpoint
CREATE TABLE "emergenetic_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emergenetic_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"provider" text NOT NULL,
	"remark" text,
	"scores" jsonb NOT NULL,
	"sheet_file_id" integer,
	"entry_method" text DEFAULT 'manual' NOT NULL,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergenetic_results_entry_method_check" CHECK ("emergenetic_results"."entry_method" in ('manual','ocr'))
);
--> statement-breakpoint
CREATE TABLE "energizer_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "energizer_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"provider" text NOT NULL,
	"remark" text,
	"scores" jsonb NOT NULL,
	"sheet_file_id" integer,
	"entry_method" text DEFAULT 'manual' NOT NULL,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "energizer_results_entry_method_check" CHECK ("energizer_results"."entry_method" in ('manual','ocr'))
);
--> statement-breakpoint
CREATE TABLE "hci_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hci_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"taken_on" date NOT NULL,
	"provider" text NOT NULL,
	"remark" text,
	"scores" jsonb NOT NULL,
	"sheet_file_id" integer,
	"entry_method" text DEFAULT 'manual' NOT NULL,
	"updated_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" text NOT NULL,
	"check_state" text DEFAULT 'unchecked' NOT NULL,
	CONSTRAINT "hci_results_result_check" CHECK ("hci_results"."result" in ('passed','failed')),
	CONSTRAINT "hci_results_check_state_check" CHECK ("hci_results"."check_state" in ('checked','unchecked')),
	CONSTRAINT "hci_results_entry_method_check" CHECK ("hci_results"."entry_method" in ('manual','ocr'))
);
--> statement-breakpoint
ALTER TABLE "assessment_ocr_jobs" ADD CONSTRAINT "assessment_ocr_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ocr_jobs" ADD CONSTRAINT "assessment_ocr_jobs_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_ocr_jobs" ADD CONSTRAINT "assessment_ocr_jobs_sheet_file_id_stored_files_id_fk" FOREIGN KEY ("sheet_file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergenetic_results" ADD CONSTRAINT "emergenetic_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergenetic_results" ADD CONSTRAINT "emergenetic_results_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergenetic_results" ADD CONSTRAINT "emergenetic_results_sheet_file_id_stored_files_id_fk" FOREIGN KEY ("sheet_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energizer_results" ADD CONSTRAINT "energizer_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energizer_results" ADD CONSTRAINT "energizer_results_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energizer_results" ADD CONSTRAINT "energizer_results_sheet_file_id_stored_files_id_fk" FOREIGN KEY ("sheet_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hci_results" ADD CONSTRAINT "hci_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hci_results" ADD CONSTRAINT "hci_results_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hci_results" ADD CONSTRAINT "hci_results_sheet_file_id_stored_files_id_fk" FOREIGN KEY ("sheet_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_ocr_jobs_company_status_idx" ON "assessment_ocr_jobs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "assessment_ocr_jobs_finished_idx" ON "assessment_ocr_jobs" USING btree ("finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "emergenetic_results_employee_taken_key" ON "emergenetic_results" USING btree ("employee_id","taken_on");--> statement-breakpoint
CREATE INDEX "emergenetic_results_company_idx" ON "emergenetic_results" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "energizer_results_employee_taken_key" ON "energizer_results" USING btree ("employee_id","taken_on");--> statement-breakpoint
CREATE INDEX "energizer_results_company_idx" ON "energizer_results" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hci_results_employee_taken_key" ON "hci_results" USING btree ("employee_id","taken_on");--> statement-breakpoint
CREATE INDEX "hci_results_company_idx" ON "hci_results" USING btree ("company_id");