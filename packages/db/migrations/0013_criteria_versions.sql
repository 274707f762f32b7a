CREATE TABLE "criteria_reflects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"criteria_id" integer NOT NULL,
	"diagnosis_type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"started_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "criteria_reflects_type_check" CHECK ("criteria_reflects"."diagnosis_type" in ('senkou','employee')),
	CONSTRAINT "criteria_reflects_status_check" CHECK ("criteria_reflects"."status" in ('queued','running','done','failed')),
	CONSTRAINT "criteria_reflects_progress_check" CHECK ("criteria_reflects"."done" >= 0 and "criteria_reflects"."done" <= "criteria_reflects"."total")
);
--> statement-breakpoint
CREATE TABLE "result_rank_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_rank_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"result_id" integer NOT NULL,
	"reflect_id" uuid,
	"from_rank" text NOT NULL,
	"from_criteria_id" integer,
	"from_rank_rule" jsonb NOT NULL,
	"to_rank" text NOT NULL,
	"to_criteria_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD COLUMN "created_by_kind" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD COLUMN "created_by_company_admin_id" integer;--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD COLUMN "created_by_system_admin_id" integer;--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD COLUMN "created_by_name" text DEFAULT 'サービス標準' NOT NULL;--> statement-breakpoint
ALTER TABLE "criteria_reflects" ADD CONSTRAINT "criteria_reflects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criteria_reflects" ADD CONSTRAINT "criteria_reflects_criteria_id_musashino_criteria_id_fk" FOREIGN KEY ("criteria_id") REFERENCES "public"."musashino_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rank_changes" ADD CONSTRAINT "result_rank_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rank_changes" ADD CONSTRAINT "result_rank_changes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rank_changes" ADD CONSTRAINT "result_rank_changes_result_id_mirumevital_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."mirumevital_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rank_changes" ADD CONSTRAINT "result_rank_changes_reflect_id_criteria_reflects_id_fk" FOREIGN KEY ("reflect_id") REFERENCES "public"."criteria_reflects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rank_changes" ADD CONSTRAINT "result_rank_changes_from_criteria_id_musashino_criteria_id_fk" FOREIGN KEY ("from_criteria_id") REFERENCES "public"."musashino_criteria"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rank_changes" ADD CONSTRAINT "result_rank_changes_to_criteria_id_musashino_criteria_id_fk" FOREIGN KEY ("to_criteria_id") REFERENCES "public"."musashino_criteria"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "criteria_reflects_company_idx" ON "criteria_reflects" USING btree ("company_id","diagnosis_type","created_at");--> statement-breakpoint
CREATE INDEX "result_rank_changes_result_idx" ON "result_rank_changes" USING btree ("result_id","created_at");--> statement-breakpoint
CREATE INDEX "result_rank_changes_to_criteria_idx" ON "result_rank_changes" USING btree ("to_criteria_id");--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD CONSTRAINT "musashino_criteria_created_by_company_admin_id_company_admins_id_fk" FOREIGN KEY ("created_by_company_admin_id") REFERENCES "public"."company_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD CONSTRAINT "musashino_criteria_created_by_system_admin_id_system_admins_id_fk" FOREIGN KEY ("created_by_system_admin_id") REFERENCES "public"."system_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mirumevital_results_criteria_idx" ON "mirumevital_results" USING btree ("criteria_id");--> statement-breakpoint
-- Hand-written: number the sets that exist already (oldest first) before versions must be unique.
UPDATE "musashino_criteria" AS m SET "version" = n.v FROM (SELECT "id", row_number() OVER (PARTITION BY "company_id", "diagnosis_type" ORDER BY "created_at", "id") AS v FROM "musashino_criteria") AS n WHERE n."id" = m."id";--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD CONSTRAINT "musashino_criteria_version_key" UNIQUE NULLS NOT DISTINCT("company_id","diagnosis_type","version");--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD CONSTRAINT "musashino_criteria_author_check" CHECK ("musashino_criteria"."created_by_kind" in ('service','company_admin','system_admin'));