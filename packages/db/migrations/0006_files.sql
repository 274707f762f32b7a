CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"company_id" integer,
	"purpose" text NOT NULL,
	"original_file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"record_type" text,
	"record_id" integer,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"attached_at" timestamp with time zone,
	CONSTRAINT "stored_files_purpose_check" CHECK ("stored_files"."purpose" in ('assessment_sheet','inquiry_attachment','notification_attachment','image')),
	CONSTRAINT "stored_files_status_check" CHECK ("stored_files"."status" in ('pending','uploaded','attached')),
	CONSTRAINT "stored_files_record_type_check" CHECK ("stored_files"."record_type" is null or "stored_files"."record_type" in ('employee')),
	CONSTRAINT "stored_files_created_by_kind_check" CHECK ("stored_files"."created_by_kind" in ('company_admin','system_admin'))
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_key" ON "stored_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stored_files_company_idx" ON "stored_files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stored_files_record_idx" ON "stored_files" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "stored_files_status_created_idx" ON "stored_files" USING btree ("status","created_at");