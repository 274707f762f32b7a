CREATE TABLE "custom_assessment_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_assessment_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"assessed_on" date NOT NULL,
	"value_text" text NOT NULL,
	"value_number" double precision,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"min_value" double precision,
	"max_value" double precision,
	"decimals" integer DEFAULT 0 NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"list_column" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_assessments_kind_check" CHECK ("custom_assessments"."kind" in ('number','rank','pass_fail','text'))
);
--> statement-breakpoint
ALTER TABLE "custom_assessment_results" ADD CONSTRAINT "custom_assessment_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_assessment_results" ADD CONSTRAINT "custom_assessment_results_assessment_id_custom_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."custom_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_assessment_results" ADD CONSTRAINT "custom_assessment_results_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_assessments" ADD CONSTRAINT "custom_assessments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_assessment_results_key" ON "custom_assessment_results" USING btree ("assessment_id","employee_id","assessed_on");--> statement-breakpoint
CREATE INDEX "custom_assessment_results_latest_idx" ON "custom_assessment_results" USING btree ("employee_id","assessment_id","assessed_on","id");--> statement-breakpoint
CREATE INDEX "custom_assessment_results_company_idx" ON "custom_assessment_results" USING btree ("company_id","assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_assessments_company_name_key" ON "custom_assessments" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "custom_assessments_company_position_idx" ON "custom_assessments" USING btree ("company_id","position");