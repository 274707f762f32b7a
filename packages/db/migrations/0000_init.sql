CREATE TABLE "auth_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"token_sha256" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_owner_type_check" CHECK ("auth_tokens"."owner_type" in ('company_admin','system_admin'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_kana" text,
	"status" text DEFAULT 'temp_registration' NOT NULL,
	"postcode" text,
	"address" text,
	"tel" text,
	"url" text,
	"daihyo_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"discarded_at" timestamp with time zone,
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('temp_registration','email_authenticated','trial','approved'))
);
--> statement-breakpoint
CREATE TABLE "company_admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"kana_last_name" text NOT NULL,
	"kana_first_name" text NOT NULL,
	"password_hash" text,
	"confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_admins_role_check" CHECK ("company_admins"."role" in ('admin','senkou_admin','employee_admin','worker'))
);
--> statement-breakpoint
CREATE TABLE "system_admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"kana_last_name" text NOT NULL,
	"kana_first_name" text NOT NULL,
	"password_hash" text,
	"allow_password_change" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"discarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending','sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"maintenance_flag" boolean DEFAULT false NOT NULL,
	"updated_by_system_admin_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_settings_singleton" CHECK ("maintenance_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "company_admins" ADD CONSTRAINT "company_admins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_owner_client_key" ON "auth_tokens" USING btree ("owner_type","owner_id","client_id");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "company_admins_email_key" ON "company_admins" USING btree ("email");--> statement-breakpoint
CREATE INDEX "company_admins_company_idx" ON "company_admins" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "system_admins_email_key" ON "system_admins" USING btree ("email");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");