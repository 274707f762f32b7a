CREATE TABLE "account_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"token_sha256" text NOT NULL,
	"payload" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('confirmation','password_reset','password_setup','email_change')),
	CONSTRAINT "account_tokens_owner_type_check" CHECK ("account_tokens"."owner_type" in ('company_admin','system_admin'))
);
--> statement-breakpoint
ALTER TABLE "company_admins" ADD COLUMN "unconfirmed_email" text;--> statement-breakpoint
ALTER TABLE "company_admins" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_key" ON "account_tokens" USING btree ("token_sha256");--> statement-breakpoint
CREATE INDEX "account_tokens_owner_idx" ON "account_tokens" USING btree ("owner_type","owner_id","purpose");