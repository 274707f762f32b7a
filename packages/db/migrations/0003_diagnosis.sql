CREATE TABLE "diagnosis_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"diagnosis_type" text NOT NULL,
	"source" text DEFAULT 'mail' NOT NULL,
	"ticket_code_id" integer,
	"token_hash" text NOT NULL,
	"email" text,
	"deadline" timestamp with time zone NOT NULL,
	"message" text,
	"status" text DEFAULT 'issued' NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"issued_by_company_admin_id" integer,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_links_status_check" CHECK ("diagnosis_links"."status" in ('issued','in_progress','completed')),
	CONSTRAINT "diagnosis_links_source_check" CHECK ("diagnosis_links"."source" in ('mail','ticket')),
	CONSTRAINT "diagnosis_links_type_check" CHECK ("diagnosis_links"."diagnosis_type" in ('senkou','employee'))
);
--> statement-breakpoint
CREATE TABLE "diagnosis_session_blocks" (
	"session_id" integer NOT NULL,
	"block_index" integer NOT NULL,
	"block_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_session_blocks_session_id_block_index_pk" PRIMARY KEY("session_id","block_index")
);
--> statement-breakpoint
CREATE TABLE "diagnosis_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"diagnosis_type" text NOT NULL,
	"protocol_version" text NOT NULL,
	"seed" integer NOT NULL,
	"device" text NOT NULL,
	"os" text NOT NULL,
	"browser" text NOT NULL,
	"user_agent" text,
	"refresh_hz" real,
	"screen_width" integer,
	"screen_height" integer,
	"webdriver" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"failure_reason" text,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnosis_sessions_status_check" CHECK ("diagnosis_sessions"."status" in ('in_progress','completed','failed'))
);
--> statement-breakpoint
CREATE TABLE "mirumevital_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mirumevital_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"diagnosis_type" text NOT NULL,
	"scoring_version" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"aptitudes" jsonb NOT NULL,
	"pc_evaluation" text NOT NULL,
	"rank" text NOT NULL,
	"criteria_id" integer,
	"rank_rule" jsonb NOT NULL,
	"validity" jsonb NOT NULL,
	"norm_device" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"source_result_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "musashino_criteria" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "musashino_criteria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"diagnosis_type" text NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shindan_status_notification_reads" (
	"notification_id" integer NOT NULL,
	"company_admin_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shindan_status_notification_reads_notification_id_company_admin_id_pk" PRIMARY KEY("notification_id","company_admin_id")
);
--> statement-breakpoint
CREATE TABLE "shindan_status_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shindan_status_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"employee_id" integer,
	"link_id" integer,
	"result_id" integer,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"email" text,
	"diagnosis_type" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"diagnosis_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"message" text,
	"issued_by_company_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"code" text NOT NULL,
	"diagnosis_type" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"employee_id" integer,
	"redeemed_last_name" text,
	"redeemed_first_name" text,
	"redeemed_kana_last_name" text,
	"redeemed_kana_first_name" text,
	"redeemed_email" text,
	"redeemed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_codes_status_check" CHECK ("ticket_codes"."status" in ('unused','in_use','used'))
);
--> statement-breakpoint
ALTER TABLE "diagnosis_links" ADD CONSTRAINT "diagnosis_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_links" ADD CONSTRAINT "diagnosis_links_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_links" ADD CONSTRAINT "diagnosis_links_ticket_code_id_ticket_codes_id_fk" FOREIGN KEY ("ticket_code_id") REFERENCES "public"."ticket_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_links" ADD CONSTRAINT "diagnosis_links_issued_by_company_admin_id_company_admins_id_fk" FOREIGN KEY ("issued_by_company_admin_id") REFERENCES "public"."company_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_session_blocks" ADD CONSTRAINT "diagnosis_session_blocks_session_id_diagnosis_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."diagnosis_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_sessions" ADD CONSTRAINT "diagnosis_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_sessions" ADD CONSTRAINT "diagnosis_sessions_link_id_diagnosis_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."diagnosis_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_sessions" ADD CONSTRAINT "diagnosis_sessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirumevital_results" ADD CONSTRAINT "mirumevital_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirumevital_results" ADD CONSTRAINT "mirumevital_results_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirumevital_results" ADD CONSTRAINT "mirumevital_results_session_id_diagnosis_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."diagnosis_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirumevital_results" ADD CONSTRAINT "mirumevital_results_criteria_id_musashino_criteria_id_fk" FOREIGN KEY ("criteria_id") REFERENCES "public"."musashino_criteria"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "musashino_criteria" ADD CONSTRAINT "musashino_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shindan_status_notification_reads" ADD CONSTRAINT "shindan_status_notification_reads_notification_id_shindan_status_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."shindan_status_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shindan_status_notification_reads" ADD CONSTRAINT "shindan_status_notification_reads_company_admin_id_company_admins_id_fk" FOREIGN KEY ("company_admin_id") REFERENCES "public"."company_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shindan_status_notifications" ADD CONSTRAINT "shindan_status_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shindan_status_notifications" ADD CONSTRAINT "shindan_status_notifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shindan_status_notifications" ADD CONSTRAINT "shindan_status_notifications_link_id_diagnosis_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."diagnosis_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shindan_status_notifications" ADD CONSTRAINT "shindan_status_notifications_result_id_mirumevital_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."mirumevital_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_batches" ADD CONSTRAINT "ticket_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_batches" ADD CONSTRAINT "ticket_batches_issued_by_company_admin_id_company_admins_id_fk" FOREIGN KEY ("issued_by_company_admin_id") REFERENCES "public"."company_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD CONSTRAINT "ticket_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD CONSTRAINT "ticket_codes_batch_id_ticket_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."ticket_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD CONSTRAINT "ticket_codes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_links_token_hash_key" ON "diagnosis_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "diagnosis_links_company_status_idx" ON "diagnosis_links" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "diagnosis_links_employee_idx" ON "diagnosis_links" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_sessions_link_key" ON "diagnosis_sessions" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "diagnosis_sessions_employee_idx" ON "diagnosis_sessions" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "mirumevital_results_employee_idx" ON "mirumevital_results" USING btree ("employee_id","taken_at");--> statement-breakpoint
CREATE INDEX "mirumevital_results_company_idx" ON "mirumevital_results" USING btree ("company_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mirumevital_results_session_type_key" ON "mirumevital_results" USING btree ("session_id","diagnosis_type") WHERE "mirumevital_results"."source_result_id" is null;--> statement-breakpoint
CREATE INDEX "musashino_criteria_company_idx" ON "musashino_criteria" USING btree ("company_id","diagnosis_type","created_at");--> statement-breakpoint
CREATE INDEX "shindan_status_notifications_company_idx" ON "shindan_status_notifications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_batches_company_idx" ON "ticket_batches" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_codes_code_key" ON "ticket_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ticket_codes_company_idx" ON "ticket_codes" USING btree ("company_id","batch_id");