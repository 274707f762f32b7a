CREATE TABLE "inquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"kubun" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"company_id" integer,
	"company_admin_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text,
	"tel" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"link_id" integer,
	"ticket_code" text,
	"assignee_system_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_kind_check" CHECK ("inquiries"."kind" in ('general','issue')),
	CONSTRAINT "inquiries_kubun_check" CHECK ("inquiries"."kubun" in ('service','trial','contract','account','diagnosis_issue','bug','other')),
	CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('new','in_progress','done'))
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"direction" text NOT NULL,
	"system_admin_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_messages_direction_check" CHECK ("inquiry_messages"."direction" in ('outbound','note'))
);
--> statement-breakpoint
CREATE TABLE "mirume_notification_reads" (
	"notification_id" integer NOT NULL,
	"company_admin_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mirume_notification_reads_notification_id_company_admin_id_pk" PRIMARY KEY("notification_id","company_admin_id")
);
--> statement-breakpoint
CREATE TABLE "mirume_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mirume_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by_system_admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mirume_notifications_category_check" CHECK ("mirume_notifications"."category" in ('notice','release','incident'))
);
--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_record_type_check";--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_company_admin_id_company_admins_id_fk" FOREIGN KEY ("company_admin_id") REFERENCES "public"."company_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_link_id_diagnosis_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."diagnosis_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_system_admin_id_system_admins_id_fk" FOREIGN KEY ("assignee_system_admin_id") REFERENCES "public"."system_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_system_admin_id_system_admins_id_fk" FOREIGN KEY ("system_admin_id") REFERENCES "public"."system_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirume_notification_reads" ADD CONSTRAINT "mirume_notification_reads_notification_id_mirume_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."mirume_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirume_notification_reads" ADD CONSTRAINT "mirume_notification_reads_company_admin_id_company_admins_id_fk" FOREIGN KEY ("company_admin_id") REFERENCES "public"."company_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mirume_notifications" ADD CONSTRAINT "mirume_notifications_created_by_system_admin_id_system_admins_id_fk" FOREIGN KEY ("created_by_system_admin_id") REFERENCES "public"."system_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_company_idx" ON "inquiries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_idx" ON "inquiry_messages" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "mirume_notification_reads_admin_idx" ON "mirume_notification_reads" USING btree ("company_admin_id");--> statement-breakpoint
CREATE INDEX "mirume_notifications_published_idx" ON "mirume_notifications" USING btree ("published_at");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_record_type_check" CHECK ("stored_files"."record_type" is null or "stored_files"."record_type" in ('employee','inquiry'));