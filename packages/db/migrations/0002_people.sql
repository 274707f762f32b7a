CREATE TABLE "employees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"kana_last_name" text NOT NULL,
	"kana_first_name" text NOT NULL,
	"gender" text,
	"birthday" date,
	"email" text,
	"employment_type" text NOT NULL,
	"department" text,
	"position" text,
	"organization_chart_id" integer,
	"hire_date" date,
	"memo" text,
	"diagnosis_status" text DEFAULT 'undiagnosed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_gender_check" CHECK ("employees"."gender" is null or "employees"."gender" in ('male','female')),
	CONSTRAINT "employees_employment_type_check" CHECK ("employees"."employment_type" in ('full_time','part_time','dispatch','senkou','other')),
	CONSTRAINT "employees_diagnosis_status_check" CHECK ("employees"."diagnosis_status" in ('undiagnosed','in_progress','diagnosed'))
);
--> statement-breakpoint
CREATE TABLE "organization_charts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organization_charts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_organization_chart_id_organization_charts_id_fk" FOREIGN KEY ("organization_chart_id") REFERENCES "public"."organization_charts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_charts" ADD CONSTRAINT "organization_charts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_charts" ADD CONSTRAINT "organization_charts_parent_id_organization_charts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organization_charts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_employee_id_key" ON "employees" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "employees_company_kana_idx" ON "employees" USING btree ("company_id","kana_last_name","kana_first_name");--> statement-breakpoint
CREATE INDEX "employees_company_type_idx" ON "employees" USING btree ("company_id","employment_type");--> statement-breakpoint
CREATE INDEX "employees_company_chart_idx" ON "employees" USING btree ("company_id","organization_chart_id");--> statement-breakpoint
CREATE INDEX "employees_company_created_idx" ON "employees" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_charts_company_parent_idx" ON "organization_charts" USING btree ("company_id","parent_id","position");