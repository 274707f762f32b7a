CREATE TABLE "company_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"system_admin_id" integer,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_status_changes_event_check" CHECK ("company_status_changes"."event" in ('registered','status','discarded','restored'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "date_start_contract" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "date_end_contract" date;--> statement-breakpoint
ALTER TABLE "company_admins" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "system_admins" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_status_changes" ADD CONSTRAINT "company_status_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_status_changes" ADD CONSTRAINT "company_status_changes_system_admin_id_system_admins_id_fk" FOREIGN KEY ("system_admin_id") REFERENCES "public"."system_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_status_changes_company_idx" ON "company_status_changes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");