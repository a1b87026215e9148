ALTER TABLE "uploaded_files" ADD COLUMN "variants_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "judging_settings" ADD COLUMN "self_conflict_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "peoples_choice_settings" ADD COLUMN "strict_voters" boolean DEFAULT false NOT NULL;