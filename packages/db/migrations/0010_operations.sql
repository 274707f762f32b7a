CREATE TABLE "operator_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"system_admin_id" integer,
	"system_admin_name" text NOT NULL,
	"company_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_notification_reads" (
	"notification_id" integer NOT NULL,
	"system_admin_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_notification_reads_notification_id_system_admin_id_pk" PRIMARY KEY("notification_id","system_admin_id")
);
--> statement-breakpoint
CREATE TABLE "operator_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"company_id" integer,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_notifications_kind_check" CHECK ("operator_notifications"."kind" in ('company_pending','trial_ending','mail_failed','inquiry','contract_ending'))
);
--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_system_admin_id_system_admins_id_fk" FOREIGN KEY ("system_admin_id") REFERENCES "public"."system_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_notification_reads" ADD CONSTRAINT "operator_notification_reads_notification_id_operator_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."operator_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_notification_reads" ADD CONSTRAINT "operator_notification_reads_system_admin_id_system_admins_id_fk" FOREIGN KEY ("system_admin_id") REFERENCES "public"."system_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_notifications" ADD CONSTRAINT "operator_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_company_idx" ON "operator_actions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_actions_admin_idx" ON "operator_actions" USING btree ("system_admin_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_notifications_dedupe_idx" ON "operator_notifications" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "operator_notifications_created_idx" ON "operator_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operator_notifications_company_idx" ON "operator_notifications" USING btree ("company_id");