CREATE TABLE "billing_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"month" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by_name" text,
	"created_count" integer DEFAULT 0 NOT NULL,
	"existing_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_runs_status_check" CHECK ("billing_runs"."status" in ('queued','running','done','failed'))
);
--> statement-breakpoint
CREATE TABLE "company_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"plan" text DEFAULT 'annual' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"base_fee" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"ended_at" timestamp with time zone,
	"end_notice_sent_at" timestamp with time zone,
	"end_notice_sent_by_id" integer,
	"end_notice_sent_by_name" text,
	"end_notice_end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_contracts_plan_check" CHECK ("company_contracts"."plan" in ('annual','monthly')),
	CONSTRAINT "company_contracts_status_check" CHECK ("company_contracts"."status" in ('active','ended')),
	CONSTRAINT "company_contracts_dates_check" CHECK ("company_contracts"."end_date" >= "company_contracts"."start_date"),
	CONSTRAINT "company_contracts_base_fee_check" CHECK ("company_contracts"."base_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contract_unit_prices" (
	"company_id" integer NOT NULL,
	"diagnosis_type" text NOT NULL,
	"unit_price" integer NOT NULL,
	CONSTRAINT "contract_unit_prices_company_id_diagnosis_type_pk" PRIMARY KEY("company_id","diagnosis_type"),
	CONSTRAINT "contract_unit_prices_type_check" CHECK ("contract_unit_prices"."diagnosis_type" in ('senkou','employee')),
	CONSTRAINT "contract_unit_prices_price_check" CHECK ("contract_unit_prices"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_examinees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_examinees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"session_id" integer,
	"employee_id" integer,
	"employee_number" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"diagnosis_type" text NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"diagnosis_type" text,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"tax_rate" integer DEFAULT 10 NOT NULL,
	"reason" text,
	"original_amount" integer,
	CONSTRAINT "invoice_lines_kind_check" CHECK ("invoice_lines"."kind" in ('base_fee','examinees','manual'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"billing_month" text NOT NULL,
	"sequence" integer DEFAULT 1 NOT NULL,
	"invoice_number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"recipient_name" text NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"credit_of_invoice_id" integer,
	"replaces_invoice_id" integer,
	"credit_reason" text,
	"issued_at" timestamp with time zone,
	"issued_by_name" text,
	"paid_on" date,
	"paid_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice','credit_note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft','issued','paid','credited'))
);
--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contracts" ADD CONSTRAINT "company_contracts_end_notice_sent_by_id_system_admins_id_fk" FOREIGN KEY ("end_notice_sent_by_id") REFERENCES "public"."system_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_unit_prices" ADD CONSTRAINT "contract_unit_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_examinees" ADD CONSTRAINT "invoice_examinees_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_runs_created_idx" ON "billing_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_contracts_company_key" ON "company_contracts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_contracts_end_idx" ON "company_contracts" USING btree ("status","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_examinees_session_key" ON "invoice_examinees" USING btree ("invoice_id","session_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_month_original_key" ON "invoices" USING btree ("company_id","billing_month") WHERE "invoices"."kind" = 'invoice' and "invoices"."replaces_invoice_id" is null;--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","billing_month");--> statement-breakpoint
CREATE INDEX "invoices_month_idx" ON "invoices" USING btree ("billing_month","id");--> statement-breakpoint
CREATE INDEX "diagnosis_sessions_completed_idx" ON "diagnosis_sessions" USING btree ("completed_at","company_id") WHERE "diagnosis_sessions"."status" = 'completed';