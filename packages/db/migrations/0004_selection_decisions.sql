CREATE TABLE "selection_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selection_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"result_id" integer,
	"decision" text NOT NULL,
	"note" text,
	"decided_by_company_admin_id" integer,
	"decided_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selection_decisions_decision_check" CHECK ("selection_decisions"."decision" in ('employ','unemploy','unsettled'))
);
--> statement-breakpoint
ALTER TABLE "selection_decisions" ADD CONSTRAINT "selection_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_decisions" ADD CONSTRAINT "selection_decisions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_decisions" ADD CONSTRAINT "selection_decisions_result_id_mirumevital_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."mirumevital_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_decisions" ADD CONSTRAINT "selection_decisions_decided_by_company_admin_id_company_admins_id_fk" FOREIGN KEY ("decided_by_company_admin_id") REFERENCES "public"."company_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selection_decisions_employee_idx" ON "selection_decisions" USING btree ("employee_id","created_at");