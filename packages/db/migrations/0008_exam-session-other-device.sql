ALTER TABLE "diagnosis_sessions" ADD COLUMN "device_key" text;--> statement-breakpoint
ALTER TABLE "diagnosis_sessions" ADD COLUMN "other_device" boolean DEFAULT false NOT NULL;