CREATE TABLE "latest_results" (
	"employee_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"diagnosis_type" text NOT NULL,
	"result_id" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"rank" text NOT NULL,
	"rank_order" smallint,
	"is_newest" boolean NOT NULL,
	CONSTRAINT "latest_results_employee_id_diagnosis_type_pk" PRIMARY KEY("employee_id","diagnosis_type")
);
--> statement-breakpoint
CREATE TABLE "latest_scores" (
	"employee_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"diagnosis_type" text NOT NULL,
	"is_newest" boolean NOT NULL,
	"key" text NOT NULL,
	"t" double precision NOT NULL,
	CONSTRAINT "latest_scores_employee_id_diagnosis_type_key_pk" PRIMARY KEY("employee_id","diagnosis_type","key")
);
--> statement-breakpoint
ALTER TABLE "latest_results" ADD CONSTRAINT "latest_results_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_results" ADD CONSTRAINT "latest_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_results" ADD CONSTRAINT "latest_results_result_id_mirumevital_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."mirumevital_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_scores" ADD CONSTRAINT "latest_scores_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "latest_scores" ADD CONSTRAINT "latest_scores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "latest_results_newest_taken_idx" ON "latest_results" USING btree ("company_id","is_newest","taken_at","employee_id");--> statement-breakpoint
CREATE INDEX "latest_results_type_taken_idx" ON "latest_results" USING btree ("company_id","diagnosis_type","taken_at","employee_id");--> statement-breakpoint
CREATE INDEX "latest_results_newest_rank_idx" ON "latest_results" USING btree ("company_id","is_newest","rank_order","employee_id");--> statement-breakpoint
CREATE INDEX "latest_results_type_rank_idx" ON "latest_results" USING btree ("company_id","diagnosis_type","rank_order","employee_id");--> statement-breakpoint
CREATE INDEX "latest_scores_newest_idx" ON "latest_scores" USING btree ("company_id","key","is_newest","t","employee_id");--> statement-breakpoint
CREATE INDEX "latest_scores_type_idx" ON "latest_scores" USING btree ("company_id","key","diagnosis_type","t","employee_id");